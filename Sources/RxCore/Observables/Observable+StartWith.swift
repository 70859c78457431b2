extension ObservableType {
    /// Sends `elements` first, then the elements of this sequence.
    ///
    /// The given elements are sent synchronously during `subscribe`, before the source is subscribed.
    /// - seealso: [startWith operator on reactivex.io](http://reactivex.io/documentation/operators/startwith.html)
    public func startWith(_ elements: Element ...) -> Observable<Element> {
        StartWithProducer(source: asObservable(), elements: elements)
    }
}

/// `startWith`: the source gets the downstream observer itself, so prepending adds no sink.
final class StartWithProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        for element in elements {
            observer(.next(element))
        }
        return source._subscribe(observer)
    }
}
