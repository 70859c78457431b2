import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Puts a parameter dictionary into a request: into the URL query or the body.
public protocol ParameterEncoding: Sendable {
    /// Returns `request` with `parameters` encoded into it.
    ///
    /// - Throws: `NetworkError.parameterEncoding` when the parameters cannot be encoded.
    func encode(_ request: URLRequest, with parameters: [String: Any]) throws -> URLRequest
}

/// Encodes parameters as `key=value&...`, sorted by key so that equal requests
/// produce equal URLs (which record/replay relies on).
///
/// Arrays become `key[]=a&key[]=b`, dictionaries `key[sub]=v`, booleans `1`/`0`
/// (the same conventions as Alamofire's URLEncoding).
public struct URLEncoding: ParameterEncoding {
    /// Where the encoded parameters go.
    public enum Destination: Sendable {
        /// The query for GET, HEAD and DELETE; the body for other methods.
        case methodDependent
        /// Always the URL query.
        case queryString
        /// Always the body, as `application/x-www-form-urlencoded`.
        case httpBody
    }

    /// Where the parameters go.
    public let destination: Destination

    /// Creates an encoding with `destination`.
    public init(destination: Destination = .methodDependent) {
        self.destination = destination
    }

    /// Query for GET/HEAD/DELETE, form body otherwise.
    public static let `default` = URLEncoding()
    /// Always the URL query.
    public static let queryString = URLEncoding(destination: .queryString)
    /// Always a form-encoded body.
    public static let httpBody = URLEncoding(destination: .httpBody)

    /// Encodes `parameters` into `request` according to `destination`.
    public func encode(_ request: URLRequest, with parameters: [String: Any]) throws -> URLRequest {
        var request = request
        let method = Method(rawValue: request.httpMethod ?? "GET")
        let inQuery: Bool
        switch destination {
        case .queryString: inQuery = true
        case .httpBody: inQuery = false
        case .methodDependent: inQuery = [.get, .head, .delete].contains(method)
        }
        let encoded = URLEncoding.query(parameters)
        if inQuery {
            guard let url = request.url, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
                throw NetworkError.invalidURL(request.url?.absoluteString ?? "")
            }
            if !encoded.isEmpty {
                let existing = components.percentEncodedQuery.map { $0 + "&" } ?? ""
                components.percentEncodedQuery = existing + encoded
            }
            guard let newURL = components.url else { throw NetworkError.invalidURL(url.absoluteString) }
            request.url = newURL
        } else {
            if request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue("application/x-www-form-urlencoded; charset=utf-8", forHTTPHeaderField: "Content-Type")
            }
            request.httpBody = Data(encoded.utf8)
        }
        return request
    }

    /// The `key=value&...` string of `parameters`, keys sorted, percent-encoded.
    public static func query(_ parameters: [String: Any]) -> String {
        var pairs: [(String, String)] = []
        for key in parameters.keys.sorted() {
            if let value = parameters[key] { components(key, value, into: &pairs) }
        }
        return pairs.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
    }

    private static func components(_ key: String, _ value: Any, into pairs: inout [(String, String)]) {
        switch value {
        case let dictionary as [String: Any]:
            for nested in dictionary.keys.sorted() {
                if let inner = dictionary[nested] { components("\(key)[\(nested)]", inner, into: &pairs) }
            }
        case let array as [Any]:
            for element in array { components("\(key)[]", element, into: &pairs) }
        case let bool as Bool:
            pairs.append((escape(key), bool ? "1" : "0"))
        default:
            pairs.append((escape(key), escape("\(value)")))
        }
    }

    /// Percent-encodes everything except RFC 3986 unreserved characters.
    public static func escape(_ string: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return string.addingPercentEncoding(withAllowedCharacters: allowed) ?? string
    }
}

/// Encodes parameters as a JSON body with `Content-Type: application/json`.
public struct JSONEncoding: ParameterEncoding {
    /// Whether the JSON is pretty-printed.
    public let prettyPrinted: Bool

    /// Creates a JSON encoding.
    public init(prettyPrinted: Bool = false) {
        self.prettyPrinted = prettyPrinted
    }

    /// Compact JSON.
    public static let `default` = JSONEncoding()

    /// Encodes `parameters` as the JSON body of `request` (keys sorted, for stable bodies).
    public func encode(_ request: URLRequest, with parameters: [String: Any]) throws -> URLRequest {
        var request = request
        guard JSONSerialization.isValidJSONObject(parameters) else {
            throw NetworkError.parameterEncoding(reason: "the parameters contain a value JSON cannot represent (only strings, numbers, booleans, NSNull, arrays and dictionaries can be sent)")
        }
        var options: JSONSerialization.WritingOptions = [.sortedKeys]
        if prettyPrinted { options.insert(.prettyPrinted) }
        do {
            request.httpBody = try JSONSerialization.data(withJSONObject: parameters, options: options)
        } catch {
            throw NetworkError.parameterEncoding(reason: "JSON serialization failed: \(error.localizedDescription)")
        }
        if request.value(forHTTPHeaderField: "Content-Type") == nil {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}
