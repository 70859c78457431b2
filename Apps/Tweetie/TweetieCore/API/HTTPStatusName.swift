/// The reason phrases of the HTTP statuses Twitter answers with, for messages
/// ("HTTP 503 Service Unavailable"). Foundation's `HTTPURLResponse.localizedString`
/// gives lower-case descriptions instead ("service unavailable").
enum HTTPStatusName {
    /// The standard reason phrase of `status`, or nil for one not listed.
    static func of(_ status: Int) -> String? {
        switch status {
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 406: return "Not Acceptable"
        case 410: return "Gone"
        case 413: return "Payload Too Large"
        case 420: return "Enhance Your Calm"
        case 422: return "Unprocessable Entity"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return nil
        }
    }
}
