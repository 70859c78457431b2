import RxCore

/// `bench rx`: the reactive core against a floor of one opaque dynamic call per element.
/// Runs on the main thread (the Driver case needs it).
@MainActor
func runRxSuite() -> Bool {
    let elements = 1_000_000
    let accumulator = Accumulator()
    var results: [BenchResult] = []

    // The floor: one call per element through a closure the optimizer cannot see.
    let call: (Int) -> Void = opaque({ accumulator.total &+= $0 })
    // The median of several best-of runs: a single run can land on a momentarily
    // faster or slower core clock and would skew every ratio.
    let floorRuns = (0..<7).map { _ in
        bestNanoseconds(operations: elements, repetitions: 7) {
            for index in 0..<elements { call(index) }
        }
    }.sorted()
    let floor = floorRuns[floorRuns.count / 2]
    results.append(BenchResult(name: "floor (opaque call per element)", figure: "\(format(floor, decimals: 2)) ns", reference: "1.0x", target: nil, met: nil))

    func ratioLine(_ name: String, _ value: Double, limit: Double? = nil, perHop: Bool = false) {
        let ratio = value / floor
        let target = limit.map { "<= \(format($0, decimals: 0))x floor\(perHop ? " per hop" : "")" }
        results.append(BenchResult(name: name, figure: "\(format(value, decimals: 2)) ns", reference: "\(format(ratio))x floor", target: target, met: limit.map { ratio <= $0 }))
    }

    // Publish-subject pumping.
    let subject = PublishSubject<Int>()
    let one = subject.subscribe(onNext: { accumulator.total &+= $0 })
    let publishOne = bestNanoseconds(operations: elements) {
        for index in 0..<elements { subject.onNext(index) }
    }
    ratioLine("publish subject pumping, 1 subscriber", publishOne, limit: 20)
    let publishAllocations = allocationsPerOperation(operations: elements) {
        for index in 0..<elements { subject.onNext(index) }
    }
    let two = subject.subscribe(onNext: { accumulator.total &+= $0 })
    let publishTwo = bestNanoseconds(operations: elements) {
        for index in 0..<elements { subject.onNext(index) }
    }
    ratioLine("publish subject pumping, 2 subscribers", publishTwo)
    one.dispose()
    two.dispose()

    // Subject creating: create, subscribe, send one element, dispose.
    let creations = 200_000
    let subjectCreating = bestNanoseconds(operations: creations) {
        for index in 0..<creations {
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { accumulator.total &+= $0 })
            subject.onNext(index)
            subscription.dispose()
        }
    }
    ratioLine("subject creating", subjectCreating)

    // A 12-hop map/filter chain.
    func chain(_ source: Observable<Int>) -> Observable<Int> {
        var observable = source
        for hop in 0..<12 {
            observable = hop % 2 == 0 ? observable.map { $0 &+ 1 } : observable.filter { $0 >= 0 }
        }
        return observable
    }
    let chainSource = PublishSubject<Int>()
    let chained = chain(chainSource.asObservable()).subscribe(onNext: { accumulator.total &+= $0 })
    let chainPumping = bestNanoseconds(operations: elements) {
        for index in 0..<elements { chainSource.onNext(index) }
    }
    let chainAllocations = allocationsPerOperation(operations: elements) {
        for index in 0..<elements { chainSource.onNext(index) }
    }
    chained.dispose()
    ratioLine("12-hop map/filter chain pumping", chainPumping)
    let perHop = (chainPumping - publishOne) / 12
    ratioLine("  each map/filter hop", perHop, limit: 4, perHop: true)

    let builds = 100_000
    let chainCreating = bestNanoseconds(operations: builds) {
        for _ in 0..<builds {
            chain(chainSource.asObservable()).subscribe(onNext: { accumulator.total &+= $0 }).dispose()
        }
    }
    results.append(BenchResult(
        name: "12-hop chain build+subscribe+dispose", figure: "\(format(chainCreating / 1000, decimals: 2)) µs",
        reference: "\(format(chainCreating / floor, decimals: 0))x floor", target: "<= 2 µs", met: chainCreating <= 2000))

    // flatMap: each element of the outer subject maps to a `just`.
    let flatOuter = PublishSubject<Int>()
    let flat = flatOuter.flatMap { Observable.just($0) }.subscribe(onNext: { accumulator.total &+= $0 })
    let flatMapPumping = bestNanoseconds(operations: elements / 10) {
        for index in 0..<(elements / 10) { flatOuter.onNext(index) }
    }
    flat.dispose()
    ratioLine("flatMap pumping (inner just)", flatMapPumping)

    // flatMapLatest: each outer element switches to a new inner subject, which is then pumped.
    let latestOuter = PublishSubject<Int>()
    let latestInner = PublishSubject<Int>()
    let latest = latestOuter.flatMapLatest { _ in latestInner }.subscribe(onNext: { accumulator.total &+= $0 })
    latestOuter.onNext(0)
    let flatMapLatestPumping = bestNanoseconds(operations: elements) {
        for index in 0..<elements { latestInner.onNext(index) }
    }
    latest.dispose()
    ratioLine("flatMapLatest pumping (inner)", flatMapLatestPumping)

    // combineLatest of two subjects, alternating sources.
    let left = PublishSubject<Int>()
    let right = PublishSubject<Int>()
    let combined = Observable.combineLatest(left, right) { $0 &+ $1 }.subscribe(onNext: { accumulator.total &+= $0 })
    left.onNext(0)
    right.onNext(0)
    let combineLatestPumping = bestNanoseconds(operations: elements) {
        for index in 0..<(elements / 2) {
            left.onNext(index)
            right.onNext(index)
        }
    }
    combined.dispose()
    ratioLine("combineLatest pumping", combineLatestPumping)

    // Driver pumping: a subject as a Driver (observe(on: MainScheduler) + share(replay: 1)),
    // driven on the main thread, where delivery is synchronous.
    let driverSource = PublishSubject<Int>()
    let driven = driverSource.asDriver(onErrorJustReturn: 0).drive(onNext: { accumulator.total &+= $0 })
    let driverPumping = bestNanoseconds(operations: elements) {
        for index in 0..<elements { driverSource.onNext(index) }
    }
    let driverAllocations = allocationsPerOperation(operations: elements) {
        for index in 0..<elements { driverSource.onNext(index) }
    }
    driven.dispose()
    ratioLine("Driver pumping", driverPumping)

    results.append(BenchResult(
        name: "heap allocations per element", figure: "\(format(publishAllocations + chainAllocations, decimals: 3))",
        reference: "subject \(format(publishAllocations, decimals: 3)), map/filter chain \(format(chainAllocations, decimals: 3)), Driver \(format(driverAllocations, decimals: 3))",
        target: "0 (subject, map, filter)", met: publishAllocations + chainAllocations < 0.001))

    blackHole(accumulator.total)
    return report("rx", results)
}
