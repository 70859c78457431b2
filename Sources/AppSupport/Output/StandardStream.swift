import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Stdout or stderr, written with `write(2)` so every failure comes back as an error
/// instead of a trap (Foundation's `FileHandle.write(_:)` traps on a full disk).
///
/// Thread safety: a value; writes from several threads may interleave between calls.
public struct StandardStream: Sendable {
    /// The file descriptor.
    public let descriptor: Int32

    /// A stream on `descriptor`.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Standard output.
    public static let output = StandardStream(descriptor: STDOUT_FILENO)
    /// Standard error.
    public static let error = StandardStream(descriptor: STDERR_FILENO)

    /// Writes all of `text`, retrying short writes and interruptions.
    ///
    /// - Throws: `.closed` when the reader went away (EPIPE; only when SIGPIPE is
    ///   ignored, else the signal ends the process), `.failed` for anything else (a
    ///   full disk, an I/O error).
    public func write(_ text: String) throws(OutputError) {
        var text = text
        if let failure = text.withUTF8({ writeAll($0) }) { throw failure }
    }

    /// Writes `bytes` whole; the failure, or nil.
    private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) -> OutputError? {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written >= 0 {
                offset += written
                continue
            }
            let code = errno
            switch code {
            case EINTR:
                continue
            case EAGAIN:
                // A non-blocking descriptor (shared with another program): wait until it drains.
                var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&request, 1, -1)
            case EPIPE:
                return .closed
            default:
                return .failed(code: code, reason: String(cString: strerror(code)))
            }
        }
        return nil
    }
}

/// Why output could not be written.
public enum OutputError: Error, Equatable, Sendable {
    /// The reader closed the pipe; nobody is listening, so nothing needs saying.
    case closed
    /// The write failed: `reason` is the system's message (like "No space left on device").
    case failed(code: Int32, reason: String)
}
