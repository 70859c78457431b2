import Foundation
import Synchronization

/// Global hooks: what happens to unhandled errors and reported misuse, and whether
/// subscriptions record where they were made (RxSwift's `Hooks`).
///
/// Set them once at start-up (or in a test's `setUp`). `state`'s mutex guards the
/// handlers, and nothing is called under it: a handler is copied out, then called; a
/// replaced one is released after the mutex.
///
/// The handlers are `@Sendable` (any thread may call them) and marked `@preconcurrency`,
/// so a Swift 5-mode client written for RxSwift, whose hooks take plain closures, sees
/// plain closures and gets no warning; Swift 6 code sees `@Sendable`.
public enum Hooks {
    /// Called with an error that reached a `subscribe` without an `onError` handler, and
    /// the call stack of that `subscribe` (empty unless `recordCallStackOnError`).
    @preconcurrency
    public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Returns the call stack a subscription records when `recordCallStackOnError` is on.
    @preconcurrency
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    private struct State {
        var defaultErrorHandler: DefaultErrorHandler
        var misuseHandler: @Sendable (String) -> Void
        var captureCallStack: CustomCaptureSubscriptionCallstack
    }

    private static let state = Mutex(State(
        defaultErrorHandler: { _, error in
            #if DEBUG
            print("Unhandled error happened: \(error)")
            #endif
        },
        misuseHandler: { message in print("RxCore misuse: \(message)") },
        captureCallStack: {
            #if DEBUG
            Thread.callStackSymbols
            #else
            []
            #endif
        }
    ))

    @usableFromInline
    static let recordsCallStack = Atomic<Bool>(false)

    /// The handler for errors that reach a subscription without `onError`. Debug builds print them.
    @preconcurrency
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { state.withLock { $0.defaultErrorHandler } }
        set { replace(\.defaultErrorHandler, with: newValue) }
    }

    /// Where debug builds report misuse, such as an event sent after a sequence ended.
    public static var misuseHandler: @Sendable (String) -> Void {
        get { state.withLock { $0.misuseHandler } }
        set { replace(\.misuseHandler, with: newValue) }
    }

    /// Whether `subscribe` records its call stack (with `customCaptureSubscriptionCallstack`)
    /// for `defaultErrorHandler`. Off by default; honoured in debug builds only, as in RxSwift.
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load(ordering: .relaxed) }
        set { recordsCallStack.store(newValue, ordering: .relaxed) }
    }

    /// How a subscription records its call stack when `recordCallStackOnError` is on.
    /// The default returns `Thread.callStackSymbols` in debug builds, nothing in release.
    @preconcurrency
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { state.withLock { $0.captureCallStack } }
        set { replace(\.captureCallStack, with: newValue) }
    }

    /// Swaps a handler in under the mutex and lets the old one go after it.
    private static func replace<Value>(_ field: WritableKeyPath<State, Value>, with value: Value) {
        var replaced = value
        state.withLock { swap(&$0[keyPath: field], &replaced) }
        withExtendedLifetime(replaced) {}
    }

    /// The call stack to record for a new subscription: empty unless debug builds record them.
    @inlinable
    static func subscriptionCallStack() -> [String] {
        #if DEBUG
        if recordsCallStack.load(ordering: .relaxed) {
            return customCaptureSubscriptionCallstack()
        }
        #endif
        return []
    }

    @usableFromInline
    static func reportMisuse(_ message: String) {
        misuseHandler(message)
    }

    @usableFromInline
    static func reportUnhandledError(_ error: Swift.Error, subscriptionCallStack: [String] = []) {
        defaultErrorHandler(subscriptionCallStack, error)
    }
}
