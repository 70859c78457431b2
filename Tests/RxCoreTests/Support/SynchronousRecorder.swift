import RxCore

/// Collects the events of a synchronous subscription, for tests that need no virtual time.
final class EventCollector<Element> {
    var events: [Event<Element>] = []

    /// The `.next` elements received so far.
    var elements: [Element] { events.compactMap { $0.element } }

    /// Subscribes to `source`, recording every event.
    @discardableResult
    func subscribe<Source: ObservableConvertibleType>(_ source: Source) -> Disposable where Source.Element == Element {
        source.asObservable().subscribe { self.events.append($0) }
    }
}

/// Runs `body` inside a current-thread trampoline action, so that sources subscribed in
/// it return their subscription before they start sending (as they do inside operators).
/// Lets a test dispose its own subscription from `onNext`.
func onTrampoline(_ body: @escaping () -> Void) {
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        body()
        return Disposables.create()
    }
}
