// The benchmark executable: `swift run -c release bench <suite>`.
// Each suite prints one line per case and ends with `N of M targets met`.
#if canImport(Glibc)
import Glibc
#endif

let suites: [String: @MainActor () -> Bool] = [
    "images": runImagesSuite,
    "net": runNetSuite,
    "news": runNewsSuite,
    "rx": runRxSuite,
    "search": runSearchSuite,
    "store": runStoreSuite,
    "tui": runTUISuite,
    "tweetie": runTweetieSuite,
    "weather": runWeatherSuite,
]

let arguments = Array(CommandLine.arguments.dropFirst())
let requested = arguments.isEmpty ? ["rx"] : arguments
var allMet = true
for name in requested {
    if name == "all" {
        for (_, run) in suites.sorted(by: { $0.key < $1.key }) { allMet = run() && allMet }
        continue
    }
    guard let run = suites[name] else {
        print("unknown suite '\(name)'; available: \(suites.keys.sorted().joined(separator: ", ")), all")
        exit(2)
    }
    allMet = run() && allMet
}
// Missed targets are reported, not failed: the numbers are the result.
_ = allMet
exit(0)
