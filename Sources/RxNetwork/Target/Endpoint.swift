import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a stub answers for an endpoint.
public enum EndpointSampleResponse {
    /// A response with `statusCode` and `data`.
    case networkResponse(Int, Data)
    /// A full `HTTPURLResponse` (with headers) and `data`.
    case response(HTTPURLResponse, Data)
    /// A failure before any response, such as `URLError(.notConnectedToInternet)`.
    case networkError(Error)
}

/// A target resolved into what goes on the wire: the URL, method, task, headers and
/// the stub answer. A provider's endpoint closure builds one per request and may
/// change it (add headers, replace the task).
public final class Endpoint {
    /// A closure that produces the stub answer.
    public typealias SampleResponseClosure = () -> EndpointSampleResponse

    /// The full URL string: base URL plus path.
    public let url: String
    /// Produces the stub answer.
    public let sampleResponseClosure: SampleResponseClosure
    /// The HTTP method.
    public let method: Method
    /// What the request carries.
    public let task: RequestTask
    /// Header fields.
    public let httpHeaderFields: [String: String]?
    /// `url` already parsed, when the endpoint was made from a target: saves parsing it
    /// again for every request.
    private let parsedURL: URL?

    /// Creates an endpoint.
    public init(url: String, sampleResponseClosure: @escaping SampleResponseClosure, method: Method, task: RequestTask, httpHeaderFields: [String: String]?) {
        self.url = url
        self.sampleResponseClosure = sampleResponseClosure
        self.method = method
        self.task = task
        self.httpHeaderFields = httpHeaderFields
        self.parsedURL = nil
    }

    private init(url: (URL, String), sampleResponseClosure: @escaping SampleResponseClosure, method: Method, task: RequestTask, httpHeaderFields: [String: String]?) {
        self.url = url.1
        self.sampleResponseClosure = sampleResponseClosure
        self.method = method
        self.task = task
        self.httpHeaderFields = httpHeaderFields
        self.parsedURL = url.0
    }

    private init(copying endpoint: Endpoint, task: RequestTask, httpHeaderFields: [String: String]?) {
        self.url = endpoint.url
        self.sampleResponseClosure = endpoint.sampleResponseClosure
        self.method = endpoint.method
        self.task = task
        self.httpHeaderFields = httpHeaderFields
        self.parsedURL = endpoint.parsedURL
    }

    /// The default endpoint of `target`: `baseURL` + `path`, its method, task and
    /// headers, and a 200 stub with `sampleData`.
    public static func defaultMapping<Target: TargetType>(for target: Target) -> Endpoint {
        let sample = target.sampleData
        return Endpoint(
            url: URL.targetURL(target),
            sampleResponseClosure: { .networkResponse(200, sample) },
            method: target.method,
            task: target.task,
            httpHeaderFields: target.headers
        )
    }

    /// A copy with `newHTTPHeaderFields` added (replacing fields of the same name).
    public func adding(newHTTPHeaderFields: [String: String]) -> Endpoint {
        let merged = (httpHeaderFields ?? [:]).merging(newHTTPHeaderFields) { _, new in new }
        return Endpoint(copying: self, task: task, httpHeaderFields: merged)
    }

    /// A copy that carries `task` instead.
    public func replacing(task: RequestTask) -> Endpoint {
        Endpoint(copying: self, task: task, httpHeaderFields: httpHeaderFields)
    }

