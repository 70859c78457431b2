import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Waits for a terminal's answer to `GraphicsQuery.request` on its input: reads what
/// arrives until the device attributes answer or `timeout` has passed, whichever is
/// first, so a terminal that never answers costs the timeout once at start.
enum GraphicsProbe {
    /// How long a terminal has to answer (a remote one answers within a round trip).
    static let timeout = 150

    /// Reads `input` (raw mode, so answers are not echoed and come byte by byte) for at
    /// most `timeoutMilliseconds`; the answer and the bytes that were not answers (keys
    /// typed meanwhile), which belong to the app.
    static func readAnswer(from input: Int32, timeoutMilliseconds: Int = timeout) -> (answer: GraphicsAnswer, keptInput: [UInt8]) {
        var parser = GraphicsAnswerParser()
        let deadline = now() + Double(timeoutMilliseconds) / 1000
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !parser.isComplete {
            let remaining = Int32(max(0, ((deadline - now()) * 1000).rounded(.up)))
            guard remaining > 0 else { break }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, remaining)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { break }
            parser.feed(buffer[0..<count])
        }
        return parser.finish()
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
