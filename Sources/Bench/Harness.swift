import CBenchSupport
import Dispatch

/// Keeps a value alive and opaque to the optimizer.
@inline(never)
func blackHole<T>(_ value: T) {
    withUnsafePointer(to: value) { cbench_blackhole($0) }
}

/// Returns its argument through a call the optimizer cannot see through.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// The `bench rx` floor's call, returned through a function the optimizer cannot see
/// through. Not `opaque`: a closure passed through a generic function comes back wrapped
/// in a reabstraction thunk wherever the generic call is not specialized, and the floor
/// must be one indirect call per element.
@inline(never)
func opaqueCall(_ call: @escaping (Int) -> Void) -> (Int) -> Void { call }

/// The best nanoseconds per call of `elements` calls of `call`: `bench rx`'s floor.
///
/// One copy of this loop serves every case. Written inline in the suite, the optimizer
/// specialized it differently at different call sites, and one copy went through a
/// reabstraction thunk (two indirect calls per element): every case measured against
/// that copy (six nested combineLatest, the state chain, both bag cases) read its ratio
/// against a floor of ~2.4 ns instead of ~1.35 ns, flattering it by about 1.8x.
@inline(never)
func floorNanoseconds(elements: Int, repetitions: Int, _ call: (Int) -> Void) -> Double {
    bestNanoseconds(operations: elements, repetitions: repetitions) {
        for index in 0..<elements { call(index) }
    }
}

/// Accumulates elements so that no benchmark loop is optimized away.
/// `@unchecked Sendable`: only the benchmark's own thread touches `total`.
final class Accumulator: @unchecked Sendable {
    var total = 0
}

/// Monotonic nanoseconds.
func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Runs `body` (which performs `operations` operations) several times and returns the
/// best nanoseconds per operation: the least disturbed run on a shared machine.
func bestNanoseconds(operations: Int, repetitions: Int = 7, _ body: () -> Void) -> Double {
    body()  // warm up caches, lazy metadata and the allocator
    var best = Double.infinity
    for _ in 0..<repetitions {
        let start = nanoseconds()
        body()
        best = min(best, Double(nanoseconds() - start) / Double(operations))
    }
    return best
}

/// Heap allocations made while running `body`, per operation.
func allocationsPerOperation(operations: Int, _ body: () -> Void) -> Double {
    body()
    cbench_count_allocations(1)
    let before = cbench_allocation_count()
    body()
    let after = cbench_allocation_count()
    cbench_count_allocations(0)
    return Double(after - before) / Double(operations)
}

/// One line of a suite's report, with an optional target.
///
/// A case with a target that could not be measured is a missed target
/// (`BenchResult.notRun`), never a line without one: a suite cannot pass by failing to run.
struct BenchResult {
    let name: String
    let figure: String
    let reference: String
    let target: String?
    let met: Bool?

    /// Whether the line has a target: a target text or a verdict (a verdict without a
    /// target text, or the reverse, still counts, as missed unless it is `true`).
    var hasTarget: Bool { target != nil || met != nil }

    var line: String {
        // A name or figure longer than its column pushes the rest right instead of being
        // cut: "…bag of 10, release70.29 ns" read as one word.
        var text = name.padding(toLength: max(40, name.count + 1), withPad: " ", startingAt: 0)
            + figure.padding(toLength: max(16, figure.count + 1), withPad: " ", startingAt: 0)
            + reference
        if hasTarget {
            text = text.padding(toLength: max(92, text.count + 2), withPad: " ", startingAt: 0)
                + "target \(target ?? "?"): \(met == true ? "met" : "MISSED")"
        }
        return text
    }

    /// A case that could not run (its setup failed, it timed out): its target is missed.
    static func notRun(_ name: String, target: String, why: String) -> BenchResult {
        BenchResult(name: name, figure: "not run", reference: why, target: target, met: false)
    }
}

/// Why a case (or one run of it) could not be measured, for its report line.
struct CaseFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Formats a number with a fixed count of decimals.
func format(_ value: Double, decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return "\(rounded)"
}

/// Targets met and measured by every suite reported so far, for the closing line of a
/// run of several suites.
/// `nonisolated(unsafe)`: only the main thread runs suites and reports them.
nonisolated(unsafe) var benchTally = (met: 0, total: 0)

/// Prints a suite's results and the closing `N of M targets met` line; returns whether
/// all were met. A suite that reports no target at all has failed to measure anything:
/// that is reported as one missed target, so "0 of 0 targets met" cannot pass.
@discardableResult
func report(_ suite: String, _ results: [BenchResult]) -> Bool {
    print("# bench \(suite)")
    var lines = results
    if !lines.contains(where: \.hasTarget) {
        lines.append(.notRun("\(suite) suite", target: "a measured target", why: "no case with a target ran"))
    }
    for result in lines { print(result.line) }
    let targets = lines.filter(\.hasTarget)
    let met = targets.filter { $0.met == true }.count
    print("\(met) of \(targets.count) targets met")
    benchTally.met += met
    benchTally.total += targets.count
    return met == targets.count
}
