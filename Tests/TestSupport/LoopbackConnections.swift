import Foundation

/// The TCP connections tests make on loopback, dropped as a network failure drops them.
public enum LoopbackConnections {
    /// Aborts every established connection to 127.0.0.1:`port` in the kernel (`ss -K`):
    /// the client sees its connection fail (a page's event stream errors, as on a dropped
    /// network), the server a reset. Returns how many were dropped.
    ///
    /// - Throws: `MissingPrerequisite` when none could be dropped this way (`ss` from
    ///   iproute2 needs root and a kernel with socket destroy, `CONFIG_INET_DIAG_DESTROY`).
    @discardableResult
    public static func reset(toPort port: UInt16) throws -> Int {
        guard let ss = ["/usr/bin/ss", "/bin/ss", "/usr/sbin/ss", "/sbin/ss"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw MissingPrerequisite("ss (iproute2) is not installed; it drops loopback connections for the reconnect tests")
        }
        let run = try ChildProcess.run(ss, ["-K", "-t", "-n", "state", "established", "dst", "127.0.0.1", "dport", "=", ":\(port)"])
        // ss lists the sockets it destroyed under a header line.
        let dropped = run.stdout.split(separator: "\n").filter { $0.contains("127.0.0.1:\(port)") }.count
        guard run.status == 0, dropped > 0 else {
            throw MissingPrerequisite("ss -K dropped no connection to port \(port) (status \(run.status): \(run.stderr)); "
                                      + "it needs root and a kernel built with CONFIG_INET_DIAG_DESTROY")
        }
        return dropped
    }
}
