import Synchronization

/// The end of `subscribe(onNext:onError:onCompleted:onDisposed:)` on `create`'s
/// observable: receives the closure's events directly (no `AnonymousSink` between
/// them) and keeps the grammar `AnonymousSink` keeps.
///
/// Most such subscriptions (a request, a query) end within `subscribe`. Their sink then
/// becomes the thread's spare (`Trampoline.spareSink`), its closures released, and the
/// next such subscription of the same element type on the thread reuses it: an
/// allocation and a deallocation fewer per subscription. A sink is parked only when
/// nothing else references it (the closure kept no observer, no other thread holds one),
/// so no event can reach it while parked or after reuse.
///
/// `@unchecked Sendable`: as `Sink`, plus the closures, which are written only while no
/// other reference exists (at reuse and at parking, on the owning thread) and read by
/// event delivery, which `state` orders after the subscription began.
@usableFromInline
final class CreatedSubscribeSink<Element>: Sink<Never>, SubscribeClosures, @unchecked Sendable {
    @usableFromInline typealias Value = Element

    // `var` (unlike `SubscribeSink`'s) so that parking can release them; a delivered
    // element retains its closure's context, one retain and release per subscription here.
    @usableFromInline @exclusivity(unchecked) var onNext: ((Element) -> Void)?
    @usableFromInline @exclusivity(unchecked) var onError: ((Swift.Error) -> Void)?
    @usableFromInline @exclusivity(unchecked) var onCompleted: (() -> Void)?
    @usableFromInline @exclusivity(unchecked) var onDisposed: (() -> Void)?
    #if DEBUG
    /// Where `subscribe` was called, for an unhandled error (see `Hooks.recordCallStackOnError`).
    @usableFromInline @exclusivity(unchecked) var callStack: [String] = []
    #else
    @usableFromInline var callStack: [String] { [] }
    #endif

    /// A sink with no closures yet (`reuse` gives them, as to a parked one).
    @inlinable
    init() {
        super.init(observer: { _ in })
    }

    /// Gives a new or parked sink (closures cleared, nothing else referencing it) its closures.
    /// Only the closures given are stored: a store releases the field's old value, a call
    /// even for a cleared one. (Initializing the fields in place through pointers instead
    /// reabstracted the closures: an allocated thunk context each.)
    @inlinable
    func reuse(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?, callStack: [String]) {
        if onNext != nil { self.onNext = onNext }
        if onError != nil { self.onError = onError }
        if onCompleted != nil { self.onCompleted = onCompleted }
        if onDisposed != nil { self.onDisposed = onDisposed }
        #if DEBUG
        self.callStack = callStack
        #endif
    }

    /// Subscribes the closures to `created` with this thread's spare sink, or a new one,
    /// on the thread's trampoline as a subscription runs, and parks the sink again when
    /// the subscription ended within this call and nothing else holds it.
    @inlinable
    static func subscribe(
        _ created: AnonymousObservable<Element>,
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?,
        callStack: [String]
    ) -> Disposable {
        // Used unretained: the thread's key holds the trampoline until the thread ends.
        Trampoline.unmanagedForCurrentThread()._withUnsafeGuaranteedRef { trampoline in
            // Held unmanaged (one reference, this call's): as a `var` the sink was retained
            // and released twice more around the closures' stores and `setUpstream`.
            let owned: Unmanaged<CreatedSubscribeSink<Element>>
            if let spare = trampoline.takeSpareSink(of: CreatedSubscribeSink<Element>.self) {
                owned = .passRetained(unsafeDowncast(spare, to: CreatedSubscribeSink<Element>.self))
            } else {
                owned = .passRetained(CreatedSubscribeSink())
            }
            owned._withUnsafeGuaranteedRef {
                $0.reuse(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, callStack: callStack)
            }
            let ended = owned._withUnsafeGuaranteedRef { sink in
                let disposable = trampoline.runSubscription { created.subscribeHandler(AnyObserver(eventHandler: sink.onCreated)) }
                sink.setUpstream(consume disposable)
                return sink.isDisposed
            }
            var sink = owned.takeRetainedValue()
            guard ended else { return SubscriptionHandle(consume sink) }
            if isKnownUniquelyReferenced(&sink) {
                // Orders what a thread that held it last did before the writes of reuse
                // (free on x86; that thread's release of its reference was a release).
                atomicMemoryFence(ordering: .acquiring)
                sink.clearForReuse()
                trampoline.parkSpareSink(consume sink)
            }
            return EndedDisposable()
        }
    }

    /// Receives the events of `create`'s closure, keeping the grammar `AnonymousSink`
    /// keeps: anything after the stop event is dropped and reported; after a disposal it
    /// is dropped silently, and a stop event still counts.
    @inlinable
    func onCreated(_ event: Event<Element>) {
        let stopped = event.isStopEvent
            ? state.bitwiseOr(sinkStoppedBit, ordering: .acquiringAndReleasing).oldValue & sinkStoppedBit != 0
            : state.load(ordering: .acquiring) & sinkStoppedBit != 0
        if stopped {
            rxReportMisuse("Observable.create sent \(event) after the sequence ended; it was dropped")
            return
        }
        deliver(event)
    }

    @usableFromInline
    override func disposeResources() {
        onDisposed?()
    }

    /// Releases the closures and makes the sink a fresh one (only while nothing else
    /// references it, so nothing reads them).
    @inlinable
    func clearForReuse() {
        // Only the closures set (as in `reuse`).
        if onNext != nil { onNext = nil }
        if onError != nil { onError = nil }
        if onCompleted != nil { onCompleted = nil }
        if onDisposed != nil { onDisposed = nil }
        #if DEBUG
        callStack = []
        #endif
        state.store(0, ordering: .relaxed)
    }
}
