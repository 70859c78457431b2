import Foundation
import XCTest
import RxCore  // was: import RxSwift, RxRelay, RxCocoa
import RxTesting  // was: import RxTest, RxBlocking

// The public API of RxSwift 6, RxRelay, RxTest and RxBlocking, spelled as their users
// spell it: if a symbol, argument label or overload is missing or different, this file
// stops compiling. RxCore's article "Migrating from RxSwift" lists the result; what is deliberately
// absent is in DECISIONS.md. Each test also runs what it builds, briefly.

final class RxSwiftAPISurfaceTests: RxTestCase {
    private struct Failure: Error {}

    func test_coreTypes_eventsObserversAndObservables() throws {
        let event: Event<Int> = .next(1)
        XCTAssertFalse(event.isStopEvent)
        XCTAssertEqual(event.element, 1)
        XCTAssertNil(event.error)
        XCTAssertFalse(event.isCompleted)
        XCTAssertEqual(event.map { $0 + 1 }.element, 2)
        XCTAssertEqual(event.event.element, 1)  // EventConvertible

        var received: [Int] = []
        let observer = AnyObserver<Int> { event in if let element = event.element { received.append(element) } }
        observer.onNext(1)
        observer.on(.next(2))
        observer.onCompleted()
        observer.onError(Failure())
        observer.asObserver().onNext(3)
        observer.mapObserver { (text: String) in text.count }.onNext("four")
        AnyObserver(observer).onNext(5)
        XCTAssertEqual(received, [1, 2, 3, 4, 5])

        let observable: Observable<Int> = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let convertible: any ObservableConvertibleType = observable
        _ = convertible
        let disposable: Disposable = observable.subscribe(observer)
        disposable.dispose()
        _ = observable.subscribe { (event: Event<Int>) in _ = event }
        _ = observable.subscribe(onNext: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {})
        _ = observable.subscribe(with: self, onNext: { _, _ in }, onError: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
        _ = observable.asObservable()
    }

    func test_disposables() {
        let bag = DisposeBag()
        Disposables.create().disposed(by: bag)
        Disposables.create { }.disposed(by: bag)
        Disposables.create(Disposables.create(), Disposables.create()).disposed(by: bag)
        Disposables.create(Disposables.create(), Disposables.create(), Disposables.create()).disposed(by: bag)
        Disposables.create([Disposables.create()]).disposed(by: bag)
        bag.insert(Disposables.create())
        bag.insert(Disposables.create(), Disposables.create())
        bag.insert([Disposables.create()])
        bag.insert {
            Disposables.create()
            Disposables.create()
        }
        _ = DisposeBag(disposing: Disposables.create(), Disposables.create())
        _ = DisposeBag(disposing: [Disposables.create()])
        _ = DisposeBag {
            Disposables.create()
        }

        let composite = CompositeDisposable()
        let key: CompositeDisposable.DisposeKey? = composite.insert(Disposables.create())
        if let key { composite.remove(for: key) }
        XCTAssertEqual(composite.count, 0)
        XCTAssertFalse(composite.isDisposed)
        composite.dispose()

        let serial = SerialDisposable()
        serial.disposable = Disposables.create()
        XCTAssertFalse(serial.isDisposed)
        serial.dispose()

        let single = SingleAssignmentDisposable()
        single.setDisposable(Disposables.create())
        single.dispose()
        XCTAssertTrue(single.isDisposed)

        let refCount = RefCountDisposable(disposable: BooleanDisposable())
        let reference = refCount.retain()
        refCount.dispose()
        XCTAssertFalse(refCount.isDisposed)
        reference.dispose()
        XCTAssertTrue(refCount.isDisposed)

        let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: BooleanDisposable())
        _ = scheduled.scheduler
        scheduled.dispose()
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
        XCTAssertTrue(BooleanDisposable.disposed.isDisposed)
        let cancelable: Cancelable = BooleanDisposable()
        XCTAssertFalse(cancelable.isDisposed)
        var disposedCount = 0
        let withAction: Cancelable = Disposables.create(with: { disposedCount += 1 })
        withAction.dispose()
        withAction.dispose()
        XCTAssertTrue(withAction.isDisposed)
        XCTAssertEqual(disposedCount, 1)
    }

