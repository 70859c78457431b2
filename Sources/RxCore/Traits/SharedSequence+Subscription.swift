/// Helpers shared by `drive` and `emit`: every subscription of a `Driver` or `Signal`
/// goes through here, so the main-thread rule and the no-error rule are checked once.
extension SharedSequenceConvertibleType {
    /// Subscribes `handler` to every event, checking (in debug builds) that
    /// subscription and delivery happen on the main thread and that no error arrives.
    func subscribeOnMainThread(_ operation: String, _ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        assertMainThread(operation)
        return asObservable().subscribe { event in
            assertMainThread(operation)
            if case .error(let error) = event {
                sharedSequenceFailed(error)
                return
            }
            handler(event)
        }
    }

    /// Sends every event to `observers`: the body of `drive(_ observers:)` and `emit(to:)`.
    func sendOnMainThread<Observer: ObserverType>(_ operation: String, to observers: [Observer]) -> Disposable where Observer.Element == Element {
        subscribeOnMainThread(operation) { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every event, with elements as optionals, to `observers`.
    func sendOnMainThread<Observer: ObserverType>(_ operation: String, to observers: [Observer]) -> Disposable where Observer.Element == Element? {
        subscribeOnMainThread(operation) { event in
            let optional = event.map { Optional($0) }
            for observer in observers { observer.on(optional) }
        }
    }

    /// Hands each element to `accept` and ignores completion: the body of the relay
    /// forms of `drive` and `emit`.
    func acceptOnMainThread(_ operation: String, _ accept: @escaping (Element) -> Void) -> Disposable {
        subscribeOnMainThread(operation) { event in
            guard case .next(let element) = event else { return }
            accept(element)
        }
    }

    /// Subscribes closures, checking (in debug builds) that subscription happens on the
    /// main thread and that no error arrives. `drive`/`emit` wrap their main-actor
    /// closures with `onMainActor()` before passing them here.
    @inlinable
    func subscribeOnMainActor(
        _ operation: String,
        onNext: ((Element) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        assertMainThread(operation)
        return asObservable().subscribe(onNext: onNext, onError: sharedSequenceFailed, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

extension Optional {
    /// Turns a main-actor closure into a plain one, once per subscription, through a
    /// checked path (see `MainActorBinding`).
    @inlinable
    func onMainActor<Value>() -> ((Value) -> Void)? where Wrapped == @MainActor (Value) -> Void {
        map { MainActorBinding.plain($0) }
    }

    /// Turns a main-actor closure into a plain one, once per subscription (see above).
    @inlinable
    func onMainActor() -> (() -> Void)? where Wrapped == @MainActor () -> Void {
        map { body in
            let plain = MainActorBinding.plain { (_: Void) in body() }
            return { plain(()) }
        }
    }
}

/// How `drive` and `emit` call their `@MainActor` closures from the (nonisolated) event path.
///
/// `MainActor.assumeIsolated` per element costs about 100 ns on Linux, so the closure is
/// converted once per subscription instead, inside `MainActor.assumeIsolated` (which
/// stops the program, in release builds too, when `drive` is called off the main actor):
/// the plain closure is formed in main-actor-isolated code, with no reinterpreting cast.
/// Each call then checks, in release builds too, that it runs on the main thread or the
/// main queue (a cached per-thread answer: a few nanoseconds), and stops the program
/// otherwise, as `assumeIsolated` would.
@usableFromInline
enum MainActorBinding {
    @inlinable
    static func plain<Value>(_ body: @escaping @MainActor (Value) -> Void) -> (Value) -> Void {
        MainActor.assumeIsolated { UncheckedSendable(isolatedPlain(body)) }.value
    }

    @MainActor @inlinable
    static func isolatedPlain<Value>(_ body: @escaping @MainActor (Value) -> Void) -> (Value) -> Void {
        { value in
            checkMainActor()
            body(value)
        }
    }

    /// Stops the program unless the caller runs on the main thread or the main queue,
    /// which is where main-actor code runs.
    @inlinable
    static func checkMainActor() {
        if !MainQueue.isMainThread && !MainQueue.isOnMainQueue {
            rxFatalError("A main-actor closure of a Driver or Signal was called off the main actor")
        }
    }
}

/// Debug builds stop when a `Driver` or `Signal` is used off the main thread.
@inlinable
func assertMainThread(_ operation: String) {
    #if DEBUG
    MainScheduler.ensureRunningOnMainThread(errorMessage: "`\(operation)` must be used on the main thread")
    #endif
}

/// A `Driver` or `Signal` failed: only possible if one was built around a failing
/// source by hand. Reported in debug builds; the error is dropped.
@usableFromInline
func sharedSequenceFailed(_ error: Swift.Error) {
    rxReportMisuse("A Driver or Signal failed with \(error); the error was dropped")
}
