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
    /// Turns a main-actor closure into a plain one, once per subscription.
    ///
    /// Events of a `Driver` or `Signal` always arrive on the main thread, which is what
    /// makes calling it without hopping valid (debug builds check the thread on every
    /// call). A synchronous main-actor closure has the same representation as a plain
    /// one, so the conversion is a reinterpretation, as `MainActor.assumeIsolated` does
    /// internally; calling `assumeIsolated` per element would allocate on every call.
    @inlinable
    func onMainActor<Value>() -> ((Value) -> Void)? where Wrapped == @MainActor (Value) -> Void {
        map { body in
            let plain = unsafeBitCast(body, to: ((Value) -> Void).self)
            return { value in
                assertMainThread("a main-actor closure of a Driver or Signal")
                plain(value)
            }
        }
    }

    /// Turns a main-actor closure into a plain one, once per subscription (see above).
    @inlinable
    func onMainActor() -> (() -> Void)? where Wrapped == @MainActor () -> Void {
        map { body in
            let plain = unsafeBitCast(body, to: (() -> Void).self)
            return {
                assertMainThread("a main-actor closure of a Driver or Signal")
                plain()
            }
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
