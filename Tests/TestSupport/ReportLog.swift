import Foundation

/// What an unimplemented test environment reported, for tests about the reporting
/// itself (`Unimplemented { log.append($0) }` instead of `Unimplemented(failTest)`).
/// Thread-safe: reports may come from any thread.
public final class ReportLog: @unchecked Sendable {
    // @unchecked Sendable: `stored` is read and written only under `lock`, and nothing
    // outside is called while it is held.
    private let lock = NSLock()
    private var stored: [String] = []

    /// An empty log.
    public init() {}

    /// Records `message`.
    public func append(_ message: String) {
        lock.withLock { stored.append(message) }
    }

    /// The messages, in the order they came.
    public var messages: [String] { lock.withLock { stored } }
}
