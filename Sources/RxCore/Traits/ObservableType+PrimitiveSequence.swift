extension ObservableType {
    /// The sequence as a `Single`: succeeds with its only element when it completes.
    ///
    /// Fails with `RxError.noElements` if it completes empty, and with
    /// `RxError.moreThanOneElement` as soon as a second element arrives.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: Pipe(source: asObservable()) { observer in
            let sink = AsSingleSink(allowsEmpty: false, observer: observer)
            return (sink, sink.on)
        })
    }

    /// The sequence as a `Maybe`: succeeds with its only element, or completes empty.
    ///
    /// Fails with `RxError.moreThanOneElement` as soon as a second element arrives.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: Pipe(source: asObservable()) { observer in
            let sink = AsSingleSink(allowsEmpty: true, observer: observer)
            return (sink, sink.on)
        })
    }

    /// Succeeds with the first element, disposing the source right after it; succeeds
    /// with nil if the sequence completes empty.
    public func first() -> Single<Element?> {
        PrimitiveSequence(raw: _first())
    }

    /// Succeeds with all the elements, in order, when the sequence completes.
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: _toArray())
    }

    /// A `Completable` that ignores the elements and mirrors the end of the sequence.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asNeverObservable())
    }

    /// The sequence without its elements: only its completion or error.
    func asNeverObservable() -> Observable<Never> {
        if let never = self as? Observable<Never> { return never }
        return compactMap { _ -> Never? in nil }
    }
}

extension ObservableType where Element == Never {
    /// The sequence as a `Completable`.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }
}

/// Holds the one element of `asSingle`/`asMaybe` until the source completes.
///
/// `@unchecked Sendable`: `element` is touched only from `on`, and a source never
/// overlaps its events (the observer contract), so no lock is needed.
private final class AsSingleSink<Element>: Sink<Element>, @unchecked Sendable {
    private let allowsEmpty: Bool
    private var element: Element?

    init(allowsEmpty: Bool, observer: @escaping (Event<Element>) -> Void) {
        self.allowsEmpty = allowsEmpty
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let value):
            if element != nil {
                element = nil
                forwardTerminal(.error(RxError.moreThanOneElement))
                return
            }
            element = value
        case .error:
            element = nil
            forwardTerminal(event)
        case .completed:
            if let value = element {
                element = nil
                forward(.next(value))
                forwardTerminal(.completed)
            } else if allowsEmpty {
                forwardTerminal(.completed)
            } else {
                forwardTerminal(.error(RxError.noElements))
            }
        }
    }
}
