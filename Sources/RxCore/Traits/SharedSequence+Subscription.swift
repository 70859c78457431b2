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

    /// Subscribes main-actor closures. Events of a `Driver` or `Signal` always arrive on
    /// the main thread, which is what lets `MainActor.assumeIsolated` call them synchronously.
    func subscribeOnMainActor(
        _ operation: String,
        onNext: (@MainActor (Element) -> Void)?,
        onCompleted: (@MainActor () -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        assertMainThread(operation)
        return asObservable().subscribe(
            onNext: onNext.map { onNext in
                { element in MainActor.assumeIsolated { onNext(element) } }
            },
            onError: sharedSequenceFailed,
            onCompleted: onCompleted.map { onCompleted in
                { MainActor.assumeIsolated { onCompleted() } }
            },
            onDisposed: onDisposed
        )
    }
}

/// Debug builds stop when a `Driver` or `Signal` is used off the main thread.
private func assertMainThread(_ operation: String) {
    #if DEBUG
    MainScheduler.ensureRunningOnMainThread(errorMessage: "`\(operation)` must be used on the main thread")
    #endif
}

/// A `Driver` or `Signal` failed: only possible if one was built around a failing
/// source by hand. Reported in debug builds; the error is dropped.
func sharedSequenceFailed(_ error: Swift.Error) {
    rxReportMisuse("A Driver or Signal failed with \(error); the error was dropped")
}
