import Foundation
import Synchronization
import XCTest
import RxCore

/// A thread-safe list of strings the tests append to, to check what ran and in which order.
///
/// `@unchecked Sendable`: `lines` is only touched while `lock` is held.
final class CallRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }

    var count: Int { entries.count }
}

/// A thread-safe counter.
final class AtomicCounter: Sendable {
    private let storage = Atomic<Int>(0)

    @discardableResult
    func increment() -> Int {
        storage.wrappingAdd(1, ordering: .relaxed).newValue
    }

    var value: Int { storage.load(ordering: .relaxed) }
}

/// A disposable that counts how often `dispose()` was called (it does not guard against repeats,
/// so a count above 1 shows the owner disposed it twice).
final class DisposeCounter: Cancelable, Sendable {
    private let counter = AtomicCounter()
    private let onDispose: (@Sendable () -> Void)?

    init(onDispose: (@Sendable () -> Void)? = nil) {
        self.onDispose = onDispose
    }

    var count: Int { counter.value }
    var isDisposed: Bool { count > 0 }

    func dispose() {
        counter.increment()
        onDispose?()
    }
}

/// An object whose lifetime the tests watch: it counts the live instances in `liveCount`.
final class LifetimeProbe: Sendable {
    private let liveCount: AtomicCounter?

    init(liveCount: AtomicCounter? = nil) {
        self.liveCount = liveCount
        liveCount?.increment()
    }

    deinit {
        liveCount?.decrement()
    }
}

extension AtomicCounter {
    func decrement() {
        storage.wrappingSubtract(1, ordering: .relaxed)
    }
}

/// Runs `body` with `Hooks.misuseHandler` recording every report, then restores the old handler.
/// Returns the reported messages.
@discardableResult
func recordingMisuse(_ body: () -> Void) -> [String] {
    let reports = CallRecorder()
    let previous = Hooks.misuseHandler
    Hooks.misuseHandler = { reports.append($0) }
    defer { Hooks.misuseHandler = previous }
    body()
    return reports.entries
}

/// Runs `body` with `Hooks.defaultErrorHandler` recording every error, then restores the old handler.
/// Returns the descriptions of the reported errors.
@discardableResult
func recordingUnhandledErrors(_ body: () -> Void) -> [String] {
    let reports = CallRecorder()
    let previous = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { _, error in reports.append("\(error)") }
    defer { Hooks.defaultErrorHandler = previous }
    body()
    return reports.entries
}

/// Starts `threads` real threads, holds them at a start line until all of them run,
/// then releases them together so their `body` calls overlap as much as possible,
/// and waits for all of them to finish. `body` receives the thread's index.
///
/// `body` (and what it captures) is released before this returns, even though the
/// `Thread` objects may outlive the call by a moment.
func runOnThreadsAtOnce(_ threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let ready = AtomicCounter()
    let finished = DispatchGroup()
    let gate = StartGate()
    let box = BodyBox(body)
    for index in 0..<threads {
        finished.enter()
        let thread = Thread {
            ready.increment()
            while !gate.isOpen { sched_yield() }
            box.body?(index)
            finished.leave()
        }
        thread.start()
    }
    while ready.value < threads { sched_yield() }
    gate.open()
    finished.wait()
    box.body = nil
}

/// Holds the body of `runOnThreadsAtOnce` so it can be released while the threads wind down.
///
/// `@unchecked Sendable`: `body` is written before the threads start and cleared after
/// all of them have left the group (the group's wait orders the accesses).
private final class BodyBox: @unchecked Sendable {
    var body: (@Sendable (Int) -> Void)?
    init(_ body: @escaping @Sendable (Int) -> Void) { self.body = body }
}

/// A flag the start line of `runOnThreadsAtOnce` spins on.
private final class StartGate: Sendable {
    private let flag = Atomic<Bool>(false)
    var isOpen: Bool { flag.load(ordering: .acquiring) }
    func open() { flag.store(true, ordering: .releasing) }
}

/// Holds a value that is not `Sendable` so a stress test can share it between threads;
/// only use it for values whose operations are documented as thread-safe.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A `create` that sends 1, completes, then breaks the grammar three times (a next, an
/// error and a completion after the end): each must be dropped and reported as misuse.
func createSendingAfterCompletion() -> Observable<Int> {
    Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onCompleted()
        observer.onNext(2)
        observer.onError(testError)
        observer.onCompleted()
        return Disposables.create()
    }
}
