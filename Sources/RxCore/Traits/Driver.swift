/// The sharing strategy of `Driver`: replays the latest element to new subscribers,
/// while at least one is subscribed.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The main scheduler (or the one `SharingScheduler.mock` installed).
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `share(replay: 1, scope: .whileConnected)`.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// A sequence for UI state: never fails, delivers on the main thread, and replays its
/// latest element to each new subscriber.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Returns the sequence as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// A `Driver` of this sequence that emits `onErrorJustReturn` and completes instead of failing.
    ///
    /// Inlinable, with the operators it uses, so the Driver's per-element path is
    /// compiled for the caller's element type.
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// A `Driver` of this sequence that continues with `onErrorDriveWith` instead of failing.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// A `Driver` of this sequence that continues with the `Driver` `onErrorRecover` returns for the error.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension InfallibleType {
    /// The `Infallible` as a `Driver` (it cannot fail, so nothing replaces errors).
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
