extension AsyncSequence {
    /// The async sequence as an `Observable`: each subscription iterates it in a new `Task`
    /// with `priority`.
    ///
    /// Elements are delivered on the task's thread. The loop's error becomes the
    /// sequence's error. Disposing the subscription cancels the task; nothing is
    /// delivered after disposal.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            // Built here and boxed, so the task captures no generic metatypes.
            let iterate: () async -> Void = {
                do {
                    for try await element in self {
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
            let work = UncheckedSendable(iterate)
            let task = Task(priority: priority) { await work.value() }
            return Disposables.create { task.cancel() }
        }
    }
}
