/// How a `SharedSequence` shares its subscription and which scheduler it delivers on.
///
/// `DriverSharingStrategy` and `SignalSharingStrategy` are the two strategies RxCocoa has.
public protocol SharingStrategyProtocol {
    /// The scheduler every element is delivered on (the main scheduler, unless mocked).
    static var scheduler: SchedulerType { get }

    /// Shares `source` among the sequence's subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Something that is, or can present itself as, a `SharedSequence`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the sequence.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The sequence as a `SharedSequence`.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The sequence as a plain `Observable`.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

/// A sequence that never fails, delivers on its strategy's scheduler (the main
/// thread) and shares one subscription among its subscribers: the base of
/// `Driver` and `Signal`.
///
/// Every operator on it returns a new, shared `SharedSequence`, so a chain built from
/// a `Driver` runs its side effects once however many views drive from it.
///
/// `Sendable` as the `Observable` it wraps is (D76).
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType, Sendable {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, sharing it with the strategy. The caller guarantees that
    /// `source` never errors and delivers on the strategy's scheduler.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is (for sources that need no sharing, like `just`).
    @inlinable
    init(raw: Observable<Element>) {
        self.source = raw
    }

    /// The sequence as a plain `Observable` (that never errors).
    @inlinable
    public func asObservable() -> Observable<Element> { source }

    /// Returns itself.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

extension SharedSequence {
    /// Completes on subscription (delivered on the strategy's scheduler).
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// Never delivers anything.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// Emits `element` and completes, on the strategy's scheduler.
    ///
    /// The element and the completion are two scheduled actions, as in RxCocoa, so in
    /// virtual time the completion comes one tick after the element.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element, scheduler: SharingStrategy.scheduler))
    }

    /// Calls `observableFactory` on every subscription and mirrors what it returns.
    public static func deferred(_ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    /// Emits the given elements on the strategy's scheduler, then completes.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// Emits the array's elements on the strategy's scheduler, then completes.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// Emits the sequence's elements on the strategy's scheduler, then completes.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
        where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// Emits `optional` if it is not nil, then completes, on the strategy's scheduler.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// Emits `0, 1, 2, ...`, one every `period`, on the strategy's scheduler.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// Emits `0` after `dueTime`, then the next integers every `period`.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
