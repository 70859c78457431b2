import Foundation
import XCTest
import RxCore
import RxTesting

/// The code of RxCore's articles (Sources/RxCore/RxCore.docc), run: scripts/docs checks
/// that every Swift block of an article is found in the repository, and these tests check
/// that the blocks taken from here do what the articles say.
final class DocumentationExamplesTests: RxTestCase {
    // MARK: - Getting started

    func test_gettingStarted_operatorsMakeNewSequences_andSubscribingRunsThem() {
        let bag = DisposeBag()
        var shown: [String] = []

        Observable.of("b", "be", "ber", "berlin")
            .map { $0.capitalized }
            .filter { $0.count > 2 }
            .subscribe(onNext: { shown.append($0) })
            .disposed(by: bag)

        XCTAssertEqual(shown, ["Ber", "Berlin"])
    }

    func test_gettingStarted_aRelayIn_aDriverOut() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let searchText = BehaviorRelay(value: "")
            let title: Driver<String> = searchText.asDriver()
                .map { $0.isEmpty ? "Weather" : "Weather: \($0)" }
                .distinctUntilChanged()

            let titles = scheduler.record(title)
            scheduler.scheduleAt(10) { searchText.accept("Berlin") }
            scheduler.scheduleAt(20) { searchText.accept("Berlin") }
            scheduler.start()

            // A Driver delivers on the main scheduler: here the test scheduler, one tick later.
            XCTAssertEqual(titles.events, [.next(1, "Weather"), .next(11, "Weather: Berlin")])
        }
    }

    func test_gettingStarted_typingIsDebounced_inVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let typed = scheduler.createHotObservable([
            .next(210, "B"), .next(220, "Be"), .next(230, "Ber"), .next(600, "Bern"),
        ])

        let lookups = scheduler.start {
            typed.debounce(.seconds(100), scheduler: scheduler)
        }

        XCTAssertEqual(lookups.events, [.next(330, "Ber"), .next(700, "Bern")])
    }

    func test_gettingStarted_flatMapLatest_dropsTheOlderRequest() {
        let scheduler = TestScheduler(initialClock: 0)
        let queries = scheduler.createHotObservable([.next(210, "Paris"), .next(220, "Berlin")])
        let slowAnswer = scheduler.createColdObservable([.next(50, "Paris: 14°C")])
        let fastAnswer = scheduler.createColdObservable([.next(10, "Berlin: 9°C")])

        let answers = scheduler.start {
            queries.flatMapLatest { query in
                query == "Paris" ? slowAnswer.asObservable() : fastAnswer.asObservable()
            }
        }

        XCTAssertEqual(answers.events, [.next(230, "Berlin: 9°C")])
        XCTAssertEqual(slowAnswer.subscriptions, [Subscription(210, 220)])
    }

    // MARK: - Threading and Swift 6

    func test_threading_observeOn_movesDeliveryToAnotherQueue() throws {
        let background = SerialDispatchQueueScheduler(qos: .userInitiated)
        let onBackground = try Observable.just(2)
            .observe(on: background)
            .map { _ in Thread.isMainThread }
            .toBlocking(timeout: 5)
            .single()

        XCTAssertFalse(onBackground)
    }

    func test_threading_aRelayIsSendable_soAnotherThreadMayAccept() throws {
        let relay = BehaviorRelay(value: 0)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            relay.accept(42)
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(relay.value, 42)
    }
}
