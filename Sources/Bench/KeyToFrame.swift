import Foundation
#if canImport(Glibc)
import Glibc
#endif
@_spi(Instrumentation) import TerminalUI

/// A key's way to the screen as the app runs it: `rootViewController` launched with
/// `Application.launch` on a timed headless terminal, reading keys from a pipe. Once
/// `isReady` holds for the screen, each of `keys` is written to the pipe and the main run
/// loop is turned (without sleeping: the app's own run loop, `RunLoop.main`, runs
/// main-queue work as soon as it is queued, and so does this) until the next frame is
/// written; `shows(i, screen)` says whether that first frame shows key `i`. The line
/// reports the median time from the key's byte to its frame, p99 and max, and the frames
/// per key; the target is the first frame, within 16.7 ms.
@MainActor
func keyToFrameCase(name: String, rootViewController: ViewController, size: Size, keys: [UInt8],
                    isReady: (HeadlessTerminal) -> Bool = { _ in true }, shows: (Int, HeadlessTerminal) -> Bool) -> BenchResult {
    let target = "first frame, <= 16.7 ms"
    let terminal = TimedSession(size: size)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return BenchResult(name: name, figure: "no pipe", reference: "", target: target, met: false) }
    defer { close(ends[0]); close(ends[1]) }
    let application: Application
    do {
        application = try Application.launch(rootViewController: rootViewController, terminal: terminal, input: ends[0], onExit: { _ in })
    } catch {
        return BenchResult(name: name, figure: "no start", reference: "\(error)", target: target, met: false)
    }
    defer { application.exit(0) }
    let ready = Date().addingTimeInterval(5)
    while !isReady(terminal.screen) && Date() < ready {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }

    var latencies: [Double] = []
    var framesPerKey: [Int] = []
    var allShown = true
    for (index, key) in keys.enumerated() {
        let writesBefore = terminal.writes
        let rendersBefore = application.renderCount
        var byte = key
        let start = nanoseconds()
        _ = write(ends[1], &byte, 1)
        let deadline = Date().addingTimeInterval(1)
        while terminal.writes == writesBefore && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date())
        }
        guard terminal.writes > writesBefore else {
            allShown = false
            break
        }
        latencies.append(Double(terminal.lastWrite - start))
        framesPerKey.append(application.renderCount - rendersBefore)
        if !shows(index, terminal.screen) { allShown = false }
    }
    let p50 = latencies.isEmpty ? .infinity : median(latencies)
    let worst = latencies.max() ?? .infinity
    let sorted = latencies.sorted()
    let p99 = sorted.isEmpty ? .infinity : sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
    let inFirstFrame = !framesPerKey.isEmpty && framesPerKey.allSatisfy { $0 == 1 }
    return BenchResult(
        name: name,
        figure: allShown ? "\(format(p50 / 1_000)) µs" : "not shown",
        reference: "p99 \(format(p99 / 1_000)) µs, max \(format(worst / 1_000)) µs, frames per key \(framesPerKey.min() ?? 0)...\(framesPerKey.max() ?? 0), \(latencies.count) keys",
        target: target, met: allShown && inFirstFrame && p50 <= 16_700_000)
}
