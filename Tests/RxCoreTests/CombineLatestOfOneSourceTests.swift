import XCTest
import RxCore
import RxTesting
import TestSupport

/// A `combineLatest` of one live source and immediate `just`s is built as a map of that
/// source (held while it subscribes when a `just` follows it), and nested ones fold into
/// one fused run. These check it against the general operator, reached by sources that
/// behave as `just` but are not one (`createdJust`).
final class CombineLatestOfOneSourceTests: RxTestCase {
    func test_oneLiveSourceAndJusts_combinesEachElementWithTheJusts_atAnyPosition() {
        for position in 0..<4 {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start { combine4(live: xs.asObservable(), at: position, constants: [10, 20, 30], fused: true) { $0.reduce(0, +) } }
            XCTAssertEqual(res.events, [.next(210, 61), .next(220, 62), .completed(300)], "live source at \(position)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], "live source at \(position)")
        }
    }

    func test_whenTheLiveSourceSendsWhileSubscribing_andAJustFollows_onlyItsLatestIsCombined() {
        let calls = CallRecorder()
        let res = record {
            Observable.combineLatest(sendingWhileSubscribing([1, 2, 3]), Observable.just(10)) { (value: Int, constant: Int) -> Int in
                calls.append("\(value)")
                return value + constant
            }
        }
        XCTAssertEqual(res, [.next(13), .completed])
        XCTAssertEqual(calls.entries, ["3"])
    }

    func test_whenTheLiveSourceIsLast_everyElementItSendsWhileSubscribingIsCombined() {
        let res = record {
            Observable.combineLatest(Observable.just(10), sendingWhileSubscribing([1, 2, 3])) { $0 + $1 }
        }
        XCTAssertEqual(res, [.next(11), .next(12), .next(13), .completed])
    }

    func test_whenTheLiveSourceCompletesWhileSubscribing_withoutAnElement_completes() {
        let res = record { Observable.combineLatest(Observable<Int>.empty(), Observable.just(1), Observable.just(2)) { $0 + $1 + $2 } }
        XCTAssertEqual(res, [.completed])
    }

    func test_whenTheLiveSourceFailsWhileSubscribing_failsAtOnce_withoutTheHeldElement() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(testError)
            return Disposables.create()
        }
        let res = record { Observable.combineLatest(source, Observable.just(1)) { $0 + $1 } }
        XCTAssertEqual(res, [.error(testError)])
    }

    func test_whenTheSelectorThrows_failsAndUnsubscribesTheLiveSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest(xs, Observable.just(1), Observable.just(2)) { value, _, _ -> Int in
                if value == 2 { throw testError }
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_whenTheLiveSourceFailsAfterTheJustsEnded_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError), .next(230, 3)])
        let res = scheduler.start { Observable.combineLatest(Observable.just(5), xs) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 6), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_completesWhenTheLiveSourceCompletes_afterItsLastCombination() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start {
            Observable.combineLatest(xs, Observable.just(1), Observable.just(2), Observable.just(3)) { $0 + $1 + $2 + $3 }
        }
        XCTAssertEqual(res.events, [.next(210, 7), .completed(250)])
    }

    func test_aSelectorChangingTheType_nestsAndCombines() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { () -> Observable<String> in
            let inner = Observable.combineLatest(xs, Observable.just("a")) { "\($0)\($1)" }
            return Observable.combineLatest(Observable.just(0.5), inner) { "\($1)-\($0)" }
        }
        XCTAssertEqual(res.events, [.next(210, "1a-0.5"), .next(220, "2a-0.5"), .completed(300)])
    }

    func test_everyArityAndLivePosition_handsEachJustToItsOwnParameter() {
        // The selector reads its parameters as digits, so a constant handed to another
        // parameter (the fused stage passes them from a tuple) changes the result.
        for arity in 2...8 {
            for position in 0..<arity {
                for fused in [true, false] {
                    let source = PublishSubject<Int>()
                    var sources = (1..<arity).map { fused ? Observable.just($0) : createdJust($0) }
                    sources.insert(source.asObservable(), at: position)
                    var received: [Int] = []
                    let subscription = combineDigits(sources).subscribe(onNext: { received.append($0) })
                    source.onNext(8)
                    source.onNext(9)
                    subscription.dispose()
                    let digits = (1..<arity).map(String.init).joined()
                    let expected = [8, 9].map { live in
                        Int(String(digits.prefix(position)) + "\(live)" + String(digits.dropFirst(position)))
                    }
                    XCTAssertEqual(received, expected.compactMap { $0 }, "arity \(arity), live at \(position), fused: \(fused)")
                }
            }
        }
    }

    func test_nestedLevelsOfAReferenceCountedElement_combineInOrder_andReleaseEverything() {
        let source = PublishSubject<String>()
        var nested = source.asObservable()
        for level in 0..<3 {
            nested = Observable.combineLatest(Observable.just("<\(level)"), nested, Observable.just("\(level)>")) { $0 + $1 + $2 }
        }
        var received: [String] = []
        let subscription = nested.subscribe(onNext: { received.append($0) })
        source.onNext("a")
        source.onNext(String(repeating: "b", count: 40))  // a heap-allocated string
        subscription.dispose()
        XCTAssertEqual(received, ["<2<1<0a0>1>2>", "<2<1<0" + String(repeating: "b", count: 40) + "0>1>2>"])
    }

    func test_aThrowingSelectorInANest_leavesTheElementToTheError_andCallsNoLaterLevel() {
        let calls = CallRecorder()
        let source = PublishSubject<Int>()
        let inner = Observable.combineLatest(source, Observable.just(10)) { (value: Int, constant: Int) -> Int in
            calls.append("inner \(value)")
            if value == 2 { throw testError }
            return value + constant
        }
        let outer = Observable.combineLatest(Observable.just(100), inner) { (constant: Int, value: Int) -> Int in
            calls.append("outer \(value)")
            return value + constant
        }
        var events: [Event<Int>] = []
        let subscription = outer.subscribe { events.append($0) }
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        subscription.dispose()
        XCTAssertEqual(events, [.next(111), .error(testError)])
        XCTAssertEqual(calls.entries, ["inner 1", "outer 11", "inner 2"])
    }

    func test_anElementSentReentrantlyFromTheObserver_arrivesInTheUnfusedOrder() {
        for fused in [true, false] {
            let source = PublishSubject<Int>()
            var received: [Int] = []
            let combined = combine4(live: source.asObservable(), at: 0, constants: [1, 1, 1], fused: fused) { $0.reduce(0, +) }
            let nested = combine4(live: combined, at: 2, constants: [0, 0, 0], fused: fused) { $0.reduce(0, +) }
            let subscription = nested.subscribe(onNext: { value in
                received.append(value)
                if value < 10 { source.onNext(value + 1) }
            })
            source.onNext(1)
            subscription.dispose()
            XCTAssertEqual(received, [4, 8, 12], "fused: \(fused)")
        }
    }

    func test_aSelectorThatDisposesTheSubscription_stopsTheLaterLevels() {
        let calls = CallRecorder()
        let source = PublishSubject<Int>()
        var subscription: Disposable?
        let inner = Observable.combineLatest(source, Observable.just(1)) { (value: Int, constant: Int) -> Int in
            calls.append("inner \(value)")
            if value == 2 { subscription?.dispose() }
            return value + constant
        }
        let outer = Observable.combineLatest(inner, Observable.just(1)) { (value: Int, constant: Int) -> Int in
            calls.append("outer \(value)")
            return value + constant
        }
        var received: [Int] = []
        subscription = outer.subscribe(onNext: { received.append($0) })
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        XCTAssertEqual(received, [3])
        XCTAssertEqual(calls.entries, ["inner 1", "outer 2", "inner 2"])
    }

    func test_elementsFromAnotherThread_afterSubscribing_allArriveInOrder() {
        let source = PublishSubject<Int>()
        let combined = Observable.combineLatest(Observable.combineLatest(source, Observable.just(1)) { $0 + $1 }, Observable.just(1)) { $0 + $1 }
        let received = CallRecorder()
        let subscription = combined.subscribe(onNext: { received.append("\($0)") })
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for value in 0..<1000 { source.onNext(value) }
            done.signal()
        }
        done.wait()
        subscription.dispose()
        XCTAssertEqual(received.entries, (0..<1000).map { "\($0 + 2)" })
    }

    /// Random nests of combineLatest (2 to 4 sources, the live one anywhere), sometimes with a
    /// filter between levels, selectors that sometimes throw, a live source that sends while
    /// subscribing and later, and an error, completion or early disposal: the fused operator
    /// and the general one send the same events at the same times, call the selectors with the
    /// same values in the same order until the result ends, and unsubscribe the live source
    /// at the same time.
    func test_nestedCombineLatestOfJusts_behavesAsTheGeneralOperator_onRandomInputs() {
        var random = SeededGenerator(seed: 19)
        for round in 0..<1000 {
            let plan = NestPlan(using: &random)
            let fused = plan.run(fused: true)
            let general = plan.run(fused: false)
            XCTAssertEqual(fused.events, general.events, "round \(round): \(plan)")
            XCTAssertEqual(fused.calls, general.calls, "round \(round): \(plan)")
            XCTAssertEqual(fused.subscriptions, general.subscriptions, "round \(round): \(plan)")
        }
    }
}

