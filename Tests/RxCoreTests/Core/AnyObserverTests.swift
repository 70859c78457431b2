import XCTest
import RxTesting

/// A hand-written observer, to check that erasing and mapping work with any `ObserverType`.
private final class RecordingObserver<Element>: ObserverType {
    var events: [Event<Element>] = []
    func on(_ event: Event<Element>) { events.append(event) }
}

final class AnyObserverTests: RxTestCase {
    func test_initEventHandler_forwardsEveryEventToTheClosure() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }
        observer.on(.next(1))
        observer.onNext(2)
        observer.onError(testError)
        observer.onCompleted()
        XCTAssertEqual(events, [.next(1), .next(2), .error(testError), .completed])
    }

    func test_initObserver_forwardsToTheWrappedObserver() {
        let recorder = RecordingObserver<Int>()
        let observer = AnyObserver(recorder)
        observer.onNext(1)
        observer.onCompleted()
        XCTAssertEqual(recorder.events, [.next(1), .completed])
    }

    func test_initFromAnAnyObserver_forwardsToTheSameHandler() {
        var events: [Event<Int>] = []
        let inner = AnyObserver<Int> { events.append($0) }
        let outer = AnyObserver(inner)
        outer.onNext(5)
        XCTAssertEqual(events, [.next(5)])
    }

    func test_asObserver_onAnyObserver_forwardsToTheSameHandler() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }.asObserver()
        observer.onNext(1)
        XCTAssertEqual(events, [.next(1)])
    }

    func test_asObserver_onACustomObserver_erasesIt() {
        let recorder = RecordingObserver<String>()
        let erased: AnyObserver<String> = recorder.asObserver()
        erased.onNext("a")
        erased.onError(testError)
        XCTAssertEqual(recorder.events, [.next("a"), .error(testError)])
    }

    func test_mapObserver_transformsElementsBeforeForwarding() {
        let recorder = RecordingObserver<String>()
        let mapped: AnyObserver<Int> = recorder.mapObserver { "#\($0)" }
        mapped.onNext(1)
        mapped.onNext(2)
        mapped.onCompleted()
        XCTAssertEqual(recorder.events, [.next("#1"), .next("#2"), .completed])
    }

    func test_mapObserver_forwardsErrorsUnchanged() {
        let recorder = RecordingObserver<String>()
        let mapped: AnyObserver<Int> = recorder.mapObserver { "\($0)" }
        mapped.onError(testError)
        XCTAssertEqual(recorder.events, [.error(testError)])
    }

    func test_mapObserver_whenTransformThrows_forwardsTheThrownError() {
        let recorder = RecordingObserver<Int>()
        let mapped: AnyObserver<Int> = recorder.mapObserver { value in
            if value < 0 { throw testError1 }
            return value
        }
        mapped.onNext(1)
        mapped.onNext(-1)
        XCTAssertEqual(recorder.events, [.next(1), .error(testError1)])
    }

    func test_mapObserver_onAnAnyObserver_chains() {
        var events: [Event<Int>] = []
        let base = AnyObserver<Int> { events.append($0) }
        let twice: AnyObserver<String> = base.mapObserver { (text: String) in text.count }.mapObserver { "\($0)\($0)" }
        twice.onNext("abc")
        XCTAssertEqual(events, [.next(6)])
    }

    func test_anyObserver_asSubscriptionTarget_receivesTheSequence() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }.subscribe(observer)
        subscription.dispose()
        XCTAssertEqual(events, [.next(1), .completed])
    }
}