    /// The `URLRequest` for this endpoint.
    ///
    /// - Throws: `NetworkError.invalidURL` or `NetworkError.parameterEncoding`.
    public func urlRequest() throws -> URLRequest {
        guard let requestURL = parsedURL ?? URL(string: url), requestURL.scheme != nil else { throw NetworkError.invalidURL(url) }
        var request = URLRequest(url: requestURL)
        // GET is URLRequest's default; setting it anyway costs a copy of the request.
        if method != .get { request.httpMethod = method.rawValue }
        if let fields = httpHeaderFields, !fields.isEmpty {
            if fields.allSatisfy(Endpoint.isStoredAsIs) {
                // What `setValue` would store anyway, at a fraction of its cost (it
                // capitalizes every name through Unicode case mapping).
                request.allHTTPHeaderFields = fields
            } else {
                for (name, value) in fields { request.setValue(value, forHTTPHeaderField: name) }
            }
        }
        switch task {
        case .requestPlain:
            return request
        case .requestData(let data):
            request.httpBody = data
            return request
        case .requestJSONEncodable(let encodable):
            return try Endpoint.encodeJSON(encodable, encoder: JSONEncoder(), into: request)
        case .requestCustomJSONEncodable(let encodable, let encoder):
            return try Endpoint.encodeJSON(encodable, encoder: encoder, into: request)
        case .requestParameters(let parameters, let encoding):
            return try encoding.encode(request, with: parameters)
        case .requestFormParameters(let parameters):
            return try URLEncoding.httpBody.encode(request, with: parameters)
        case .requestCompositeParameters(let bodyParameters, let bodyEncoding, let urlParameters):
            let withBody = try bodyEncoding.encode(request, with: bodyParameters)
            return try URLEncoding.queryString.encode(withBody, with: urlParameters)
        }
    }

    /// The request `urlRequest()` would make, as libcurl's transport takes it without a
    /// `URLRequest`, when that is plain to see: an http(s) URL, header fields that
    /// `URLRequest` would store as they are, and no parameters to encode (a plain request
    /// or raw data); nil otherwise, and the provider goes through `urlRequest()`.
    func httpRequest() -> HTTPRequest? {
        let body: Data?
        switch task {
        case .requestPlain: body = nil
        case .requestData(let data): body = data
        default: return nil
        }
        guard let requestURL = parsedURL else { return nil }
        return Endpoint.httpRequest(url: requestURL, urlString: url, method: method, fields: httpHeaderFields, body: body)
    }

    /// The request the default endpoint of `target` would send (`httpRequest()`), made
    /// without the endpoint, or nil where that is not plain to see.
    static func httpRequest<Target: TargetType>(for target: Target) -> HTTPRequest? {
        let body: Data?
        switch target.task {
        case .requestPlain: body = nil
        case .requestData(let data): body = data
        default: return nil
        }
        let (url, urlString) = URL.targetURL(target)
        return httpRequest(url: url, urlString: urlString, method: target.method, fields: target.headers, body: body)
    }

    private static func httpRequest(url: URL, urlString: String, method: Method, fields: [String: String]?, body: Data?) -> HTTPRequest? {
        let fields = fields ?? [:]
        guard fields.allSatisfy(Endpoint.isStoredAsIs) else { return nil }
        let request = HTTPRequest(url: url, urlString: urlString, method: method.rawValue, headerFields: fields, body: body)
        return request.isHTTP ? request : nil
    }

    /// Whether `URLRequest.setValue(_:forHTTPHeaderField:)` would store this field
    /// unchanged: a name already capitalized as it stores names (ASCII words of letters
    /// joined by "-", each an upper-case letter then lower-case ones, as in
    /// `Content-Type`) and a value of printable ASCII or tabs, which it accepts as is.
    /// Distinct names of that form never differ only in case, so none replaces another.
    static func isStoredAsIs(_ field: (key: String, value: String)) -> Bool {
        // Over the strings' own bytes when they have them (the UTF-8 views' iterators cost
        // several times more per byte, on every request).
        field.key.utf8.withContiguousStorageIfAvailable { isStoredAsIs(name: $0, value: field.value) }
            ?? isStoredAsIs(name: field.key.utf8, value: field.value)
    }

