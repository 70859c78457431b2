import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The release executable `name` next to this bench binary (`tweetie`, `weather`),
/// built with `swift build -c release --product name` when missing; nil when it cannot be.
func releaseProduct(named name: String) -> String? {
    let benchPath = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidate = benchPath.deletingLastPathComponent().appendingPathComponent(name).path
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    print("building \(name): swift build -c release --product \(name)")
    var pid = pid_t()
    let command: [String] = ["/usr/bin/env", "swift", "build", "-c", "release", "--product", name]
    let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    guard posix_spawn(&pid, "/usr/bin/env", nil, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
}
