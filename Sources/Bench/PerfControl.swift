import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Turns a `perf record -D -1 --control fifo:PATH` on and off around the timed part of a
/// case, so a profile holds only what the figure measures (not the prefill or the cold
/// starts around it). Set `BENCH_PERF_CONTROL=CTL,ACK` (perf's control and
/// acknowledgement fifos, `--control fifo:CTL,ACK`); each command waits for perf's "ack",
/// so no sample of the untimed work between two rounds gets in.
final class PerfControl {
    private let control: Int32
    private let acknowledgement: Int32

    private init(control: Int32, acknowledgement: Int32) {
        self.control = control
        self.acknowledgement = acknowledgement
    }

    deinit {
        close(control)
        close(acknowledgement)
    }

    /// The control of the fifos `BENCH_PERF_CONTROL` names, nil when unset or unopenable.
    static func fromEnvironment() -> PerfControl? {
        guard let paths = ProcessInfo.processInfo.environment["BENCH_PERF_CONTROL"]?.split(separator: ","), paths.count == 2 else {
            return nil
        }
        let control = open(String(paths[0]), O_WRONLY)
        let acknowledgement = open(String(paths[1]), O_RDONLY)
        guard control >= 0, acknowledgement >= 0 else {
            if control >= 0 { close(control) }
            if acknowledgement >= 0 { close(acknowledgement) }
            return nil
        }
        return PerfControl(control: control, acknowledgement: acknowledgement)
    }

    /// Starts sampling.
    func enable() { send("enable\n") }

    /// Stops sampling.
    func disable() { send("disable\n") }

    private func send(_ command: String) {
        _ = command.utf8CString.withUnsafeBufferPointer { write(control, $0.baseAddress, $0.count - 1) }
        var answer = [UInt8](repeating: 0, count: 16)
        _ = read(acknowledgement, &answer, answer.count)
    }
}
