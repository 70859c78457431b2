import Synchronization

/// Global hooks: what happens to unhandled errors and reported misuse.
///
/// Set them once at start-up (or in a test). `state`'s mutex guards the handlers, and
/// nothing is called under it: a handler is copied out, then called; a replaced one is
/// released after the mutex.
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
        set {
            var replaced = newValue
            state.withLock { swap(&$0.0, &replaced) }
            withExtendedLifetime(replaced) {}
        }
    }

    /// Where debug builds report misuse, such as an event sent after a sequence ended.
    public static var misuseHandler: @Sendable (String) -> Void {
        get { state.withLock { $0.1 } }
        set {
            var replaced = newValue
            state.withLock { swap(&$0.1, &replaced) }
            withExtendedLifetime(replaced) {}
        }
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
