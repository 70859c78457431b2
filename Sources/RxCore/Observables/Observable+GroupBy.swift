extension ObservableType {
    /// Splits the elements into groups by the key `keySelector` returns, emitting
    /// each group (a `GroupedObservable` with that `key`) when its first element arrives.
    ///
    /// Each group is a hot sequence: subscribe to it when it is emitted to see its
    /// first element. A group keeps the source subscription alive while it is
    /// subscribed, even after the outer subscription is disposed. Stop events go to
    /// every group, then to the outer sequence. An error thrown by `keySelector`
    /// ends every group and the outer sequence with that error.
    /// - seealso: [groupBy operator on reactivex.io](http://reactivex.io/documentation/operators/groupby.html)
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key) -> Observable<GroupedObservable<Key, Element>> {
        GroupByProducer(source: asObservable(), keySelector: keySelector)
    }
}

final class GroupByProducer<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>>, @unchecked Sendable {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
    }

    override func run(_ observer: @escaping (Event<GroupedObservable<Key, Element>>) -> Void) -> Disposable {
        let sink = GroupBySink(keySelector: keySelector, observer: observer)
        sink.setUpstream(sink.refCount)
        sink.sourceSubscription.disposable = source._subscribe(sink.on)
        return sink
    }
}

/// `@unchecked Sendable`: `groups` and `isFinished` are only touched from `on`, which
/// the source never calls concurrently (the observable grammar serializes events);
/// disposal never touches them.
///
/// Disposing the sink (the outer subscription) only stops outer events: elements keep
/// flowing to subscribed groups until they are all disposed, when `refCount` disposes
/// the source subscription.
final class GroupBySink<Key: Hashable, Element>: Sink<GroupedObservable<Key, Element>>, @unchecked Sendable {
    let sourceSubscription: SerialDisposable
    let refCount: RefCountDisposable
    private let keySelector: (Element) throws -> Key
    private var groups: [Key: PublishSubject<Element>] = [:]
    private var isFinished = false

    init(keySelector: @escaping (Element) throws -> Key, observer: @escaping (Event<GroupedObservable<Key, Element>>) -> Void) {
        let sourceSubscription = SerialDisposable()
        self.sourceSubscription = sourceSubscription
        self.refCount = RefCountDisposable(disposable: sourceSubscription)
        self.keySelector = keySelector
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isFinished else { return }
        switch event {
        case .next(let element):
            let key: Key
            do { key = try keySelector(element) } catch {
                finish(.error(error))
                return
            }
            if let group = groups[key] {
                group.on(event)
                return
            }
            let group = PublishSubject<Element>()
            groups[key] = group
            forward(.next(GroupedObservable(key: key, source: KeepAliveObservable(source: group, refCount: refCount))))
            group.on(event)
        case .error, .completed:
            finish(event)
        }
    }

    private func finish(_ event: Event<Element>) {
        isFinished = true
        let groups = self.groups
        self.groups = [:]
        for group in groups.values {
            group.on(event)
        }
        switch event {
        case .error(let error):
            forwardTerminal(.error(error))
        default:
            forwardTerminal(.completed)
        }
        sourceSubscription.dispose()
    }
}
