extension ObservableType {
    /// Returns a sequence that completes at once, without elements.
    ///
    /// The completion is sent synchronously, before `subscribe` returns.
    /// - seealso: [empty operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func empty() -> Observable<Element> {
        EmptyObservable()
    }
}

/// `empty()`: no sink, the completion is sent during `subscribe`.
final class EmptyObservable<Element>: Observable<Element>, @unchecked Sendable {
    override init() {
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.completed)
        return Disposables.create()
    }

    override func _subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        observer(.completed)
        return Disposables.create()
    }
}
