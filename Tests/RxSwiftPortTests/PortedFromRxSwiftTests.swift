import Foundation
import XCTest
import RxSwift
import RxRelay
import RxCocoa
import RxTest
import RxBlocking

// Written against RxSwift 6, RxRelay, RxCocoa, RxTest and RxBlocking as their users write
// it, and compiled with no edit against RxMVVM's re-export products: the imports above and
// the module-qualified names below are RxSwift's.

/// As RxSwiftExt declares its names: module-qualified references into RxSwift.
typealias PortedObservable<Element> = RxSwift.Observable<Element>
typealias PortedDisposable = RxSwift.Disposable

extension RxSwift.ObservableType where Element: Equatable {
    /// RxSwiftExt's `ignore(_:)`, written against the module-qualified protocol.
    func ignore(_ valuesToIgnore: Element...) -> RxSwift.Observable<Element> {
        filter { !valuesToIgnore.contains($0) }
    }
}

private final class CounterViewModel {
    let increments = RxRelay.PublishRelay<Int>()
    let total: RxCocoa.Driver<Int>

    init() {
        total = increments
            .scan(0, accumulator: +)
            .startWith(0)
            .asDriver(onErrorJustReturn: 0)
    }
}

final class PortedFromRxSwiftTests: XCTestCase {
    func test_observeOn_recordsRxTestTimes() {
        let scheduler = RxTest.TestScheduler(initialClock: 0)
        let res = scheduler.start { PortedObservable.of(1, 2).observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func test_delay_completesAsOnRxTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).delay(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(202, 1), .completed(203)])
    }

    func test_hotObservable_throughAModuleQualifiedExtension() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 1), .completed(240)])
        let res = scheduler.start { xs.ignore(1) }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func test_driverOfAViewModel_inVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = CounterViewModel()
            let observer = scheduler.createObserver(Int.self)
            let subscription: PortedDisposable = viewModel.total.drive(observer)
            scheduler.scheduleAt(10) { viewModel.increments.accept(2) }
            scheduler.scheduleAt(20) { viewModel.increments.accept(3) }
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(1, 0), .next(11, 2), .next(21, 5)])
            subscription.dispose()
        }
    }

    func test_replaySubjectUnbounded_andBlocking() throws {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        let blocking: RxBlocking.BlockingObservable<Int> = subject.toBlocking()
        XCTAssertEqual(try blocking.toArray(), [1, 2])
    }

    func test_relayAndBehaviorRelay() {
        let relay = BehaviorRelay(value: "a")
        var seen: [String] = []
        let bag = DisposeBag()
        relay.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        relay.accept("b")
        XCTAssertEqual(seen, ["a", "b"])
        XCTAssertEqual(relay.value, "b")
    }
}
