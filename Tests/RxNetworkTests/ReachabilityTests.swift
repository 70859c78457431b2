import XCTest
import Foundation
import RxCore
import RxTesting
@testable import RxNetwork

/// The stub that view models are tested with, polling in virtual time, and the real
/// netlink monitor on this machine.
final class ReachabilityTests: NetworkTestCase {
    func test_stub_emitsCurrentValue_thenChangesOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let stub = StubReachability(reachable: true)
        scheduler.scheduleAt(300) { stub.isReachable = false }
        scheduler.scheduleAt(350) { stub.isReachable = false }
        scheduler.scheduleAt(400) { stub.isReachable = true }
        let res = scheduler.start { stub.rx.reachable }
        XCTAssertEqual(res.events, [.next(200, true), .next(300, false), .next(400, true)])
    }

    func test_stub_drivesAViewModelThatPausesPollingWhileOffline() {
        let scheduler = TestScheduler(initialClock: 0)
        let reachability: ReachabilityType = StubReachability(reachable: true)
        scheduler.scheduleAt(235) { (reachability as? StubReachability)?.isReachable = false }
        scheduler.scheduleAt(275) { (reachability as? StubReachability)?.isReachable = true }
        let polls = reachability.reachable
            .flatMapLatest { reachable in reachable ? Observable<Int>.interval(.seconds(10), scheduler: scheduler) : .empty() }
        let res = scheduler.start(disposed: 300) { polls }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2), .next(285, 0), .next(295, 1)])
    }

    func test_polling_readsTheProbeAtOnce_thenEveryInterval_droppingRepeats() {
        let scheduler = TestScheduler(initialClock: 0)
        let answers = ScriptedProbe([true, true, false, false, true])
        let reachability = Reachability(mode: .polling, pollInterval: .seconds(100), scheduler: scheduler, probe: answers.next)
        let res = scheduler.start(disposed: 700) { reachability.rx.reachable }
        XCTAssertEqual(res.events, [.next(200, true), .next(400, false), .next(600, true)])
    }

    func test_polling_isShared_aLateSubscriberGetsTheCurrentValue_andOneTimerServesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let answers = ScriptedProbe([true, false, false])
        let reachability = Reachability(mode: .polling, pollInterval: .seconds(100), scheduler: scheduler, probe: answers.next)
        let first = scheduler.createObserver(Bool.self)
        let second = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { reachability.reachable.subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(350) { reachability.reachable.subscribe(second).disposed(by: bag) }
        scheduler.advanceTo(450)
        XCTAssertEqual(first.events, [.next(200, true), .next(300, false)])
        XCTAssertEqual(second.events, [.next(350, false)])
        XCTAssertEqual(answers.calls, 3)
    }

    func test_netlinkSocket_opensOnThisMachine() {
        let monitor = NetlinkMonitor(onChange: {})
        XCTAssertNotNil(monitor, "netlink (AF_NETLINK, NETLINK_ROUTE) should be available on Linux")
        monitor?.start()
        monitor?.cancel()
        // The socket closes on the dispatch source's cancel handler, just after.
        waitForReachabilitySockets(toBe: 0)
        XCTAssertEqual(reachabilitySockets(), 0)
    }

    func test_real_givesAValue_andDisposesCleanly_closingTheSocket() throws {
        checksResources = false
        // A monitor another test cancelled may still be closing its socket.
        waitForReachabilitySockets(toBe: 0)
        XCTAssertEqual(reachabilitySockets(), 0)
        let reachability = Reachability()
        let value = try reachability.rx.reachable.take(1).toBlocking(timeout: 5).first()
        XCTAssertNotNil(value)
        XCTAssertEqual(value, Reachability.hasUsableInterface())
        // take(1) disposed that subscription; its socket closes just after, on the
        // dispatch source's cancel handler.
        waitForReachabilitySockets(toBe: 0)

        let subscription = reachability.reachable.subscribe()
        XCTAssertEqual(reachabilitySockets(), 1, "one netlink socket while subscribed")
        let disposed = Date()
        subscription.dispose()
        XCTAssertLessThan(Date().timeIntervalSince(disposed), 1, "disposal must not block")
        // The socket is closed by the dispatch source's cancel handler, just after.
        waitForReachabilitySockets(toBe: 0)
        XCTAssertEqual(reachabilitySockets(), 0)
    }

    /// Polls the process's sockets (a kernel resource, closed asynchronously) until
    /// there are `count`, for at most five seconds.
    private func waitForReachabilitySockets(toBe count: Int) {
        let deadline = Date().addingTimeInterval(5)
        while reachabilitySockets() != count && Date() < deadline { usleep(10_000) }
    }

    func test_staticForm_matchesTheSharedInstance() throws {
        checksResources = false
        let value = try Reachability.rx.reachable.take(1).toBlocking(timeout: 5).first()
        XCTAssertEqual(value, Reachability.hasUsableInterface())
    }

    /// Open NETLINK_ROUTE sockets of this process subscribed to the link and address
    /// groups (0x111): sockets in /proc/self/fd matched by inode against /proc/net/netlink.
    private func reachabilitySockets() -> Int {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        let inodes = Set(fds.compactMap { fd -> String? in
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)"),
                  target.hasPrefix("socket:[") else { return nil }
            return String(target.dropFirst("socket:[".count).dropLast())
        })
        let table = (try? String(contentsOfFile: "/proc/net/netlink", encoding: .utf8)) ?? ""
        return table.split(separator: "\n").dropFirst().filter { line in
            let columns = line.split(separator: " ")
            guard columns.count >= 10 else { return false }
            return columns[1] == "0" && columns[3] == "00000111" && inodes.contains(String(columns[9]))
        }.count
    }
}

/// Answers from a script, then repeats the last answer; counts calls.
private final class ScriptedProbe: @unchecked Sendable {
    // @unchecked Sendable: `answers` and `count` are only accessed under `lock`.
    private let lock = NSLock()
    private var answers: [Bool]
    private var count = 0

    init(_ answers: [Bool]) { self.answers = answers }

    var calls: Int { lock.withLock { count } }

    @Sendable func next() -> Bool {
        lock.withLock {
            count += 1
            return answers.count > 1 ? answers.removeFirst() : answers.first ?? false
        }
    }
}
