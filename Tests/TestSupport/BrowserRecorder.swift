import AppSupport
import Foundation
import RxCore

/// Records the pages screens open instead of starting a browser (a `PageOpener`).
/// Main thread only.
public final class BrowserRecorder {
    /// Pages opened, in order.
    public private(set) var opened: [URL] = []
    /// The error to fail with instead, when set.
    public var error: BrowserError?

    /// A recorder that opens everything.
    public init() {}

    /// Records `url` and completes, or fails with `error`.
    public func open(_ url: URL) -> Completable {
        if let error { return .error(error) }
        opened.append(url)
        return .empty()
    }
}
