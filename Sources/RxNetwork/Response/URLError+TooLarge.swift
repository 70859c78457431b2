import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLError {
    /// For a response over the provider's size cap (`.dataLengthExceedsMaximum`), what to
    /// tell a user: "the answer was larger than the 10 MB accepted"; nil for any other
    /// error. Apps put it in their own messages instead of a bare code ("URLError -1103").
    public var responseTooLargeReason: String? {
        guard code == .dataLengthExceedsMaximum else { return nil }
        guard let limit = userInfo[TransportOptions.responseLimitKey] as? Int else { return "the answer was larger than the size accepted" }
        let megabytes = Double(limit) / 1_048_576
        let size = megabytes >= 1 ? (megabytes == megabytes.rounded() ? "\(Int(megabytes)) MB" : String(format: "%.1f MB", megabytes)) : "\(limit) bytes"
        return "the answer was larger than the \(size) accepted"
    }
}
