extension ObservableType {
    /// Emits the source's only element and completes.
    ///
    /// The element is emitted as soon as it arrives; a second element ends the
    /// sequence with `RxError.moreThanOneElement`, and completing without any element
    /// ends it with `RxError.noElements`.
    public func single() -> Observable<Element> {
        Pipe(source: asObservable()) { observer in
            let sink = SingleElementSink(predicate: { _ in true }, observer: observer)
            return (sink, sink.on)
        }
    }

    /// Emits the only element that satisfies `predicate` and completes.
    ///
    /// A second matching element ends the sequence with `RxError.moreThanOneElement`,
    /// and completing without a match ends it with `RxError.noElements`. An error thrown
    /// by `predicate` ends the sequence with that error.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Pipe(source: asObservable()) { observer in
            let sink = SingleElementSink(predicate: predicate, observer: observer)
            return (sink, sink.on)
        }
    }
}

/// `@unchecked Sendable`: `hasElement` is only touched from `on`, which the source
/// never calls concurrently (the observable grammar serializes events).
final class SingleElementSink<Element>: Sink<Element>, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool
    private var hasElement = false

    init(predicate: @escaping (Element) throws -> Bool, observer: @escaping (Event<Element>) -> Void) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            let matches: Bool
            do { matches = try predicate(element) } catch {
                forwardTerminal(.error(error))
                return
            }
            guard matches else { return }
            if hasElement {
                forwardTerminal(.error(RxError.moreThanOneElement))
                return
            }
            hasElement = true
            forward(event)
        case .error:
            forwardTerminal(event)
        case .completed:
            forwardTerminal(hasElement ? .completed : .error(RxError.noElements))
        }
    }
}
