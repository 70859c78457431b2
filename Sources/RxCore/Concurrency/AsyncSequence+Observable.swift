extension AsyncSequence {
    /// The async sequence as an `Observable`: each subscription iterates it in a new `Task`.
    ///
    /// Elements are delivered on the task's thread. The loop's error becomes the
    /// sequence's error. Disposing the subscription cancels the task; nothing is
    /// delivered after disposal.
    public func asObservable() -> Observable<Element> {
        let sequence = UncheckedSendable(self)
        return Observable.create { observer in
            let observer = UncheckedSendable(observer)
            let task = Task {
                do {
                    for try await element in sequence.value {
                        observer.value.onNext(element)
                    }
                    observer.value.onCompleted()
                } catch {
                    observer.value.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
