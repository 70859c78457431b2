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
}
