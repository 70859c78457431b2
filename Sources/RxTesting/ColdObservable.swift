import Foundation

/// A testable observable that, for each subscription, sends its recorded events at
/// their times relative to the moment of subscribing.
///
/// Disposing a subscription cancels its pending events. (RxTest leaves them queued
/// as no-ops, so its `start()` may end with the clock at a later time; nothing is sent either way.)
///
/// `@unchecked Sendable`: adds no state to `TestableObservable`.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    override func subscribeRecorded(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        guard let scheduler = testScheduler else { return Disposables.create() }
        let scheduled = recordedEvents.map { recorded in
            scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                observer(recorded.value)
                return Disposables.create()
            }
        }
        return Disposables.create(scheduled)
    }
}
