import Foundation
import RxCore

/// `bench rx`: the reactive core against a floor of one opaque dynamic call per element.
///
/// Every case is measured in rounds that alternate with the floor, and its ratio is
/// the median of the per-round ratios: a case and its floor always see the same
/// machine (the core clock here moves by 20% with the load on the other core).
/// Runs on the main thread, which the Driver case needs.
///
/// Issue 19's targets were given in nanoseconds on a machine with a ~1.4 ns floor; they
/// are held here as ratios to the floor of the same run (`nanosecondTarget`), so they
/// mean the same on a faster or slower machine.
@MainActor
func runRxSuite() -> Bool {
    // BENCH_RX_ONLY=<case> BENCH_RX_COUNT=<n> runs one case's body once over n operations,
    // untimed, for callgrind (instructions per operation: the difference of two counts).
    let environment = ProcessInfo.processInfo.environment
    if let only = environment["BENCH_RX_ONLY"] {
        return runRxProbe(only, count: environment["BENCH_RX_COUNT"].flatMap { Int($0) } ?? 2_000)
    }
    let elements = 1_000_000
    let accumulator = Accumulator()
    var results: [BenchResult] = []

    // The floor: one call per element through a closure the optimizer cannot see.
    // Only this thread calls it; the annotation tells the compiler so.
    nonisolated(unsafe) let call = opaqueCall { accumulator.total &+= $0 }
    var floors: [Double] = []
    func floorRun() -> Double {
        let floor = floorNanoseconds(elements: elements, repetitions: 3, call)
        floors.append(floor)
        return floor
    }

    /// Runs `rounds` rounds of (floor, each body); returns each body's median time and
    /// its median ratio to the floor of the same round.
    func paired(_ bodies: [(operations: Int, run: () -> Void)], rounds: Int = 7) -> [(ns: Double, ratio: Double)] {
        var samples = Array(repeating: [(ns: Double, ratio: Double)](), count: bodies.count)
        for _ in 0..<rounds {
            let floor = floorRun()
            for (index, body) in bodies.enumerated() {
                let value = bestNanoseconds(operations: body.operations, repetitions: 3, body.run)
                samples[index].append((value, value / floor))
            }
        }
        return samples.map { measured in
            (median(measured.map(\.ns)), median(measured.map(\.ratio)))
        }
    }

    func line(_ name: String, _ measured: (ns: Double, ratio: Double), limit: Double? = nil, perHop: Bool = false, allocations: Double? = nil) {
        let target = limit.map { "<= \(format($0, decimals: 0))x floor\(perHop ? " per hop" : "")" }
        let allocationText = allocations.map { ", \(format($0, decimals: 2)) allocations" } ?? ""
        results.append(BenchResult(
            name: name, figure: "\(format(measured.ns, decimals: 2)) ns", reference: "\(format(measured.ratio))x floor\(allocationText)",
            target: target, met: limit.map { measured.ratio <= $0 }))
    }

    /// A case paired with the floor, with its heap allocations per operation.
    func measured(_ name: String, operations: Int, limit: Double, _ body: @escaping () -> Void) {
        let figures = paired([(operations, body)], rounds: 5)[0]
        line(name, figures, limit: limit, allocations: allocationsPerOperation(operations: operations, body))
    }

    /// Issue 19's nanosecond target as a ratio to the ~1.4 ns floor it was set against.
    func nanosecondTarget(_ nanoseconds: Double) -> Double { (nanoseconds / 1.4).rounded() }

    // Publish-subject pumping, and the 12-hop map/filter chain measured in the same
    // rounds, so the per-hop figure is (chain - subject) / 12 of one round.
    func chain(_ source: Observable<Int>) -> Observable<Int> {
        var observable = source
        for hop in 0..<12 {
            observable = hop % 2 == 0 ? observable.map { $0 &+ 1 } : observable.filter { $0 >= 0 }
        }
        return observable
    }
    // The subscribers add into a captured local variable, as users write them (the
    // closure then reaches a heap box, with the exclusivity checks that come with it).
    var captured = 0
    let subject = PublishSubject<Int>()
    let chainSource = PublishSubject<Int>()
    let one = subject.subscribe(onNext: { captured &+= $0 })
    let chained = chain(chainSource.asObservable()).subscribe(onNext: { captured &+= $0 })
    var hopRatios: [Double] = []
    var hopValues: [Double] = []
    var publishSamples: [(ns: Double, ratio: Double)] = []
    var chainSamples: [(ns: Double, ratio: Double)] = []
    for _ in 0..<9 {
        let floor = floorRun()
        let publish = bestNanoseconds(operations: elements, repetitions: 3) {
            for index in 0..<elements { subject.onNext(index) }
        }
        let chainPumping = bestNanoseconds(operations: elements, repetitions: 3) {
            for index in 0..<elements { chainSource.onNext(index) }
        }
        publishSamples.append((publish, publish / floor))
        chainSamples.append((chainPumping, chainPumping / floor))
        hopValues.append((chainPumping - publish) / 12)
        hopRatios.append((chainPumping - publish) / 12 / floor)
    }
    let publishAllocations = allocationsPerOperation(operations: elements) {
        for index in 0..<elements { subject.onNext(index) }
    }
    let chainAllocations = allocationsPerOperation(operations: elements) {
        for index in 0..<elements { chainSource.onNext(index) }
    }
    chained.dispose()
    line("publish subject pumping, 1 subscriber", (median(publishSamples.map(\.ns)), median(publishSamples.map(\.ratio))), limit: 15)

    let two = subject.subscribe(onNext: { captured &+= $0 })
    line("publish subject pumping, 2 subscribers", paired([(elements, { for index in 0..<elements { subject.onNext(index) } })])[0])
    one.dispose()
    two.dispose()

    // Subject creating: create, subscribe, send one element, dispose.
    let creations = 200_000
    measured("subject creating", operations: creations, limit: nanosecondTarget(250)) {
        for index in 0..<creations {
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { accumulator.total &+= $0 })
            subject.onNext(index)
            subscription.dispose()
        }
    }

    line("12-hop map/filter chain pumping", (median(chainSamples.map(\.ns)), median(chainSamples.map(\.ratio))))
    line("  each map/filter hop", (median(hopValues), median(hopRatios)), limit: 4, perHop: true)

    let builds = 100_000
    let building = paired([(builds, {
        for _ in 0..<builds {
            chain(chainSource.asObservable()).subscribe(onNext: { accumulator.total &+= $0 }).dispose()
        }
    })], rounds: 5)[0]
    results.append(BenchResult(
        name: "12-hop chain build+subscribe+dispose", figure: "\(format(building.ns / 1000, decimals: 2)) µs",
        reference: "\(format(building.ratio, decimals: 0))x floor", target: "<= 1.8 µs", met: building.ns <= 1800))

    // flatMap: each element of the outer subject maps to a `just`.
    let flatOuter = PublishSubject<Int>()
    let flat = flatOuter.flatMap { Observable.just($0) }.subscribe(onNext: { accumulator.total &+= $0 })
    measured("flatMap pumping (inner just)", operations: elements / 10, limit: nanosecondTarget(150)) {
        for index in 0..<(elements / 10) { flatOuter.onNext(index) }
    }
    flat.dispose()

    // flatMapLatest: each element of the outer subject switches to a new `just`.
    let latestJustOuter = PublishSubject<Int>()
    let latestJust = latestJustOuter.flatMapLatest { Observable.just($0) }.subscribe(onNext: { accumulator.total &+= $0 })
    measured("flatMapLatest pumping (inner just)", operations: elements / 10, limit: nanosecondTarget(130)) {
        for index in 0..<(elements / 10) { latestJustOuter.onNext(index) }
    }
    latestJust.dispose()

    // The same three with an inner made by `Observable.create` that sends one element and
    // completes: an inner subscription with a sink of its own (a request, a query). Since
    // D79 the merging and switching sinks hand `create`'s closure their inner observer
    // directly (no `AnonymousSink`); a `create` behind another operator still has its sink.
    let flatCreatedOuter = PublishSubject<Int>()
    let flatCreated = flatCreatedOuter.flatMap { created($0) }.subscribe(onNext: { accumulator.total &+= $0 })
    measured("flatMap pumping (inner created)", operations: elements / 10, limit: 100) {
        for index in 0..<(elements / 10) { flatCreatedOuter.onNext(index) }
    }
    flatCreated.dispose()

    // The same flatMap with the `create` behind a `map` (as a request is behind its
    // decoding): the inner is not recognised, so this is the general path the ≤ 100x line
    // must hold on too; the direct `create` above is a recognised shortcut (D79), and no
    // target rests on a shortcut alone.
    let flatMappedOuter = PublishSubject<Int>()
    let flatMapped = flatMappedOuter.flatMap { created($0).map { $0 &+ 1 } }.subscribe(onNext: { accumulator.total &+= $0 })
    measured("flatMap pumping (inner created, then mapped)", operations: elements / 10, limit: 100) {
        for index in 0..<(elements / 10) { flatMappedOuter.onNext(index) }
    }
    flatMapped.dispose()

    let latestCreatedOuter = PublishSubject<Int>()
    let latestCreated = latestCreatedOuter.flatMapLatest { created($0) }.subscribe(onNext: { accumulator.total &+= $0 })
    measured("flatMapLatest pumping (inner created)", operations: elements / 10, limit: 100) {
        for index in 0..<(elements / 10) { latestCreatedOuter.onNext(index) }
    }
    latestCreated.dispose()

    let concatCreatedOuter = PublishSubject<Int>()
    let concatCreated = concatCreatedOuter.concatMap { created($0) }.subscribe(onNext: { accumulator.total &+= $0 })
    measured("concatMap pumping (inner created)", operations: elements / 10, limit: 100) {
        for index in 0..<(elements / 10) { concatCreatedOuter.onNext(index) }
    }
    concatCreated.dispose()

    // flatMapLatest: each outer element switches to a new inner subject, which is then pumped.
    let latestOuter = PublishSubject<Int>()
    let latestInner = PublishSubject<Int>()
    let latest = latestOuter.flatMapLatest { _ in latestInner }.subscribe(onNext: { accumulator.total &+= $0 })
    latestOuter.onNext(0)
    line("flatMapLatest pumping (inner)", paired([(elements, { for index in 0..<elements { latestInner.onNext(index) } })], rounds: 5)[0])
    latest.dispose()

    // combineLatest of two subjects, alternating sources.
    let left = PublishSubject<Int>()
    let right = PublishSubject<Int>()
    let combined = Observable.combineLatest(left, right) { $0 &+ $1 }.subscribe(onNext: { accumulator.total &+= $0 })
    left.onNext(0)
    right.onNext(0)
    line("combineLatest pumping", paired([(elements, {
        for index in 0..<(elements / 2) {
            left.onNext(index)
            right.onNext(index)
        }
    })], rounds: 5)[0])
    combined.dispose()

    // Six nested combineLatest of 4 sources (one live source and three `just`s each),
    // pumping the innermost live source: one element crosses six combineLatest sinks.
    let nestedSource = PublishSubject<Int>()
    var nested = nestedSource.asObservable()
    for _ in 0..<6 {
        nested = Observable.combineLatest(nested, Observable.just(1), Observable.just(2), Observable.just(3)) { $0 &+ $1 &+ $2 &+ $3 }
    }
    let nestedSubscription = nested.subscribe(onNext: { accumulator.total &+= $0 })
    measured("6 nested combineLatest(4) pumping", operations: elements, limit: nanosecondTarget(45)) {
        for index in 0..<elements { nestedSource.onNext(index) }
    }
    nestedSubscription.dispose()

    // A view model's state: BehaviorSubject → distinctUntilChanged → scan → subscribe.
    let state = BehaviorSubject<Int>(value: -1)
    let stateSubscription = state.distinctUntilChanged().scan(0) { $0 &+ $1 }.subscribe(onNext: { accumulator.total &+= $0 })
    measured("behavior→distinct→scan pumping", operations: elements, limit: nanosecondTarget(60)) {
        for index in 0..<elements { state.onNext(index) }
    }
    stateSubscription.dispose()

    // A cell's subscriptions: 10 × just(1).subscribe(onNext:).disposed(by: bag), then the
    // bag released; per subscription.
    let bagRounds = 20_000
    measured("just+subscribe into a bag of 10, released", operations: bagRounds * 10, limit: nanosecondTarget(140)) {
        for _ in 0..<bagRounds {
            let bag = DisposeBag()
            for _ in 0..<10 {
                Observable.just(1).subscribe(onNext: { accumulator.total &+= $0 }).disposed(by: bag)
            }
        }
    }

    // The same with a created sequence that sends one element and completes (since D79 its
    // closure sends straight to the `subscribe(onNext:)` sink; since D86 that sink is the
    // thread's spare, reused when the last such subscription ended within `subscribe`).
    measured("created+subscribe into a bag of 10, released", operations: bagRounds * 10, limit: 90) {
        for _ in 0..<bagRounds {
            let bag = DisposeBag()
            for index in 0..<10 {
                created(index).subscribe(onNext: { accumulator.total &+= $0 }).disposed(by: bag)
            }
        }
    }

    // Driver pumping: a subject as a Driver (observe(on: MainScheduler) + share(replay: 1)),
    // driven on the main thread, where delivery is synchronous.
    let driverSource = PublishSubject<Int>()
    let driven = driverSource.asDriver(onErrorJustReturn: 0).drive(onNext: { accumulator.total &+= $0 })
    line("Driver pumping", paired([(elements, { for index in 0..<elements { driverSource.onNext(index) } })], rounds: 5)[0])
    let driverAllocations = allocationsPerOperation(operations: elements) {
        for index in 0..<elements { driverSource.onNext(index) }
    }
    driven.dispose()

    results.append(BenchResult(
        name: "heap allocations per element", figure: "\(format(publishAllocations + chainAllocations, decimals: 3))",
        reference: "subject \(format(publishAllocations, decimals: 3)), map/filter \(format(chainAllocations, decimals: 3)), Driver \(format(driverAllocations, decimals: 3))",
        target: "0 (subject, map, filter)", met: publishAllocations + chainAllocations < 0.001))

    let sortedFloors = floors.sorted()
    results.insert(BenchResult(
        name: "floor (opaque call per element)", figure: "\(format(median(floors), decimals: 2)) ns",
        reference: "median of \(floors.count) rounds, \(format(sortedFloors[0], decimals: 2))-\(format(sortedFloors[sortedFloors.count - 1], decimals: 2)) ns",
        target: nil, met: nil), at: 0)
    blackHole(accumulator.total &+ captured)
    return report("rx", results)
}

