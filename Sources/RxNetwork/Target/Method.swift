import Foundation

/// An HTTP method, such as `.get` or `.post`.
///
/// A struct rather than an enum so that unusual methods can still be written as
/// `Method(rawValue: "PROPFIND")`.
public struct Method: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method as sent on the wire, upper-case.
    public let rawValue: String

    /// Creates a method from its wire name; the name is upper-cased.
    public init(rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    /// `GET`.
    public static let get = Method(rawValue: "GET")
    /// `POST`.
    public static let post = Method(rawValue: "POST")
    /// `PUT`.
    public static let put = Method(rawValue: "PUT")
    /// `PATCH`.
    public static let patch = Method(rawValue: "PATCH")
    /// `DELETE`.
    public static let delete = Method(rawValue: "DELETE")
    /// `HEAD`.
    public static let head = Method(rawValue: "HEAD")
    /// `OPTIONS`.
    public static let options = Method(rawValue: "OPTIONS")

    /// Whether sending the request twice has the same effect as sending it once
    /// (RFC 9110 §9.2.2); only such requests are retried automatically.
    public var isIdempotent: Bool {
        switch self {
        case .get, .head, .options, .put, .delete: return true
        default: return rawValue == "TRACE"
        }
    }

    /// The wire name.
    public var description: String { rawValue }
}
