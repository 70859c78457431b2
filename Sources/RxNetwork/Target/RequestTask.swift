import Foundation

/// What a request carries: nothing, parameters, raw data or an `Encodable` body.
///
/// Moya calls this type `Task`; we call it `RequestTask` so that it does not hide
/// Swift's own `Task` in every file that imports RxNetwork.
public enum RequestTask {
    /// No body and no extra query parameters.
    case requestPlain
    /// `parameters` put into the URL or the body by `encoding`
    /// (`URLEncoding.queryString`, `URLEncoding.httpBody` for forms, `JSONEncoding.default`).
    case requestParameters(parameters: [String: Any], encoding: ParameterEncoding)
    /// `data` as the body, unchanged.
    case requestData(Data)
    /// `encodable` as a JSON body, encoded with a default `JSONEncoder`.
    case requestJSONEncodable(Encodable)
    /// `encodable` as a JSON body, encoded with `encoder`.
    case requestCustomJSONEncodable(Encodable, encoder: JSONEncoder)
    /// A form-encoded body (`application/x-www-form-urlencoded`).
    case requestFormParameters([String: Any])
    /// A body in `bodyEncoding` plus parameters in the URL query.
    case requestCompositeParameters(bodyParameters: [String: Any], bodyEncoding: ParameterEncoding, urlParameters: [String: Any])
}