/// The median of a non-empty list.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// A sequence made by `Observable.create` that sends `value` and completes: the inner of
/// the created cases (a request, a query).
func created(_ value: Int) -> Observable<Int> {
    Observable.create { observer in
        observer.onNext(value)
        observer.onCompleted()
        return Disposables.create()
    }
}

/// One case of `bench rx` run once over `count` operations, untimed (`BENCH_RX_ONLY`):
/// callgrind's instructions per operation are the difference of two counts over the
/// difference of their operations. Returns false for an unknown case.
@MainActor
func runRxProbe(_ name: String, count: Int) -> Bool {
    let accumulator = Accumulator()
    let outer = PublishSubject<Int>()
    switch name {
    case "flatmap-created":
        let subscription = outer.flatMap { created($0) }.subscribe(onNext: { accumulator.total &+= $0 })
        for index in 0..<count { outer.onNext(index) }
        subscription.dispose()
    case "flatmap-mapped":
        let subscription = outer.flatMap { created($0).map { $0 &+ 1 } }.subscribe(onNext: { accumulator.total &+= $0 })
        for index in 0..<count { outer.onNext(index) }
        subscription.dispose()
    case "flatmap-just":
        let subscription = outer.flatMap { Observable.just($0) }.subscribe(onNext: { accumulator.total &+= $0 })
        for index in 0..<count { outer.onNext(index) }
        subscription.dispose()
    case "latest-created":
        let subscription = outer.flatMapLatest { created($0) }.subscribe(onNext: { accumulator.total &+= $0 })
        for index in 0..<count { outer.onNext(index) }
        subscription.dispose()
    case "concat-created":
        let subscription = outer.concatMap { created($0) }.subscribe(onNext: { accumulator.total &+= $0 })
        for index in 0..<count { outer.onNext(index) }
        subscription.dispose()
    case "bag-created":
        for _ in 0..<(count / 10) {
            let bag = DisposeBag()
            for index in 0..<10 {
                created(index).subscribe(onNext: { accumulator.total &+= $0 }).disposed(by: bag)
            }
        }
    case "bag-just":
        for _ in 0..<(count / 10) {
            let bag = DisposeBag()
            for _ in 0..<10 {
                Observable.just(1).subscribe(onNext: { accumulator.total &+= $0 }).disposed(by: bag)
            }
        }
    case "build12":
        for _ in 0..<count {
            var observable = outer.asObservable()
            for hop in 0..<12 {
                observable = hop % 2 == 0 ? observable.map { $0 &+ 1 } : observable.filter { $0 >= 0 }
            }
            observable.subscribe(onNext: { accumulator.total &+= $0 }).dispose()
        }
    default:
        print("bench rx: no case \(name) (flatmap-created, flatmap-mapped, flatmap-just, latest-created, concat-created, bag-created, bag-just, build12)")
        return false
    }
    blackHole(accumulator.total)
    return true
}
