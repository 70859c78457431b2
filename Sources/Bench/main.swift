// The benchmark executable: `swift run -c release bench <suite>...` (or `all`).
// Each suite prints one line per case and ends with `N of M targets met`; the exit status
// is 0 only when every target of every suite run was met (1 otherwise, 2 for bad usage).
#if canImport(Glibc)
import Glibc
#endif

let suites: [String: @MainActor () -> Bool] = [
    "images": runImagesSuite,
    "memory": runMemorySuite,
    "net": runNetSuite,
    "news": runNewsSuite,
    "rx": runRxSuite,
    "search": runSearchSuite,
    "store": runStoreSuite,
    "tui": runTUISuite,
    "tweetie": runTweetieSuite,
    "weather": runWeatherSuite,
    "web": runWebSuite,
]

let arguments = Array(CommandLine.arguments.dropFirst())
let requested = arguments.isEmpty ? ["rx"] : arguments
// Checked before anything runs, so a typo does not cost a whole run.
for name in requested where name != "all" && suites[name] == nil {
    print("unknown suite '\(name)'; available: \(suites.keys.sorted().joined(separator: ", ")), all")
    exit(2)
}
var allMet = true
var suitesRun = 0
for name in requested {
    let names = name == "all" ? suites.keys.sorted() : [name]
    for name in names {
        guard let run = suites[name] else { continue }
        allMet = run() && allMet
        suitesRun += 1
    }
}
if suitesRun > 1 {
    print("# all \(suitesRun) suites: \(benchTally.met) of \(benchTally.total) targets met")
}
exit(allMet && benchTally.total > 0 ? 0 : 1)
