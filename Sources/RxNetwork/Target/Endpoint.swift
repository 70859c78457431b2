import Foundation
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

    /// Creates an endpoint.
    public init(url: String, sampleResponseClosure: @escaping SampleResponseClosure, method: Method, task: RequestTask, httpHeaderFields: [String: String]?) {
        self.url = url
        self.sampleResponseClosure = sampleResponseClosure
        self.method = method
        self.task = task
        self.httpHeaderFields = httpHeaderFields
    }

    /// The default endpoint of `target`: `baseURL` + `path`, its method, task and
    /// headers, and a 200 stub with `sampleData`.
    public static func defaultMapping<Target: TargetType>(for target: Target) -> Endpoint {
        let sample = target.sampleData
        return Endpoint(
            url: URL(target: target).absoluteString,
            sampleResponseClosure: { .networkResponse(200, sample) },
            method: target.method,
            task: target.task,
            httpHeaderFields: target.headers
        )
    }

    /// A copy with `newHTTPHeaderFields` added (replacing fields of the same name).
    public func adding(newHTTPHeaderFields: [String: String]) -> Endpoint {
        let merged = (httpHeaderFields ?? [:]).merging(newHTTPHeaderFields) { _, new in new }
        return Endpoint(url: url, sampleResponseClosure: sampleResponseClosure, method: method, task: task, httpHeaderFields: merged)
    }

    /// A copy that carries `task` instead.
    public func replacing(task: RequestTask) -> Endpoint {
        Endpoint(url: url, sampleResponseClosure: sampleResponseClosure, method: method, task: task, httpHeaderFields: httpHeaderFields)
    }

    /// The `URLRequest` for this endpoint.
    ///
    /// - Throws: `NetworkError.invalidURL` or `NetworkError.parameterEncoding`.
    public func urlRequest() throws -> URLRequest {
        guard let requestURL = URL(string: url), requestURL.scheme != nil else { throw NetworkError.invalidURL(url) }
        var request = URLRequest(url: requestURL)
        request.httpMethod = method.rawValue
        for (name, value) in httpHeaderFields ?? [:] { request.setValue(value, forHTTPHeaderField: name) }
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
        if target.path.isEmpty {
            self = target.baseURL
        } else {
            let path = target.path.hasPrefix("/") ? String(target.path.dropFirst()) : target.path
            self = target.baseURL.appendingPathComponent(path)
        }
    }
}
