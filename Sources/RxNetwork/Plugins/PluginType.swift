import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Hooks into every request of a provider: change it before it goes, watch it go and
/// come back, or change the outcome. All methods have empty defaults.
///
/// Plugins run in the order given to the provider, on whatever thread the request
/// or its answer arrives on; they must be thread-safe.
public protocol PluginType {
    /// Returns the request to send, e.g. with an `Authorization` header added.
    func prepare(_ request: URLRequest, target: TargetType) -> URLRequest
    /// Called just before the request is sent (or stubbed / replayed).
    func willSend(_ request: URLRequest, target: TargetType)
    /// Called with the outcome of every request `willSend` saw, including cancellation.
    func didReceive(_ result: Result<Response, NetworkError>, target: TargetType)
    /// Returns the outcome handed to the subscriber; may replace it.
    func process(_ result: Result<Response, NetworkError>, target: TargetType) -> Result<Response, NetworkError>
    /// Why the prepared `request` must not go on the network (a credential plugin asked
    /// to authorize a request to another origin than its credentials'), or nil. The
    /// first refusal fails the request with it, before anything is sent.
    func refusal(of request: URLRequest, target: TargetType) -> NetworkError?
}

extension PluginType {
    /// Returns `request` unchanged.
    public func prepare(_ request: URLRequest, target: TargetType) -> URLRequest { request }
    /// Does nothing.
    public func willSend(_ request: URLRequest, target: TargetType) {}
    /// Does nothing.
    public func didReceive(_ result: Result<Response, NetworkError>, target: TargetType) {}
    /// Returns `result` unchanged.
    public func process(_ result: Result<Response, NetworkError>, target: TargetType) -> Result<Response, NetworkError> { result }
    /// Refuses nothing.
    public func refusal(of request: URLRequest, target: TargetType) -> NetworkError? { nil }
}
