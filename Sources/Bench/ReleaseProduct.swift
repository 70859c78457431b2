import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The release executable `name` next to this bench binary (`tweetie`, `weather`),
/// brought up to date with `swift build -c release --product name` the first time a run
/// asks for it (an up-to-date product costs a second or two); nil when it cannot be built.
///
/// Built every run, not only when missing: a product left from an earlier build was
/// measured as it was then (a stale `news` of the morning read every app's memory
/// 10 MiB high and printed no feed), with nothing in the report to say so.
func releaseProduct(named name: String) -> String? {
    let benchPath = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidate = benchPath.deletingLastPathComponent().appendingPathComponent(name).path
    if ReleaseProducts.built.withLock({ $0.contains(name) }) { return candidate }
    print("building \(name): swift build -c release --product \(name)")
    var pid = pid_t()
    let command: [String] = ["/usr/bin/env", "swift", "build", "-c", "release", "--product", name]
    let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    guard posix_spawn(&pid, "/usr/bin/env", nil, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard status == 0, FileManager.default.isExecutableFile(atPath: candidate) else { return nil }
    ReleaseProducts.built.withLock { _ = $0.insert(name) }
    return candidate
}

/// The products this run brought up to date.
private enum ReleaseProducts {
    static let built = Mutex<Set<String>>([])
}
