import Foundation
import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Watches the kernel's routing messages for link and address changes on a netlink
/// socket (Linux only), calling `onChange` on its own serial queue after each burst.
///
/// The messages are not parsed: any of them may change reachability, so the caller
/// re-reads the interfaces. A lost-message overflow (`ENOBUFS`) counts as a change.
///
/// Thread safety (`@unchecked Sendable`): `source` and `fileDescriptor` are `let`s;
/// the socket is only read on `queue`; `cancelled` is atomic; the fd is closed once,
/// by the source's cancel handler, after the last read.
final class NetlinkMonitor: @unchecked Sendable {
    /// Linux constants that Glibc does not export to Swift (from <linux/netlink.h> and <linux/rtnetlink.h>).
    private static let addressFamily: Int32 = 16          // AF_NETLINK
    private static let routeProtocol: Int32 = 0           // NETLINK_ROUTE
    private static let linkGroup: UInt32 = 0x1            // RTMGRP_LINK
    private static let ipv4AddressGroup: UInt32 = 0x10    // RTMGRP_IPV4_IFADDR
    private static let ipv6AddressGroup: UInt32 = 0x100   // RTMGRP_IPV6_IFADDR
    /// sizeof(struct sockaddr_nl): family (u16), pad (u16), pid (u32), groups (u32).
    private static let addressSize = 12

    private let fileDescriptor: Int32
    private let source: DispatchSourceRead
    private let cancelled = Atomic<Bool>(false)

    /// Opens and binds the socket, or returns `nil` where netlink is unavailable
    /// (not Linux, or a sandbox that forbids it). Nothing is read before `start()`.
    init?(onChange: @escaping @Sendable () -> Void) {
        #if os(Linux)
        let type = Int32(SOCK_RAW.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let fd = socket(NetlinkMonitor.addressFamily, type, NetlinkMonitor.routeProtocol)
        guard fd >= 0 else { return nil }
        var address = [UInt8](repeating: 0, count: NetlinkMonitor.addressSize)
        address.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: UInt16(NetlinkMonitor.addressFamily), toByteOffset: 0, as: UInt16.self)
            raw.storeBytes(of: NetlinkMonitor.linkGroup | NetlinkMonitor.ipv4AddressGroup | NetlinkMonitor.ipv6AddressGroup,
                           toByteOffset: 8, as: UInt32.self)
        }
        let bound = address.withUnsafeBytes { raw in
            bind(fd, raw.baseAddress?.assumingMemoryBound(to: sockaddr.self), socklen_t(NetlinkMonitor.addressSize))
        }
        guard bound == 0 else {
            close(fd)
            return nil
        }
        fileDescriptor = fd
        source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: DispatchQueue(label: "RxNetwork.Reachability.netlink"))
        // Weak: the source must not keep the monitor alive; whoever holds it cancels it.
        source.setEventHandler { [weak self] in
            guard let self, !self.isCancelled else { return }
            NetlinkMonitor.drain(fd)
            guard !self.isCancelled else { return }
            onChange()
        }
        source.setCancelHandler { close(fd) }
        #else
        return nil
        #endif
    }

    deinit {
        cancel()
    }

    /// Starts delivering changes. Call once.
    func start() {
        source.resume()
    }

    /// Stops delivering changes and closes the socket (asynchronously, after any read in
    /// progress). Safe to call more than once and from any thread; never blocks.
    func cancel() {
        guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        source.cancel()
    }

    private var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Reads every pending message; their content does not matter.
    private static func drain(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count > 0 { continue }
            if count < 0 && (errno == EINTR || errno == ENOBUFS) { continue }
            return
        }
    }
}
