import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a server answered: status code, body, and the request and HTTP response
/// it belongs to. Immutable, so it can be shared between threads.
public final class Response: CustomDebugStringConvertible, Equatable, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let` of an immutable value
    // (URLRequest and HTTPURLResponse are not mutated after the response is built); the
    // lazily built HTTP response and the lazily parsed header fields are only
    // read and set inside their mutexes (`built`, `parsedFields`).

    /// The HTTP status code.
    public let statusCode: Int
    /// The body.
    public let data: Data
    /// The redirects followed to get here, in order (empty when none were).
    public let redirects: [Redirect]
    /// The request that produced this response, if known (built on first use when the
    /// provider sent its own request value rather than a `URLRequest`).
    public var request: URLRequest? {
        guard let sent else { return givenRequest }
        if let existing = builtRequest.withLock({ $0 }) { return existing }
        let made = sent.urlRequest
        return builtRequest.withLock { stored in
            if stored == nil { stored = made }
            return stored
        }
    }
    private let givenRequest: URLRequest?
    /// The request as sent without a `URLRequest` (libcurl's direct path), if so.
    private let sent: HTTPRequest?
    private let builtRequest = Mutex<URLRequest?>(nil)
    /// The parts of the HTTP response when the transport gave parts (libcurl) rather than
    /// an `HTTPURLResponse` (URLSession, stubs).
    private let head: Head?
    private let built: Mutex<HTTPURLResponse?>
    /// `head`'s header fields, once parsed.
    private let parsedFields = Mutex<[String: String]?>(nil)

    /// The status line's URL and version and the header fields of an answer, from
    /// which `response` is built when first asked for: Foundation's `HTTPURLResponse`
    /// costs more to make than a loopback round trip, and most callers only read the body.
    struct Head {
        let url: URL
        let httpVersion: String
        /// The header lines as received (`HeaderLines` parses them on first use).
        let headerLines: [UInt8]
    }

    /// Creates a response.
    public init(statusCode: Int, data: Data, request: URLRequest? = nil, response: HTTPURLResponse? = nil,
                redirects: [Redirect] = []) {
        self.statusCode = statusCode
        self.data = data
        self.redirects = redirects
        self.givenRequest = request
        self.sent = nil
        self.head = nil
        self.built = Mutex(response)
    }

    /// A response whose `HTTPURLResponse` is built from `head` on first use.
    init(statusCode: Int, data: Data, request: URLRequest?, sent: HTTPRequest?, head: Head, redirects: [Redirect] = []) {
        self.statusCode = statusCode
        self.data = data
        self.redirects = redirects
        self.givenRequest = request
        self.sent = request == nil ? sent : nil
        self.head = head
        self.built = Mutex(nil)
    }

    /// The HTTP response, with its headers; `nil` for stubs without headers.
    public var response: HTTPURLResponse? {
        if let existing = built.withLock({ $0 }) { return existing }
        guard let head else { return nil }
        // Built outside the lock; if two threads race, the first one stored wins.
        let made = HTTPURLResponse(url: head.url, statusCode: statusCode, httpVersion: head.httpVersion, headerFields: fields(of: head))
        return built.withLock { stored in
            if stored == nil { stored = made }
            return stored
        }
    }

    /// The value of header `name`, matched case-insensitively.
    public func value(forHTTPHeaderField name: String) -> String? {
        if let head {
            return fields(of: head).first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
        guard let fields = response?.allHeaderFields else { return nil }
        for (key, value) in fields {
            if let key = key as? String, key.caseInsensitiveCompare(name) == .orderedSame {
                return value as? String ?? "\(value)"
            }
        }
        return nil
    }

    /// `head`'s header fields, parsed on first use (if two threads race, both parse and
    /// the first stored wins).
    private func fields(of head: Head) -> [String: String] {
        if let parsed = parsedFields.withLock({ $0 }) { return parsed }
        let parsed = HeaderLines.fields(head.headerLines)
        return parsedFields.withLock { stored in
            if stored == nil { stored = parsed }
            return stored ?? parsed
        }
    }

    /// A short description: status code, byte count and the request line (never headers).
    public var description: String {
        let line = request.map { "\($0.httpMethod ?? "GET") \(Redaction.url($0.url))" } ?? "no request"
        return "Status Code: \(statusCode), Data Length: \(data.count), \(line)"
    }

    /// Same as `description`.
    public var debugDescription: String { description }

    /// Two responses are equal when status, body and HTTP response are.
    public static func == (lhs: Response, rhs: Response) -> Bool {
        lhs.statusCode == rhs.statusCode && lhs.data == rhs.data && lhs.response == rhs.response
    }
}

extension Response {
    /// This response if its status code is in `statusCodes`.
    ///
    /// - Throws: `NetworkError.statusCode(self)` otherwise.
    public func filter<R: RangeExpression>(statusCodes: R) throws -> Response where R.Bound == Int {
        guard statusCodes.contains(statusCode) else { throw NetworkError.statusCode(self) }
        return self
    }

    /// This response if its status code is `statusCode`.
    ///
    /// - Throws: `NetworkError.statusCode(self)` otherwise.
    public func filter(statusCode: Int) throws -> Response {
        try filter(statusCodes: statusCode...statusCode)
    }

    /// This response if its status code is 2xx.
    ///
    /// - Throws: `NetworkError.statusCode(self)` otherwise.
    public func filterSuccessfulStatusCodes() throws -> Response {
        try filter(statusCodes: 200...299)
    }

    /// This response if its status code is 2xx or 3xx.
    ///
    /// - Throws: `NetworkError.statusCode(self)` otherwise.
    public func filterSuccessfulStatusAndRedirectCodes() throws -> Response {
        try filter(statusCodes: 200...399)
    }

    /// The body parsed with `JSONSerialization` (fragments allowed).
    ///
    /// - Parameter failsOnEmptyData: when `false`, an empty body gives `NSNull()`.
    /// - Throws: `NetworkError.jsonMapping(self)` when the body is not JSON.
    public func mapJSON(failsOnEmptyData: Bool = true) throws -> Any {
        if data.isEmpty && !failsOnEmptyData { return NSNull() }
        do {
            return try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        } catch {
            throw NetworkError.jsonMapping(self)
        }
    }

    /// The body as UTF-8 text, or the string at `keyPath` of the JSON body.
    ///
    /// - Throws: `NetworkError.stringMapping(self)` when the body is not UTF-8 or the
    ///   key path does not lead to a string.
    public func mapString(atKeyPath keyPath: String? = nil) throws -> String {
        if let keyPath {
            let json = try mapJSON()
            guard let string = Response.value(in: json, atKeyPath: keyPath) as? String else {
                throw NetworkError.stringMapping(self)
            }
            return string
        }
        guard let string = String(data: data, encoding: .utf8) else { throw NetworkError.stringMapping(self) }
        return string
    }

    /// Decodes the body, or the part at `keyPath` (dot-separated, such as
    /// `"data.items"`), as `type`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - keyPath: The dot-separated path of the part to decode; nil for the whole body.
    ///   - decoder: The decoder, with its date and key strategies.
    ///   - failsOnEmptyData: when `false`, an empty body is decoded as JSON `{}`.
    /// - Throws: `NetworkError.jsonMapping` when the body is not JSON or `keyPath` is
    ///   missing, `NetworkError.objectMapping` (with the `DecodingError` and the key path
    ///   it failed at) when the JSON does not fit `type`.
    public func map<D: Decodable>(_ type: D.Type, atKeyPath keyPath: String? = nil, using decoder: JSONDecoder = JSONDecoder(), failsOnEmptyData: Bool = true) throws -> D {
        var body = data
        if body.isEmpty && !failsOnEmptyData { body = Data("{}".utf8) }
        if let keyPath, !keyPath.isEmpty {
            let json: Any
            do {
                json = try JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)
            } catch {
                throw NetworkError.jsonMapping(self)
            }
            guard let inner = Response.value(in: json, atKeyPath: keyPath) else {
                throw NetworkError.jsonMapping(self)
            }
            do {
                // Wrapping in an array lets fragments (a bare string or number) be re-encoded.
                let wrapped = try JSONSerialization.data(withJSONObject: [inner], options: .fragmentsAllowed)
                return try decoder.decode([D].self, from: wrapped)[0]
            } catch let error as DecodingError {
                throw NetworkError.objectMapping(error, keyPath: Response.fullPath(keyPath, error, droppingWrapper: true), self)
            } catch {
                throw NetworkError.jsonMapping(self)
            }
        }
        do {
            return try decoder.decode(D.self, from: body)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw NetworkError.jsonMapping(self)
            }
            throw NetworkError.objectMapping(error, keyPath: Response.fullPath(nil, error, droppingWrapper: false), self)
        }
    }

    /// The value at dot-separated `keyPath` of `json`; array indices are numbers.
    static func value(in json: Any, atKeyPath keyPath: String) -> Any? {
        var current: Any? = json
        for part in keyPath.split(separator: ".") {
            if let dictionary = current as? [String: Any] {
                current = dictionary[String(part)]
            } else if let array = current as? [Any], let index = Int(part), array.indices.contains(index) {
                current = array[index]
            } else {
                return nil
            }
        }
        return current
    }

    /// The dotted path of where decoding failed, below `prefix`.
    private static func fullPath(_ prefix: String?, _ error: DecodingError, droppingWrapper: Bool) -> String {
        var keys = DecodingError.codingPath(of: error).map { key in key.intValue.map(String.init) ?? key.stringValue }
        if droppingWrapper, !keys.isEmpty { keys.removeFirst() }
        if case .keyNotFound(let key, _) = error { keys.append(key.stringValue) }
        let parts = (prefix.map { [$0] } ?? []) + keys
        return parts.isEmpty ? "(root)" : parts.joined(separator: ".")
    }
}

extension DecodingError {
    /// The coding path stored in any case of `error`.
    static func codingPath(of error: DecodingError) -> [CodingKey] {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath
        @unknown default:
            return []
        }
    }
}
