extension ObservableType {
    /// Returns a sequence that never sends anything; subscribing to it holds nothing.
    /// - seealso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func never() -> Observable<Element> {
        NeverObservable()
    }
}

/// `never()`: subscribing keeps no reference to the observer.
final class NeverObservable<Element>: Observable<Element>, @unchecked Sendable {
    override init() {
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        Disposables.create()
    }

    override func _subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        Disposables.create()
    }
}