    private static func isStoredAsIs<Name: Collection<UInt8>>(name: Name, value: String) -> Bool {
        var wordStart = true
        for byte in name {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z") where wordStart, UInt8(ascii: "a")...UInt8(ascii: "z") where !wordStart:
                wordStart = false
            case UInt8(ascii: "-") where !wordStart:
                wordStart = true
            default:
                return false
            }
        }
        guard !wordStart else { return false }
        func isPlain(_ byte: UInt8) -> Bool { byte == 0x09 || (0x20...0x7E).contains(byte) }
        return value.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPlain) } ?? value.utf8.allSatisfy(isPlain)
    }

    /// `urlRequest()` as a `Result`, for request closures.
    public func requestResult() -> Result<URLRequest, NetworkError> {
        do {
            return .success(try urlRequest())
        } catch let error as NetworkError {
            return .failure(error)
        } catch {
            return .failure(.other(error, nil))
        }
    }

    private static func encodeJSON(_ value: Encodable, encoder: JSONEncoder, into request: URLRequest) throws -> URLRequest {
        var request = request
        do {
            request.httpBody = try encoder.encode(value)
        } catch {
            throw NetworkError.parameterEncoding(reason: "the body could not be encoded as JSON: \(error)")
        }
        if request.value(forHTTPHeaderField: "Content-Type") == nil {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}

extension URL {
    /// `target.baseURL` with `target.path` appended; an empty path leaves the base
    /// URL unchanged (so no trailing `/` appears).
    public init<Target: TargetType>(target: Target) {
        self = URL.targetURL(target).url
    }

    /// `URL(target:)` and its `absoluteString`, both cached for the usual target.
    static func targetURL<Target: TargetType>(_ target: Target) -> (url: URL, string: String) {
        let path = target.path
        let base = target.baseURL
        if path.isEmpty { return (base, base.absoluteString) }
        return TargetURLCache.url(base: base, path: path) {
            let component = path.hasPrefix("/") ? String(path.dropFirst()) : path
            return URL.appendingPlainPath(component, to: base) ?? base.appendingPathComponent(component)
        }
    }

    /// `base` + "/" + `path` by joining strings, for the usual API path (ASCII characters
    /// that need no escaping, not starting with "/", a base without query or fragment),
    /// where it gives exactly what `appendingPathComponent` gives at a tenth of its cost;
    /// nil otherwise.
    static func appendingPlainPath(_ path: String, to base: URL) -> URL? {
        guard let first = path.utf8.first, first != UInt8(ascii: "/"), path.utf8.allSatisfy(isPlainPathByte) else { return nil }
        let string = base.absoluteString
        guard !string.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) else { return nil }
        return URL(string: string.hasSuffix("/") ? string + path : string + "/" + path)
    }

    /// RFC 3986 `pchar` and "/" without "%": what a path may hold unescaped.
    private static func isPlainPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~!$&'()*+,;=:@/".utf8.contains(byte)
        }
    }
}

/// The URLs of recent targets, by base URL and path: a provider asks for the same few
/// paths again and again, and joining and parsing one (`URL(string:)`) cost more than the
/// rest of building the endpoint and its request. Only absolute base URLs (no `baseURL` of
/// their own), which their string identifies. Bounded: emptied when it reaches `limit` entries.
private enum TargetURLCache {
    private struct Key: Hashable {
        let base: String
        let path: String
    }

    /// The entries, and the one asked for last: a provider usually asks for the same
    /// target again, and comparing two strings (the same storage, or small ones: a few
    /// instructions) costs far less than hashing both for the dictionary.
    private struct Entries {
        var byKey: [Key: (URL, String)] = [:]
        var last: (key: Key, entry: (URL, String))?
    }

    private static let limit = 256
    private static let urls = Mutex(Entries())

    /// The cached URL of `path` on `base` and its `absoluteString`, or `make()`'s, then cached.
    static func url(base: URL, path: String, make: () -> URL) -> (url: URL, string: String) {
        guard base.baseURL == nil else {
            let url = make()
            return (url, url.absoluteString)
        }
        let key = Key(base: base.absoluteString, path: path)
        let cached = urls.withLock { urls -> (URL, String)? in
            if let last = urls.last, last.key == key { return last.entry }
            guard let found = urls.byKey[key] else { return nil }
            urls.last = (key, found)
            return found
        }
        if let cached { return cached }
        let url = make()
        let entry = (url, url.absoluteString)
        urls.withLock { urls in
            if urls.byKey.count >= limit { urls.byKey.removeAll(keepingCapacity: true) }
            urls.byKey[key] = entry
            urls.last = (key, entry)
        }
        return entry
    }
}
