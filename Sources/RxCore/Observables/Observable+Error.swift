extension ObservableType {
    /// Returns a sequence that ends at once with `error`, without elements.
    ///
    /// The error is sent synchronously, before `subscribe` returns.
    /// - seealso: [throw operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorObservable(error: error)
    }
}

/// `error(_:)`: no sink, the error is sent during `subscribe`.
final class ErrorObservable<Element>: Observable<Element>, @unchecked Sendable {
    private let error: Swift.Error

    init(error: Swift.Error) {
        self.error = error
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.error(error))
        return Disposables.create()
    }

    override func _subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        observer(.error(error))
        return Disposables.create()
    }
}
