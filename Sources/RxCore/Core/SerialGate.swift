#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Lets one thread at a time handle a multi-source sink's events, without a lock held
/// while the handler calls out (observers, user closures, `subscribe`, `dispose`).
///
/// The thread that finds the gate open owns it until it leaves; the sink's state is
/// then its alone, with no lock. A handler that re-enters on the owning thread (an
/// observer sending into a source of this sink) runs at once, nested, exactly as under
/// RxSwift's recursive lock, so virtual-time tests see RxSwift's order. A handler from
/// any other thread does not wait: it queues its work, which the owner runs before it
/// leaves. So no thread ever blocks on the gate and two sinks can never deadlock, which
/// a lock held while calling out (RxSwift's recursive lock) cannot promise.
///
/// `state` is 0 when open, else the owner's thread id, with `pendingBit` set while other
/// threads' work waits in `pending` (a lock-free stack, reversed into arrival order by
/// the owner). Entering and leaving cost one compare-and-swap each.
@usableFromInline
struct SerialGate: ~Copyable, @unchecked Sendable {
    @usableFromInline static var pendingBit: UInt { 1 }

    @usableFromInline let state = Atomic<UInt>(0)
    @usableFromInline let pending = Atomic<UnsafeMutableRawPointer?>(nil)

    @inlinable
    init() {}

    /// The calling thread's id for `enter`/`leave`: never 0, and bit 0 is always clear
    /// (a pthread handle is an aligned address).
    @inlinable
    static var currentThread: UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
    }

    /// Tries to take the gate for `thread`. `.entered` must be paired with `leave(thread)`;
    /// `.nested` means `thread` already owns it (a re-entrant call: run the work now,
    /// without leaving); `.busy` means another thread owns it: hand the work to `submit`.
    @inlinable @inline(__always)
    func enter(_ thread: UInt) -> SerialGateEntry {
        if state.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged {
            return .entered
        }
        if state.load(ordering: .relaxed) & ~SerialGate.pendingBit == thread {
            return .nested
        }
        return .busy
    }

    /// Leaves the gate, first running the work other threads queued meanwhile.
    @inlinable @inline(__always)
    func leave(_ thread: UInt) {
        if state.compareExchange(expected: thread, desired: 0, ordering: .releasing).exchanged {
            return
        }
        drainAndLeave(thread)
    }

    /// Runs `handler(value)` as the owner: now if the gate is open (then leaves) or this
    /// thread owns it already (nested), else after the owner's current work.
    @inlinable @inline(__always)
    func run<Value>(_ value: Value, _ handler: @escaping (Value) -> Void) {
        let thread = SerialGate.currentThread
        switch enter(thread) {
        case .entered:
            handler(value)
            leave(thread)
        case .nested:
            handler(value)
        case .busy:
            submit(thread) { handler(value) }
        }
    }

    /// Runs `handler()` as the owner: at once when the calling thread owns the gate already
    /// (a re-entrant event, or an inner sequence answering during its own `subscribe`: one
    /// plain load shows it, where entering would cost a failed compare-and-swap) or finds
    /// it open (then leaves it); when another thread owns it, queues the work `makeWork()`
    /// returns, which the owner runs after its current work.
    ///
    /// Both closures are non-escaping and inlined, so nothing is allocated or retained per
    /// event; only the busy path makes the escaping work. The merging and switching sinks
    /// use it around direct calls: handing a method reference to `run` retained the sink
    /// on every event.
    @inlinable @inline(__always)
    func runNow(_ handler: () -> Void, orSubmit makeWork: () -> () -> Void) {
        let thread = SerialGate.currentThread
        // Only this thread writes its own id there, so seeing it means it owns the gate.
        if state.load(ordering: .relaxed) & ~SerialGate.pendingBit == thread {
            handler()
            return
        }
        switch enter(thread) {
        case .entered:
            handler()
            leave(thread)
        case .nested:
            handler()
        case .busy:
            submit(thread, makeWork())
        }
    }

    /// Runs `work` as the owner: now, if the gate is open (then leaves); after the
    /// current owner's work otherwise, on the owner's thread (also when the owner is the
    /// caller, nested: the work then runs when the outermost handler leaves).
    @usableFromInline
    func submit(_ thread: UInt, _ work: @escaping () -> Void) {
        push(work)
        while true {
            let current = state.load(ordering: .sequentiallyConsistent)
            if current == 0 {
                guard state.compareExchange(expected: 0, desired: thread, ordering: .sequentiallyConsistent).exchanged else { continue }
                drainAndLeave(thread)
                return
            }
            // The owner clears the bit before it takes the queue, and cannot leave while it
            // is set, so work pushed before the bit is seen set is always run.
            if current & SerialGate.pendingBit != 0 { return }
            if state.compareExchange(expected: current, desired: current | SerialGate.pendingBit, ordering: .sequentiallyConsistent).exchanged {
                return
            }
        }
    }

    /// Runs `work` now if the gate is open (taking and leaving it), else queues it for
    /// the owner, as `submit` does. For releasing state on disposal, which must neither
    /// race with nor run in the middle of a handler.
    @inlinable
    func runOrSubmit(_ work: @escaping () -> Void) {
        let thread = SerialGate.currentThread
        if state.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged {
            work()
            leave(thread)
        } else {
            submit(thread, work)
        }
    }

    @usableFromInline
    func push(_ work: @escaping () -> Void) {
        let node = Unmanaged.passRetained(SerialGateWork(work)).toOpaque()
        var head = pending.load(ordering: .sequentiallyConsistent)
        while true {
            Unmanaged<SerialGateWork>.fromOpaque(node).takeUnretainedValue().next = head
            let (exchanged, original) = pending.compareExchange(expected: head, desired: node, ordering: .sequentiallyConsistent)
            if exchanged { return }
            head = original
        }
    }

    /// Runs queued work in arrival order until none is left, then opens the gate.
    @usableFromInline
    func drainAndLeave(_ thread: UInt) {
        while true {
            // Clear the bit before taking the queue: work pushed after the take sets it again.
            _ = state.compareExchange(expected: thread | SerialGate.pendingBit, desired: thread, ordering: .sequentiallyConsistent)
            var node = pending.exchange(nil, ordering: .sequentiallyConsistent)
            var ordered: [SerialGateWork] = []
            while let current = node {
                let work = Unmanaged<SerialGateWork>.fromOpaque(current).takeRetainedValue()
                node = work.next
                ordered.append(work)
            }
            for work in ordered.reversed() {
                work.run()
            }
            ordered.removeAll()
            if state.compareExchange(expected: thread, desired: 0, ordering: .sequentiallyConsistent).exchanged {
                return
            }
        }
    }

    deinit {
        var node = pending.exchange(nil, ordering: .acquiring)
        while let current = node {
            let work = Unmanaged<SerialGateWork>.fromOpaque(current).takeRetainedValue()
            node = work.next
        }
    }
}

/// The result of `SerialGate.enter`.
@usableFromInline
enum SerialGateEntry {
    /// The caller owns the gate now and must `leave` it.
    case entered
    /// The caller already owned it (a re-entrant call): run the work, do not leave.
    case nested
    /// Another thread owns it: `submit` the work.
    case busy
}

/// Work another thread queued on a `SerialGate`.
@usableFromInline
final class SerialGateWork {
    let run: () -> Void
    var next: UnsafeMutableRawPointer?

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
