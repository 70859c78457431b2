extension ObservableConvertibleType {
    /// The elements as an async sequence: `for try await value in observable.values`.
    ///
    /// Subscribes once, when the sequence is made. Elements are buffered without limit
    /// until consumed. The sequence's error is thrown by the loop; cancelling the task that
    /// iterates throws `CancellationError`, as RxSwift 6 does, and disposes the
    /// subscription, and so does ending the loop early.
    public var values: AsyncThrowingStream<Element, Error> {
        let state = ObservedValues(asObservable())
        return AsyncThrowingStream<Element, Error> {
            try await state.next().value
        }
    }
}

extension InfallibleType {
    /// The elements as an async sequence that cannot throw: `for await value in infallible.values`.
    ///
    /// Each iteration subscribes once. Elements are buffered without limit until consumed.
    /// Ending the loop early, or cancelling the task that iterates, disposes the subscription.
    public var values: AsyncStream<Element> {
        asObservable().nonThrowingValues
    }
}

extension SharedSequence {
    /// The elements as an async sequence that cannot throw: `for await value in driver.values`.
    ///
    /// Each iteration subscribes once. Elements are buffered without limit until consumed.
    /// Ending the loop early, or cancelling the task that iterates, disposes the subscription.
    public var values: AsyncStream<Element> {
        asObservable().nonThrowingValues
    }
}

extension Observable {
    /// The elements of a sequence that never fails, as an `AsyncStream`; an error (a bug
    /// in whoever promised it could not happen) is reported in debug builds and ends the stream.
    var nonThrowingValues: AsyncStream<Element> {
        AsyncStream<Element> { continuation in
            let subscription = subscribe { event in
                switch event {
                case .next(let element):
                    continuation.yield(UncheckedSendable(element).value)
                case .error(let error):
                    rxReportMisuse("A sequence that cannot fail failed with \(error); its values stream ended")
                    continuation.finish()
                case .completed:
                    continuation.finish()
                }
            }
            let box = UncheckedSendable(subscription)
            continuation.onTermination = { _ in box.value.dispose() }
        }
    }
}
