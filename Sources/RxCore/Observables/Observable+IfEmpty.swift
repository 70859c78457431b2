extension ObservableType {
    /// Emits `default` and completes if the source completes without any element.
    /// - seealso: [defaultIfEmpty operator on reactivex.io](http://reactivex.io/documentation/operators/defaultifempty.html)
    public func ifEmpty(default: Element) -> Observable<Element> {
        Pipe(source: asObservable()) { observer in
            let sink = IfEmptySink(fallback: .element(`default`), observer: observer)
            return (sink, sink.on)
        }
    }

    /// Continues with `other` if the source completes without any element.
    /// - seealso: [defaultIfEmpty operator on reactivex.io](http://reactivex.io/documentation/operators/defaultifempty.html)
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        Pipe(source: asObservable()) { observer in
            let sink = IfEmptySink(fallback: .sequence(other), observer: observer)
            return (sink, sink.on)
        }
    }
}

/// `@unchecked Sendable`: `isEmpty` is only touched from `on`, which the source never
/// calls concurrently (the observable grammar serializes events). `fallbackSubscription`
/// is thread-safe.
final class IfEmptySink<Element>: Sink<Element>, @unchecked Sendable {
    enum Fallback {
        case element(Element)
        case sequence(Observable<Element>)
    }

    private let fallback: Fallback
    private let fallbackSubscription = SerialDisposable()
    private var isEmpty = true

    init(fallback: Fallback, observer: @escaping (Event<Element>) -> Void) {
        self.fallback = fallback
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            isEmpty = false
            forward(event)
        case .error:
            forwardTerminal(event)
        case .completed:
            guard isEmpty else {
                forwardTerminal(event)
                return
            }
            switch fallback {
            case .element(let element):
                forward(.next(element))
                forwardTerminal(.completed)
            case .sequence(let other):
                fallbackSubscription.disposable = other._subscribe(onFallback)
            }
        }
    }

    private func onFallback(_ event: Event<Element>) {
        guard !isDisposed else { return }
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forward(event)
        }
    }

    override func disposeResources() {
        fallbackSubscription.dispose()
    }
}
