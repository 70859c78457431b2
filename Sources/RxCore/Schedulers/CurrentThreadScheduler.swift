#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on the current thread, queued behind the work already running there.
///
/// The first `schedule` on a thread runs its action at once and then drains what
/// that action scheduled, in order: recursion becomes a loop (a trampoline), so
/// `concat` of 100,000 sequences or a long `repeatElement` never deepens the stack.
/// Each thread has its own queue; nothing is shared between threads.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The singleton.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether no trampoline is running on this thread (so the next `schedule` runs at once).
    public static var isScheduleRequired: Bool {
        Trampoline.current?.isRunning != true
    }

    /// Schedules `action`: runs it now if no trampoline runs on this thread, else queues it.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.forCurrentThread()
        if trampoline.isRunning {
            let item = ScheduledItem { action(state) }
            trampoline.queue.enqueue(item)
            return item
        }
        return trampoline.run { action(state) }
    }

    /// Runs `body` with a trampoline on this thread and drains what it queued.
    @usableFromInline
    static func runTrampolined(_ body: () -> Disposable) -> Disposable {
        Trampoline.forCurrentThread().run(body)
    }

    /// Runs `body` where a producer's `run` would run: on this thread's trampoline,
    /// starting one (and draining what `body` queued) when none runs. The shortcuts that
    /// deliver a `just` without subscribing it use this, so work an observer schedules
    /// on this scheduler while a `just`'s events arrive is queued behind them, as when
    /// the `just` is subscribed (and as in RxSwift).
    /// One thread-local look-up, and no `Disposable` to box, since a shortcut runs it for
    /// every element.
    @usableFromInline
    static func runAsSubscription(_ body: () -> Void) {
        // Used unretained: the thread's key holds the trampoline until the thread ends.
        Trampoline.unmanagedForCurrentThread()._withUnsafeGuaranteedRef { trampoline in
            if trampoline.isRunning {
                body()
            } else {
                trampoline.runDraining(body)
            }
        }
    }

    /// `runAsSubscription` for a body that returns its subscription (`create`'s closure run
    /// without a sink): returned as it is, not through a boxed `Disposable` variable, as
    /// `Producer._subscribe` returns `run`'s.
    @usableFromInline
    static func runSubscription(_ body: () -> Disposable) -> Disposable {
        Trampoline.unmanagedForCurrentThread()._withUnsafeGuaranteedRef { $0.runSubscription(body) }
    }
}

/// The per-thread queue of `CurrentThreadScheduler`; only its own thread touches it.
///
/// `@exclusivity(unchecked)`: only the owning thread touches these, and no access spans
/// a call out (an item is dequeued before it runs), so the run-time exclusivity checks
/// (a thread-local look-up each, on every `just` shortcut) can never fire.
///
/// `@usableFromInline`: `subscribe(onNext:…)` on `create`'s observable (inlined into the
/// caller) looks the trampoline up once to run the subscription and to take and park
/// the thread's spare sink (`CreatedSubscribeSink`).
@usableFromInline
final class Trampoline {
    @usableFromInline @exclusivity(unchecked) var isRunning = false
    @exclusivity(unchecked) var queue = RingBuffer<ScheduledItem>()
    /// A `CreatedSubscribeSink` whose subscription ended within `subscribe`, closures
    /// cleared, kept for the next one of its element type on this thread. Not counted in
    /// `Resources.total` while parked.
    @usableFromInline @exclusivity(unchecked) var spareSink: Sink<Never>?

    @usableFromInline
    init() {}

    deinit {
        // The spare's deinit counts it out of `Resources.total`; parking counted it out already.
        if spareSink != nil { Resources.incrementTotal() }
    }

    @usableFromInline
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<Trampoline>.fromOpaque(pointer).release()
        }
        return key
    }()

    static var current: Trampoline? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
    }

    static func forCurrentThread() -> Trampoline {
        unmanagedForCurrentThread().takeUnretainedValue()
    }

    /// The thread's trampoline, made on first use, without a retain: the thread's key
    /// holds it until the thread ends.
    @inlinable
    static func unmanagedForCurrentThread() -> Unmanaged<Trampoline> {
        if let pointer = pthread_getspecific(key) { return Unmanaged.fromOpaque(pointer) }
        return makeForCurrentThread()
    }

    @usableFromInline
    static func makeForCurrentThread() -> Unmanaged<Trampoline> {
        let trampoline = Unmanaged.passRetained(Trampoline())
        pthread_setspecific(key, trampoline.toOpaque())
        return trampoline
    }

    /// Takes the spare sink if it is a `kind`; it stays parked otherwise.
    @inlinable
    func takeSpareSink(of kind: Sink<Never>.Type) -> Sink<Never>? {
        guard let spare = spareSink, type(of: spare) == kind else { return nil }
        spareSink = nil
        Resources.incrementTotal()
        return spare
    }

    /// Parks `sink` (closures already cleared, nothing else referencing it) as the spare,
    /// in place of one of another element type.
    @inlinable
    func parkSpareSink(_ sink: consuming Sink<Never>) {
        Resources.decrementTotal()
        if spareSink != nil { Resources.incrementTotal() }  // the replaced one's deinit counts it out
        spareSink = consume sink
    }

    /// Runs `body` where a producer's `run` runs: at once when this trampoline is running,
    /// else starting it and draining what `body` queued. Returns `body`'s subscription as
    /// it is (`run` boxes it in a variable).
    @inlinable
    func runSubscription(_ body: () -> Disposable) -> Disposable {
        if isRunning {
            return body()
        }
        isRunning = true
        let disposable = body()
        drainAndStop()
        return disposable
    }

    /// `run` for a body that returns nothing.
    func runDraining(_ body: () -> Void) {
        isRunning = true
        body()
        drainAndStop()
    }

    /// Runs what was queued while running, in order, then stops running.
    @usableFromInline
    func drainAndStop() {
        defer { isRunning = false }
        while let item = queue.dequeue() {
            item.invoke()
        }
    }

    func run(_ body: () -> Disposable) -> Disposable {
        var disposable: Disposable = EndedDisposable()
        runDraining { disposable = body() }
        return disposable
    }
}
