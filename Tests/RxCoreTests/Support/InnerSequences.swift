import RxCore
import RxTesting

/// Creates a cold inner sequence per element and remembers it, so a test can check
/// when each inner sequence was subscribed and disposed.
final class InnerSequences {
    let scheduler: TestScheduler
    private let events: (Int) -> [Recorded<Event<Int>>]
    private(set) var created: [Int: TestableObservable<Int>] = [:]
    private(set) var requested: [Int] = []

    init(scheduler: TestScheduler, events: @escaping (Int) -> [Recorded<Event<Int>>]) {
        self.scheduler = scheduler
        self.events = events
    }

    /// The inner sequence for `element` (a new cold observable, recorded under `element`).
    func make(_ element: Int) -> Observable<Int> {
        requested.append(element)
        let inner = scheduler.createColdObservable(events(element))
        created[element] = inner
        return inner.asObservable()
    }

    /// The subscriptions of the inner sequence created for `element`.
    func subscriptions(of element: Int) -> [Subscription] {
        created[element]?.subscriptions ?? []
    }
}
