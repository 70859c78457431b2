import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Whether a request began or ended.
public enum NetworkActivityChangeType: Equatable, Sendable {
    /// A request was sent.
    case began
    /// A request finished, failed or was cancelled.
    case ended
}

/// Reports when requests begin and end, to drive a spinner. Every `.began` is
/// followed by exactly one `.ended`, also for cancelled requests.
public struct NetworkActivityPlugin: PluginType {
    /// Receives each change, on the thread of the request.
    public let networkActivityClosure: (NetworkActivityChangeType, TargetType) -> Void

    /// Creates the plugin.
    public init(networkActivityClosure: @escaping (NetworkActivityChangeType, TargetType) -> Void) {
        self.networkActivityClosure = networkActivityClosure
    }

    /// Reports `.began`.
    public func willSend(_ request: URLRequest, target: TargetType) {
        networkActivityClosure(.began, target)
    }

    /// Reports `.ended`.
    public func didReceive(_ result: Result<Response, NetworkError>, target: TargetType) {
        networkActivityClosure(.ended, target)
    }
}
