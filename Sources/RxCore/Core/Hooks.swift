import Synchronization

/// Global hooks: what happens to unhandled errors and reported misuse.
///
/// Set them once at start-up (or in a test); they are read under a lock on every use.
public enum Hooks {
    /// Called with an error that reached a `subscribe` without an `onError` handler.
    public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    private static let state = Mutex<(DefaultErrorHandler, @Sendable (String) -> Void)>((
        { _, error in
            #if DEBUG
            print("Unhandled error happened: \(error)")
            #endif
        },
        { message in print("RxCore misuse: \(message)") }
    ))

    /// The handler for errors that reach a subscription without `onError`. Debug builds print them.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { state.withLock { $0.0 } }
        set { state.withLock { $0.0 = newValue } }
    }

    /// Where debug builds report misuse, such as an event sent after a sequence ended.
    public static var misuseHandler: @Sendable (String) -> Void {
        get { state.withLock { $0.1 } }
        set { state.withLock { $0.1 = newValue } }
    }

    /// Whether subscriptions record their call stack for `defaultErrorHandler` (always off here).
    public static var recordCallStackOnError: Bool { false }

    @usableFromInline
    static func reportMisuse(_ message: String) {
        misuseHandler(message)
    }

    @usableFromInline
    static func reportUnhandledError(_ error: Swift.Error) {
        defaultErrorHandler([], error)
    }
}