/// Sends `element` and completes within `subscribe`, as `just` does, but is not a `just`:
/// `combineLatest` takes its general path with it.
private func createdJust<Element>(_ element: Element) -> Observable<Element> {
    Observable.create { observer in
        observer.onNext(element)
        observer.onCompleted()
        return Disposables.create()
    }
}

/// Sends `elements` and completes within `subscribe` (a live source that is not a `just`).
private func sendingWhileSubscribing(_ elements: [Int]) -> Observable<Int> {
    Observable.create { observer in
        for element in elements { observer.onNext(element) }
        observer.onCompleted()
        return Disposables.create()
    }
}

/// `combineLatest` of four sources: `live` at `position`, the constants around it.
private func combine4(
    live: Observable<Int>, at position: Int, constants: [Int], fused: Bool,
    _ selector: @escaping ([Int]) throws -> Int
) -> Observable<Int> {
    var sources = constants.map { fused ? Observable.just($0) : createdJust($0) }
    sources.insert(live, at: position)
    return Observable.combineLatest(sources[0], sources[1], sources[2], sources[3]) { try selector([$0, $1, $2, $3]) }
}

/// `combineLatest` of 2 to 8 sources whose selector reads its parameters as the digits of
/// one number, first parameter first.
private func combineDigits(_ sources: [Observable<Int>]) -> Observable<Int> {
    func digits(_ values: Int...) -> Int { values.reduce(0) { $0 * 10 + $1 } }
    let s = sources
    switch s.count {
    case 2: return Observable.combineLatest(s[0], s[1]) { digits($0, $1) }
    case 3: return Observable.combineLatest(s[0], s[1], s[2]) { digits($0, $1, $2) }
    case 4: return Observable.combineLatest(s[0], s[1], s[2], s[3]) { digits($0, $1, $2, $3) }
    case 5: return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { digits($0, $1, $2, $3, $4) }
    case 6: return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { digits($0, $1, $2, $3, $4, $5) }
    case 7: return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { digits($0, $1, $2, $3, $4, $5, $6) }
    default: return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { digits($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}

/// The events of one subscription that ends within `subscribe`.
private func record<Element>(_ make: () -> Observable<Element>) -> [Event<Element>] {
    var events: [Event<Element>] = []
    _ = make().subscribe { events.append($0) }
    return events
}

/// One random nest and the live source's events.
private struct NestPlan: CustomStringConvertible {
    struct Level {
        var arity: Int
        var livePosition: Int
        var constants: [Int]
        /// The selector throws when the sum of its values has this remainder modulo 13.
        var throwingRemainder: Int?
        /// A `filter` after this level keeps values whose remainder modulo 3 is not this.
        var filterRemainder: Int?
    }

    var levels: [Level] = []
    var sentWhileSubscribing: [Int] = []
    var endsWhileSubscribing: Event<Int>?
    var later: [Recorded<Event<Int>>] = []
    var disposedAt: TestTime

    init(using random: inout SeededGenerator) {
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let arity = Int.random(in: 2...4, using: &random)
            levels.append(Level(
                arity: arity,
                livePosition: Int.random(in: 0..<arity, using: &random),
                constants: (1..<arity).map { _ in Int.random(in: -5...5, using: &random) },
                throwingRemainder: Bool.random(using: &random) ? Int.random(in: 0..<13, using: &random) : nil,
                filterRemainder: Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 0..<3, using: &random) : nil))
        }
        sentWhileSubscribing = (0..<Int.random(in: 0...3, using: &random)).map { _ in Int.random(in: -20...20, using: &random) }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: endsWhileSubscribing = .completed
        case 1: endsWhileSubscribing = .error(testError)
        default: endsWhileSubscribing = nil
        }
        var time: TestTime = 200
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            time += Int.random(in: 1...20, using: &random)
            later.append(.next(time, Int.random(in: -20...20, using: &random)))
        }
        time += Int.random(in: 1...20, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: later.append(.completed(time))
        case 1: later.append(.error(time, testError))
        default: break
        }
        disposedAt = Bool.random(using: &random) ? 1000 : TestTime.random(in: 201...400, using: &random)
    }

    var description: String {
        let nest = levels.map { "\($0.arity)@\($0.livePosition) \($0.constants) throws \($0.throwingRemainder.map(String.init) ?? "-") filter \($0.filterRemainder.map(String.init) ?? "-")" }
        return "levels \(nest), while subscribing \(sentWhileSubscribing) \(endsWhileSubscribing.map { "\($0)" } ?? "-"), later \(later), disposed at \(disposedAt)"
    }

    func run(fused: Bool) -> (events: [Recorded<Event<Int>>], calls: [String], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(later)
        let calls = CallRecorder()
        let res = scheduler.start(disposed: disposedAt) { () -> Observable<Int> in
            var nest = Observable<Int>.create { observer in
                for element in sentWhileSubscribing { observer.onNext(element) }
                if let end = endsWhileSubscribing {
                    observer.on(end)
                    return Disposables.create()
                }
                return xs.subscribe(observer)
            }
            for (index, level) in levels.enumerated() {
                var sources = level.constants.map { fused ? Observable.just($0) : createdJust($0) }
                sources.insert(nest, at: level.livePosition)
                let selector = { (values: [Int]) throws -> Int in
                    calls.append("level \(index) \(values)")
                    let sum = values.reduce(0, +)
                    if let remainder = level.throwingRemainder, ((sum % 13) + 13) % 13 == remainder { throw testError }
                    return sum + index
                }
                switch level.arity {
                case 2: nest = Observable.combineLatest(sources[0], sources[1]) { try selector([$0, $1]) }
                case 3: nest = Observable.combineLatest(sources[0], sources[1], sources[2]) { try selector([$0, $1, $2]) }
                default: nest = Observable.combineLatest(sources[0], sources[1], sources[2], sources[3]) { try selector([$0, $1, $2, $3]) }
                }
                if let remainder = level.filterRemainder {
                    nest = nest.filter { value in
                        calls.append("filter \(index) \(value)")
                        return ((value % 3) + 3) % 3 != remainder
                    }
                }
            }
            // Once the result has ended, the general operator's inner levels may still call
            // their selectors for elements sent within `subscribe` (only the level that
            // ended is disposed until `subscribe` returns); the fused run calls none.
            return nest.do(onError: { _ in calls.append("ended") }, onCompleted: { calls.append("ended") })
        }
        return (res.events, Array(calls.entries.prefix { $0 != "ended" }), xs.subscriptions)
    }
}
