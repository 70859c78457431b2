// `bind(to:)` for relays: each element is accepted by every relay. Relays cannot end,
// so completion is ignored, and an error is a programming error (reported in debug
// builds through `Hooks.misuseHandler`, dropped in release builds).

extension ObservableType {
    /// Sends each element to `relays`.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(toRelays: relays) { $0.accept($1) }
    }

    /// Sends each element, as an optional, to `relays`.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        map { Optional($0) }.bind(toRelays: relays) { $0.accept($1) }
    }

    /// Sets each element on `relays`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(toRelays: relays) { $0.accept($1) }
    }

    /// Sets each element, as an optional, on `relays`.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        map { Optional($0) }.bind(toRelays: relays) { $0.accept($1) }
    }

    /// Sends each element to `relays`.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(toRelays: relays) { $0.accept($1) }
    }

    /// Sends each element, as an optional, to `relays`.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        map { Optional($0) }.bind(toRelays: relays) { $0.accept($1) }
    }

    func bind<Relay>(toRelays relays: [Relay], accept: @escaping (Relay, Element) -> Void) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                for relay in relays { accept(relay, element) }
            case .error(let error):
                bindingError(error)
            case .completed:
                break
            }
        }
    }
}
