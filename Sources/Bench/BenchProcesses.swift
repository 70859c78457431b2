import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TerminalUI

/// The process's peak resident set (VmHWM) in MB, from /proc; nil when it cannot be read
/// (a memory case then fails instead of reading 0 MB as a met target).
func residentMegabytes(_ pid: pid_t) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        guard let kilobytes = line.split(separator: " ").compactMap({ Double($0) }).first else { return nil }
        return kilobytes / 1024
    }
    return nil
}

/// The CPU time (user and system) process `pid` has used, all its threads, from
/// /proc/PID/stat (in clock ticks, 10 ms); nil when it cannot be read.
func cpuSeconds(_ pid: pid_t) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    // After the command's name (which may hold spaces): state is field 3, utime 14, stime 15.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// A program started in a pseudo-terminal of its own, driven by keys; what it draws is
/// replayed on a headless terminal of the same size so its screen can be read.
final class PtyChild {
    let pid: pid_t
    private let master: Int32
    private let screen: HeadlessTerminal
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    /// The start of a UTF-8 sequence or an escape sequence a read cut short, kept for the
    /// next read.
    private var pending: [UInt8] = []

    /// Starts `binary` with `arguments` and exactly `environment` in a `size` pty.
    init?(binary: String, arguments: [String], environment: [String], size: Size) {
        var master: Int32 = -1
        var slave: Int32 = -1
        var windowSize = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &windowSize) == 0 else { return nil }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in 0...2 { posix_spawn_file_actions_adddup2(&actions, slave, Int32(target)) }
        for descriptor in 3..<256 { posix_spawn_file_actions_addclose(&actions, Int32(descriptor)) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, envp)
        close(slave)
        guard spawned == 0 else { close(master); return nil }
        self.pid = pid
        self.master = master
        screen = HeadlessTerminal(width: size.width, height: size.height)
    }

    /// Reads what arrived within `milliseconds` and replays it on the screen: when it
    /// arrived (0 when nothing did), or nil when the program closed the pty.
    func readChunk(waiting milliseconds: Int32) -> UInt64? {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return 0 }
        let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        // When the bytes arrived: replaying them to read the screen is the bench's work.
        let arrived = nanoseconds()
        answerDeviceAttributes(in: count)
        pending.append(contentsOf: buffer[0..<count])
        // Up to the last whole UTF-8 sequence; a cut one waits for its other bytes.
        var end = pending.count
        var back = 0
        while back < min(3, pending.count), pending[pending.count - 1 - back] & 0xC0 == 0x80 { back += 1 }
        if back < pending.count {
            let lead = pending[pending.count - 1 - back]
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            if length > back + 1 { end = pending.count - 1 - back }
        }
        end = Self.endOfWholeEscapes(pending, before: end)
        screen.write(String(decoding: pending[0..<end], as: UTF8.self))
        pending.removeFirst(end)
        return arrived
    }

    /// `end`, or where an escape sequence that `end` cuts short starts: the headless
    /// terminal parses each write on its own, so the rest of a cut sequence (a cursor move,
    /// a style) would be drawn as text and the move lost. A big first frame often arrives
    /// in several reads; a status line garbled that way never showed the count a case
    /// waits for (later frames rewrite only the cells that change).
    static func endOfWholeEscapes(_ bytes: [UInt8], before end: Int) -> Int {
        // Control sequences are short: an ESC further back has ended.
        var index = end - 1
        while index >= 0 && index >= end - 32 {
            guard bytes[index] == 0x1B else {
                index -= 1
                continue
            }
            // ESC [ parameters… final (0x40-0x7E): whole when its final byte is in.
            if index + 1 == end { return index }
            guard bytes[index + 1] == UInt8(ascii: "[") else { return end }
            let final = bytes[(index + 2)..<end].contains { $0 >= 0x40 && $0 <= 0x7E }
            return final ? end : index
        }
        return end
    }

    /// The last bytes of the previous read, so a request cut between reads is still seen.
    private var requestTail: [UInt8] = []

    /// Answers a primary device attributes request (`ESC [ c`, which TerminalUI sends at
    /// start to learn about pictures) as a VT220-class terminal without sixel does, at
    /// once: every real terminal answers it, and a pty that stayed silent would make each
    /// start wait out the app's 150 ms timeout, which no user waits for.
    private func answerDeviceAttributes(in count: Int) {
        let bytes = requestTail + buffer[0..<count]
        let request: [UInt8] = [0x1B, 0x5B, 0x63]
        var found = false
        if bytes.count >= request.count {
            for start in 0...(bytes.count - request.count) where bytes[start..<start + request.count].elementsEqual(request) {
                found = true
                break
            }
        }
        requestTail = Array(bytes.suffix(request.count - 1))
        guard found else { return }
        let answer = Array("\u{1B}[?62;22c".utf8)
        _ = answer.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what arrived within `milliseconds`; false when the program closed the pty.
    private func read(waiting milliseconds: Int32) -> Bool {
        readChunk(waiting: milliseconds) != nil
    }

    /// The program's screen now, row by row.
    var screenLines: [String] { screen.lines }

    /// What the program's screen shows now.
    var screenText: String { screen.lines.joined(separator: "\n") }

    /// Reads the screen and, every 100 ms, sends what `sending` returns for it, until
    /// `condition` holds for the screen's text (at most 30 s); whether it did.
    func interact(until condition: (String) -> Bool, sending: (String) -> String) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        var nextSend = Date()
        while Date() < deadline {
            guard read(waiting: 20) else { return false }
            let text = screenText
            if condition(text) { return true }
            if Date() >= nextSend {
                let keys = Array(sending(text).utf8)
                _ = keys.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                nextSend = Date().addingTimeInterval(0.1)
            }
        }
        return false
    }

    /// Sends `keys` and waits (reading, so it never blocks on a full pty) for the program
    /// to end; kills it after 5 s.
    func quit(with keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        let deadline = Date().addingTimeInterval(5)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline { kill(pid, SIGKILL) }
            _ = read(waiting: 20)
        }
        close(master)
    }
}
