import Foundation
import RxCore
#if canImport(Glibc)
import Glibc
#endif

/// Whether this machine can reach a network: some interface other than loopback is up,
/// running, and has a routable address (an IPv4 address, or an IPv6 one that is not
/// link-local).
///
/// On Linux `reachable` listens to the kernel's link and address changes on a netlink
/// socket (no polling, no wake-ups while nothing changes); where netlink is unavailable,
/// or with `.polling`, it re-reads the interfaces every `pollInterval` on `scheduler`.
/// Unlike Apple's SCNetworkReachability this says nothing about a particular host: a
/// request can still fail, and callers should treat `true` as "worth trying".
///
/// `reachable` is shared: all subscribers use one socket (or one timer), opened on the
/// first subscription and closed when the last one is disposed; a late subscriber gets
/// the current value at once. Values arrive on a background queue (or on `scheduler`
/// when polling), the first one on the subscribing thread.
public final class Reachability: ReachabilityType, @unchecked Sendable {
    // @unchecked Sendable: all stored properties are `let`s set in init; `reachable` is a
    // shared observable, which is thread-safe, and `probe` is required to be `@Sendable`.

    /// How changes are noticed.
    public enum Mode: Sendable {
        /// Netlink on Linux, polling where it cannot be opened.
        case automatic
        /// Always poll (for tests in virtual time, or to compare).
        case polling
    }

    /// One instance for the whole program, used by `Reachability.rx.reachable`.
    public static let shared = Reachability()

    /// Current value on subscription, then each change (repeats dropped); never errors.
    public let reachable: Observable<Bool>

    /// Creates a monitor; nothing is opened until `reachable` is subscribed.
    ///
    /// - Parameters:
    ///   - mode: netlink with a polling fallback (default), or polling only.
    ///   - pollInterval: how often to re-read the interfaces when polling.
    ///   - scheduler: runs the polling timer (a `TestScheduler` gives virtual time).
    ///   - probe: reads the current state; `Reachability.hasUsableInterface` by default,
    ///     replaceable so polling can be tested with scripted answers.
    public init(
        mode: Mode = .automatic,
        pollInterval: RxTimeInterval = .seconds(5),
        scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .utility),
        probe: @escaping @Sendable () -> Bool = Reachability.hasUsableInterface
    ) {
        let polling = Reachability.polling(every: pollInterval, scheduler: scheduler, probe: probe)
        let source: Observable<Bool>
        switch mode {
        case .polling:
            source = polling
        case .automatic:
            source = Observable.create { observer in
                let emit = UncheckedBox<(Bool) -> Void>({ observer.onNext($0) })
                guard let monitor = NetlinkMonitor(onChange: { emit.value(probe()) }) else {
                    return polling.subscribe(observer)
                }
                // The first value goes out before the socket is read, so it cannot race a
                // change; changes since the socket opened are queued in it and still seen.
                observer.onNext(probe())
                monitor.start()
                return Disposables.create { monitor.cancel() }
            }
        }
        reachable = source.distinctUntilChanged().share(replay: 1, scope: .whileConnected)
    }

    /// The current value at once, then one every `interval`.
    private static func polling(every interval: RxTimeInterval, scheduler: SchedulerType, probe: @escaping @Sendable () -> Bool) -> Observable<Bool> {
        Observable.deferred { Observable.just(probe()) }
            .concat(Observable<Int>.interval(interval, scheduler: scheduler).map { _ in probe() })
    }

    /// Whether an interface other than loopback is up and running with an IPv4 address
    /// or a non-link-local IPv6 address (read with `getifaddrs`). `false` if the
    /// interfaces cannot be read.
    @Sendable
    public static func hasUsableInterface() -> Bool {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return false }
        defer { freeifaddrs(first) }
        let wanted = UInt32(IFF_UP) | UInt32(IFF_RUNNING)
        var current = first
        while let entry = current?.pointee {
            current = entry.ifa_next
            guard entry.ifa_flags & wanted == wanted, entry.ifa_flags & UInt32(IFF_LOOPBACK) == 0,
                  let address = entry.ifa_addr else { continue }
            switch Int32(address.pointee.sa_family) {
            case AF_INET:
                return true
            case AF_INET6:
                // sockaddr_in6: family (2), port (2), flow info (4), then the 16-byte address.
                let raw = UnsafeRawPointer(address)
                let high = raw.load(fromByteOffset: 8, as: UInt8.self)
                let next = raw.load(fromByteOffset: 9, as: UInt8.self)
                let linkLocal = high == 0xfe && next & 0xc0 == 0x80
                if !linkLocal { return true }
            default:
                continue
            }
        }
        return false
    }
}
