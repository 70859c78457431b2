import Foundation
import Dispatch
import XCTest
import RxSwift
import RxRelay
import RxCocoa
import RxTest

// Compiled in the Swift 5 language mode, as RxSwift's own suite and most libraries built on
// it are: the zero-warning build holds RxCore to giving such a client no concurrency warning
// that the same code against RxSwift would not give, for what is covered here (hooks,
// drive/emit closures, a TestScheduler subclass). Not yet covered: capturing an Observable,
// AnyObserver, Disposable, Cancelable, Binder or ConnectableObservable in a @Sendable closure
// still warns (RxCore is a Swift 6 module, so its non-Sendable types count as audited).

/// RxSwift's own test suite subclasses `TestScheduler` (`open`, as RxTest's). Restating
/// `@unchecked Sendable` is the one edit RxCore still asks of it: without it Swift warns
/// (RxCore's schedulers are `Sendable`; RxTest's are not marked).
final class TestVirtualScheduler: TestScheduler, @unchecked Sendable {}

final class Swift5ClientTests: XCTestCase {
    func test_subclassOfTestScheduler_compilesAndRuns() {
        let scheduler = TestVirtualScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func test_hooksTakePlainClosures() {
        let previousHandler = Hooks.defaultErrorHandler
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        var reported: [String] = []
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        Hooks.customCaptureSubscriptionCallstack = { [] }
        Hooks.defaultErrorHandler = previousHandler
        Hooks.customCaptureSubscriptionCallstack = previousCapture
        XCTAssertEqual(reported, [])
    }

    func test_driveAndEmitTakePlainClosures() {
        let scheduler = TestVirtualScheduler(initialClock: 0)
        var driven: [Int] = []
        var emitted: [Int] = []
        let record: (Int) -> Void = { driven.append($0) }
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: 1)
            let signal = PublishRelay<Int>()
            let bag = DisposeBag()
            relay.asDriver().drive(onNext: record).disposed(by: bag)
            signal.asSignal().emit(onNext: { emitted.append($0) }).disposed(by: bag)
            scheduler.scheduleAt(10) { signal.accept(2) }
            scheduler.start()
        }
        XCTAssertEqual(driven, [1])
        XCTAssertEqual(emitted, [2])
    }
}