    func test_errorsHooksAndResources() {
        let errors: [RxError] = [.unknown, .disposed(object: self), .overflow, .argumentOutOfRange, .noElements, .moreThanOneElement, .timeout]
        XCTAssertEqual(errors.map(\.debugDescription).count, 7)
        let handler: Hooks.DefaultErrorHandler = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = handler
        let capture: Hooks.CustomCaptureSubscriptionCallstack = Hooks.customCaptureSubscriptionCallstack
        Hooks.customCaptureSubscriptionCallstack = capture
        Hooks.recordCallStackOnError = Hooks.recordCallStackOnError
        _ = Resources.total
    }

    func test_subjectsAndRelays() throws {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject<Int>(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let unbounded = ReplaySubject<Int>.createUnbounded()
        let async = AsyncSubject<Int>()
        publish.onNext(1)
        behavior.onNext(1)
        XCTAssertEqual(try behavior.value(), 1)
        _ = publish.hasObservers
        _ = publish.isDisposed
        let observers: [AnyObserver<Int>] = [publish.asObserver(), behavior.asObserver(), replay.asObserver(), unbounded.asObserver(), async.asObserver()]
        XCTAssertEqual(observers.count, 5)
        publish.dispose()

        let publishRelay = PublishRelay<Int>()
        let behaviorRelay = BehaviorRelay<Int>(value: 0)
        let replayRelay = ReplayRelay<Int>.create(bufferSize: 1)
        _ = ReplayRelay<Int>.createUnbound()
        publishRelay.accept(1)
        behaviorRelay.accept(2)
        replayRelay.accept(3)
        XCTAssertEqual(behaviorRelay.value, 2)
        let bag = DisposeBag()
        Observable.just(4).bind(to: publishRelay).disposed(by: bag)
        Observable.just(4).bind(to: behaviorRelay, behaviorRelay).disposed(by: bag)
        Observable.just(4).bind(to: replayRelay).disposed(by: bag)
        Observable.just(4).bind(to: behavior, behavior).disposed(by: bag)
        Observable.just(4).bind(onNext: { _ in }).disposed(by: bag)
        Observable.just(4).bind(with: self, onNext: { _, _ in }).disposed(by: bag)
        XCTAssertEqual(behaviorRelay.value, 4)
        _ = publishRelay.asObservable()
        _ = behaviorRelay.asDriver()
        _ = publishRelay.asSignal()
    }

    func test_schedulers() {
        let immediate: ImmediateSchedulerType = CurrentThreadScheduler.instance
        _ = immediate.schedule(1) { _ in Disposables.create() }
        _ = immediate.scheduleRecursive(0) { state, recurse in if state < 2 { recurse(state + 1) } }
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        let main: SchedulerType = MainScheduler.instance
        _ = main.now
        _ = MainScheduler.asyncInstance
        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread()
        _ = ConcurrentMainScheduler.instance
        _ = SerialDispatchQueueScheduler(qos: .default)
        _ = SerialDispatchQueueScheduler(internalSerialQueueName: "rx")
        _ = SerialDispatchQueueScheduler(queue: DispatchQueue(label: "rx"), internalSerialQueueName: "rx")
        _ = ConcurrentDispatchQueueScheduler(qos: .background)
        _ = ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global())
        let operations = OperationQueueScheduler(operationQueue: OperationQueue(), queuePriority: .normal)
        _ = operations.operationQueue
        _ = operations.queuePriority
        let interval: RxTimeInterval = .milliseconds(10)
        let time: RxTime = Date()
        _ = (interval, time)
        let historical = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
        var ticks: [Int] = []
        let periodic = historical.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) { state in
            ticks.append(state)
            return state + 1
        }
        var ran: [String] = []
        _ = historical.scheduleRelative(0, dueTime: .seconds(1)) { _ in
            ran.append("relative")
            return Disposables.create()
        }
        _ = historical.scheduleRecursive(0, dueTime: .seconds(1)) { state, recurse in
            ran.append("recursive \(state)")
            if state < 1 { recurse(state + 1, .seconds(1)) }
        }
        historical.advanceTo(Date(timeIntervalSince1970: 10))
        XCTAssertEqual(ticks, Array(0..<10))
        XCTAssertEqual(ran, ["relative", "recursive 0", "recursive 1"])
        // A periodic schedule never ends by itself, so `start()` would run it forever
        // (in RxSwift too): it is disposed first.
        periodic.dispose()
        historical.sleep(1)
        XCTAssertEqual(historical.clock, Date(timeIntervalSince1970: 11))
        historical.start()
        XCTAssertEqual(ticks.count, 10)
        historical.stop()
        _ = historical.clock
        _ = historical.isRunning
        _ = historical.scheduleRelativeVirtual(0, dueTime: 1) { _ in Disposables.create() }
        _ = historical.scheduleAbsoluteVirtual(0, time: Date()) { _ in Disposables.create() }
    }

    func test_creationOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources: [Observable<Int>] = [
            .just(1), .just(1, scheduler: scheduler), .empty(), .never(), .error(Failure()),
            .of(1, 2), .of(1, 2, scheduler: scheduler), .from([1, 2]), .from([1, 2], scheduler: scheduler),
            .from(optional: 1), .from(optional: nil, scheduler: scheduler),
            .range(start: 1, count: 2), .range(start: 1, count: 2, scheduler: scheduler),
            .repeatElement(1, scheduler: scheduler), .deferred { .just(1) },
            .generate(initialState: 0, condition: { $0 < 2 }, scheduler: scheduler, iterate: { $0 + 1 }),
            .interval(.seconds(1), scheduler: scheduler), .timer(.seconds(1), scheduler: scheduler),
            .timer(.seconds(1), period: .seconds(1), scheduler: scheduler),
            .create { _ in Disposables.create() },
            .using({ BooleanDisposable() }, observableFactory: { _ in .just(1) }),
            .merge(.just(1), .just(2)), .merge([.just(1)]), .concat(.just(1), .just(2)), .concat([.just(1)]),
            .amb([.just(1), .just(2)]), .catch(sequence: [.just(1)]),
            .combineLatest([Observable.just(1)]) { $0[0] }, .zip([Observable.just(1)]) { $0[0] },
            .combineLatest(Observable.just(1), Observable.just(2)) { $0 + $1 },
            .zip(Observable.just(1), Observable.just(2)) { $0 + $1 },
        ]
        XCTAssertEqual(sources.count, 31)
        _ = Observable.combineLatest(Observable.just(1), Observable.just("a"))
        _ = Observable.zip(Observable.just(1), Observable.just("a"), Observable.just(2.0))
        _ = Observable.combineLatest([Observable.just(1)])
        _ = Observable.zip([Observable.just(1)])
    }

    func test_transformingAndFilteringOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable.of(1, 2, 3)
        let bag = DisposeBag()
        let built: [Observable<Int>] = [
            source.map { $0 }, source.compactMap { $0 }, source.filter { _ in true },
            source.flatMap { Observable.just($0) }, source.flatMapLatest { Observable.just($0) },
            source.flatMapFirst { Observable.just($0) }, source.concatMap { Observable.just($0) },
            source.scan(0, accumulator: +), source.scan(into: 0) { $0 += $1 },
            source.distinctUntilChanged(), source.distinctUntilChanged { $0 == $1 },
            source.distinctUntilChanged { $0 }, source.distinctUntilChanged({ $0 }, comparer: { $0 == $1 }),
            source.distinctUntilChanged(at: \.self),
            source.take(1), source.take(for: .seconds(1), scheduler: scheduler), source.take(until: source),
            source.take(until: { $0 > 1 }), source.take(until: { $0 > 1 }, behavior: .inclusive),
            source.take(while: { $0 < 2 }), source.take(while: { $0 < 2 }, behavior: .exclusive), source.takeLast(1),
            source.skip(1), source.skip(for: .seconds(1), scheduler: scheduler), source.skip(.seconds(1), scheduler: scheduler), source.skip(until: source),
            source.skip(while: { $0 < 2 }), source.element(at: 0), source.startWith(0, 1),
            source.debounce(.seconds(1), scheduler: scheduler), source.throttle(.seconds(1), scheduler: scheduler),
            source.throttle(.seconds(1), latest: false, scheduler: scheduler), source.delay(.seconds(1), scheduler: scheduler),
            source.delaySubscription(.seconds(1), scheduler: scheduler), source.timeout(.seconds(1), scheduler: scheduler),
            source.timeout(.seconds(1), other: source, scheduler: scheduler), source.sample(source),
            source.sample(source, defaultValue: 0), source.withLatestFrom(source), source.withLatestFrom(source) { $0 + $1 },
            source.amb(source), source.concat(source), source.catch { _ in .just(0) }, source.catchAndReturn(0),
            source.retry(), source.retry(2), source.retry { (errors: Observable<Failure>) in errors },
            source.retry(when: { (errors: Observable<Failure>) in errors }),
            source.observe(on: scheduler), source.subscribe(on: scheduler),
            source.do(onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {},
                      afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {}),
            source.debug(), source.debug("id", trimOutput: true), source.ifEmpty(default: 0), source.ifEmpty(switchTo: source),
            source.share(), source.share(replay: 1), source.share(replay: 1, scope: .forever),
            source.publish().refCount(), source.replay(1).refCount(), source.replayAll().refCount(),
            source.multicast(PublishSubject()).refCount(), source.multicast(makeSubject: { PublishSubject() }).refCount(),
            source.multicast({ PublishSubject<Int>() }, selector: { $0 }),
            source.materialize().dematerialize(), source.reduce(0, accumulator: +),
            source.reduce(0, accumulator: +, mapResult: { $0 }), source.single(), source.single { $0 > 0 },
            Observable.of(source, source).merge(), Observable.of(source, source).merge(maxConcurrent: 1),
            Observable.of(source, source).concat(), Observable.of(source, source).switchLatest(),
            source.window(timeSpan: .seconds(1), count: 2, scheduler: scheduler).flatMap { $0 },
            source.buffer(timeSpan: .seconds(1), count: 2, scheduler: scheduler).map(\.count),
            source.groupBy { $0 % 2 }.flatMap { $0 }, source.enumerated().map(\.index),
            source.withUnretained(self).map { $1 }, source.withUnretained(self) { $1 },
            source.toArray().asObservable().map(\.count),
            source.map { "\($0)" }.map(\.count), source.first().asObservable().compactMap { $0 },
            Observable.just(Data("1".utf8)).decode(type: Int.self, decoder: JSONDecoder()),
        ]
        XCTAssertGreaterThan(built.count, 70)
        _ = source.asSingle()
        _ = source.asMaybe()
        _ = source.asCompletable()
        _ = source.ignoreElements()
        _ = source.asInfallible(onErrorJustReturn: 0)
        _ = source.asInfallible(onErrorFallbackTo: .just(0))
        _ = source.asInfallible(onErrorRecover: { _ in .just(0) })
        _ = source.asDriver(onErrorJustReturn: 0)
        _ = source.asDriver(onErrorDriveWith: .empty())
        _ = source.asDriver(onErrorRecover: { _ in .empty() })
        _ = source.asSignal(onErrorJustReturn: 0)
        _ = source.asSignal(onErrorSignalWith: .empty())
        _ = source.asSignal(onErrorRecover: { _ in .empty() })
        _ = source.values
        source.subscribe().disposed(by: bag)
        let connectable: ConnectableObservable<Int> = source.publish()
        _ = connectable.connect()
    }

    func test_traits_singleMaybeCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let single: Single<Int> = .create { observer in
            observer(.success(1))
            return Disposables.create()
        }
        let singles: [Single<Int>] = [
            single, .just(1), .just(1, scheduler: scheduler), .error(Failure()), .never(), .deferred { .just(1) },
            .timer(.seconds(1), scheduler: scheduler), single.map { $0 }, single.flatMap { .just($0) },
            single.delay(.seconds(1), scheduler: scheduler), single.delaySubscription(.seconds(1), scheduler: scheduler),
            single.observe(on: scheduler), single.subscribe(on: scheduler), single.catch { _ in .just(0) },
            single.catchAndReturn(0), single.retry(2), single.retry { (errors: Observable<Failure>) in errors },
            single.timeout(.seconds(1), scheduler: scheduler), single.timeout(.seconds(1), other: single, scheduler: scheduler),
            single.do(onSuccess: { _ in }, afterSuccess: { _ in }, onError: { _ in }, afterError: { _ in }, onSubscribe: {}, onSubscribed: {}, onDispose: {}),
            single.debug(), .zip(single, single) { $0 + $1 }, .zip([single]).map(\.count),
            .using({ BooleanDisposable() }, primitiveSequenceFactory: { _ in Single.just(1) }),
        ]
        XCTAssertEqual(singles.count, 24)
        _ = Single.zip(single, single)
        _ = single.subscribe(onSuccess: { _ in }, onFailure: { _ in }, onDisposed: {})
        _ = single.subscribe(with: self, onSuccess: { _, _ in }, onFailure: { _, _ in }, onDisposed: { _ in })
        _ = single.subscribe { (result: SingleEvent<Int>) in _ = result }
        _ = single.flatMapMaybe { Maybe.just($0) }
        _ = single.flatMapCompletable { _ in Completable.empty() }
        _ = single.asMaybe()
        _ = single.asCompletable()
        _ = single.compactMap { $0 }
        _ = single.filter { $0 > 0 }
        _ = single.primitiveSequence
        _ = single.asObservable()

        let maybe: Maybe<Int> = .create { observer in
            observer(.success(1))
            observer(.completed)
            observer(.error(Failure()))
            return Disposables.create()
        }
        let maybes: [Maybe<Int>] = [maybe, .just(1), .empty(), .error(Failure()), .never(), maybe.map { $0 }, maybe.flatMap { .just($0) }]
        XCTAssertEqual(maybes.count, 7)
        _ = maybe.subscribe(onSuccess: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {})
        _ = maybe.ifEmpty(default: 0)
        _ = maybe.ifEmpty(switchTo: Maybe.just(0))
        _ = maybe.ifEmpty(switchTo: Single.just(0))
        _ = maybe.asSingle()
        _ = maybe.asCompletable()
        _ = Maybe.zip(maybe, maybe) { $0 + $1 }

        let completable: Completable = .create { observer in
            observer(.completed)
            observer(.error(Failure()))
            return Disposables.create()
        }
        let completables: [Completable] = [completable, .empty(), .error(Failure()), .never(), .concat(completable, completable),
                                           .merge(completable, completable), .zip(completable, completable), completable.andThen(completable)]
        XCTAssertEqual(completables.count, 8)
        _ = completable.subscribe(onCompleted: {}, onError: { _ in }, onDisposed: {})
        _ = completable.andThen(Single.just(1))
        _ = completable.andThen(Maybe.just(1))
        _ = completable.andThen(Observable.just(1))
    }

    func test_traits_infallibleDriverSignalAndCocoaBindings() {
        let infallible: Infallible<Int> = .create { observer in
            observer(.next(1))
            observer(.completed)
            return Disposables.create()
        }
        let infallibles: [Infallible<Int>] = [infallible, .just(1), .empty(), .never(), .of(1, 2), .from([1]), .deferred { .just(1) },
                                              infallible.map { $0 }, infallible.filter { _ in true }, infallible.flatMap { Infallible.just($0) },
                                              infallible.startWith(0), infallible.scan(0, accumulator: +), infallible.share(replay: 1),
                                              .combineLatest(infallible, infallible) { $0 + $1 }, .zip(infallible, infallible) { $0 + $1 }]
        XCTAssertEqual(infallibles.count, 15)
        _ = infallible.subscribe(onNext: { _ in }, onCompleted: {}, onDisposed: {})
        _ = infallible.subscribe(with: self, onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
        _ = infallible.bind(to: PublishRelay<Int>())
        _ = infallible.asObservable()

        let driver: Driver<Int> = .just(1)
        let drivers: [Driver<Int>] = [driver, .empty(), .never(), .of(1), .from([1]), .deferred { .just(1) },
                                      driver.map { $0 }, driver.filter { _ in true }, driver.flatMapLatest { .just($0) },
                                      driver.startWith(0), driver.distinctUntilChanged(), driver.scan(0, accumulator: +),
                                      .combineLatest(driver, driver) { $0 + $1 }, .zip(driver, driver) { $0 + $1 }, .merge(driver, driver)]
        XCTAssertEqual(drivers.count, 15)
        _ = driver.drive(onNext: { _ in }, onCompleted: {}, onDisposed: {})
        _ = driver.drive(with: self, onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
        _ = driver.drive(BehaviorRelay(value: 0))
        _ = driver.drive(PublishSubject<Int>())
        _ = driver.drive()
        _ = driver.asSharedSequence()
        _ = driver.asObservable()

        let sharing = TestScheduler(initialClock: 0)
        let mocked = sharing.createObserver(Int.self)
        SharingScheduler.mock(scheduler: sharing) {
            _ = Driver.just(7).drive(mocked)
        }
        sharing.start()
        XCTAssertEqual(mocked.events, [.next(1, 7), .completed(2)], "Driver.just delivers on the mocked sharing scheduler, as RxSwift schedules it")

        let signal: Signal<Int> = .just(1)
        _ = signal.emit(onNext: { _ in }, onCompleted: {}, onDisposed: {})
        _ = signal.emit(to: PublishRelay<Int>())
        _ = signal.emit(with: self, onNext: { _, _ in })
        _ = signal.emit()

        let binder = Binder<Int>(self) { _, _ in }
        binder.onNext(1)
        let property = ControlProperty<Int>(values: Observable.just(1), valueSink: binder)
        _ = property.changed
        _ = ControlProperty<String?>(values: Observable.just(nil), valueSink: Binder<String?>(self) { _, _ in }).orEmpty
        let event = ControlEvent<Int>(events: Observable.just(1))
        _ = event.asObservable()
        _ = Observable.just(1).bind(to: binder)
    }

    func test_rxTest_andRxBlocking() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1, simulateProcessingDelay: true)
        let hot = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let cold = scheduler.createColdObservable([Recorded.next(10, 1), Recorded.completed(20)])
        let observer: TestableObserver<Int> = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(250) { _ = cold.subscribe(observer) }
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 1000) { hot.asObservable() }
        XCTAssertEqual(res.events, Recorded.events(.next(210, 1), .completed(300)))
        XCTAssertRecordedElements(res.events, [1])
        XCTAssertEqual(observer.events, [.next(260, 1), .completed(270)])
        XCTAssertEqual(hot.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(cold.subscriptions, [Subscription(250)], "subscribed directly, so only disposing ends it, as in RxTest")
        XCTAssertEqual(hot.recordedEvents.count, 2)
        let subscription = Subscription(200)
        XCTAssertEqual(subscription.subscribe, 200)
        XCTAssertEqual(subscription.unsubscribe, Subscription.infinity)
        let recorded: Recorded<Event<Int>> = .error(300, Failure())
        XCTAssertEqual(recorded.time, 300)
        _ = recorded.value
        let time: TestTime = scheduler.clock
        _ = time
        XCTAssertEqual([TestScheduler.Defaults.created, TestScheduler.Defaults.subscribed, TestScheduler.Defaults.disposed], [100, 200, 1000])
        _ = scheduler.start(disposed: 500) { Observable<Int>.never() }
        _ = TestScheduler(initialClock: 0).start { Observable<Int>.never() }

        let blocking: BlockingObservable<Int> = Observable.of(1, 2).toBlocking()
        XCTAssertEqual(try blocking.toArray(), [1, 2])
        XCTAssertEqual(try blocking.first(), 1)
        XCTAssertEqual(try blocking.last(), 2)
        XCTAssertEqual(try Observable.just(1).toBlocking(timeout: 1).single(), 1)
        XCTAssertEqual(try blocking.single { $0 == 2 }, 2)
        switch blocking.materialize() {
        case .completed(let elements): XCTAssertEqual(elements, [1, 2])
        case .failed(let elements, let error): XCTFail("\(elements) \(error)")
        }
    }
}
