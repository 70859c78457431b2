import Foundation

/// Saves every successful live response into a `ReplayStore`, so a provider in replay
/// mode can serve it offline later. Responses from replay itself are saved again
/// unchanged, which is harmless.
public struct RecordPlugin: PluginType {
    /// Where responses are written.
    public let store: ReplayStore
    /// Called with the error when a file cannot be written (ignored by default);
    /// recording never fails the request.
    public let onError: @Sendable (Error) -> Void

    /// Creates a recorder writing into `store`.
    public init(store: ReplayStore, onError: @escaping @Sendable (Error) -> Void = { _ in }) {
        self.store = store
        self.onError = onError
    }

    /// Writes the response when there is one (including non-2xx statuses).
    public func didReceive(_ result: Result<Response, NetworkError>, target: TargetType) {
        let response: Response?
        switch result {
        case .success(let value): response = value
        case .failure(.statusCode(let value)): response = value
        case .failure: response = nil
        }
        guard let response else { return }
        do { try store.save(response) } catch { onError(error) }
    }
}
