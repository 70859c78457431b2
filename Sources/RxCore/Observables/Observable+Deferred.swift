extension ObservableType {
    /// Returns a sequence that calls `observableFactory` for every subscription and
    /// subscribes to the sequence it returns.
    ///
    /// An error thrown by the factory is sent to that subscriber as `.error`.
    /// - seealso: [defer operator on reactivex.io](http://reactivex.io/documentation/operators/defer.html)
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        DeferredProducer(observableFactory: observableFactory)
    }
}

/// `deferred`: the created sequence gets the downstream observer itself, so deferring adds no sink.
final class DeferredProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let observableFactory: () throws -> Observable<Element>

    init(observableFactory: @escaping () throws -> Observable<Element>) {
        self.observableFactory = observableFactory
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let source: Observable<Element>
        do {
            source = try observableFactory()
        } catch {
            observer(.error(error))
            return Disposables.create()
        }
        return source._subscribe(observer)
    }
}
