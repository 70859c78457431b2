import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// A tmux server of its own (`-L`) with one detached session of a fixed size running a
/// plain bash, for driving the real `tweetie` end to end.
///
/// tmux commands are spawned with posix_spawn and waited for with waitpid (Foundation's
/// `Process` has hung under tmux here); the spawned processes get only /dev/null and a
/// file as fds 0-2, and every other descriptor of this process is close-on-exec or closed
/// by `POSIX_SPAWN_CLOEXEC_DEFAULT`-like care: we close the build lock's fd range.
final class TweetieTmux {
    let socket = "tweetie-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let tmuxPath: String

    private init(tmuxPath: String) {
        self.tmuxPath = tmuxPath
    }

    /// A session of `width`×`height`, or nil when tmux is missing.
    static func start(width: Int, height: Int, environment: [String: String]) -> TweetieTmux? {
        guard let path = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return nil
        }
        let session = TweetieTmux(tmuxPath: path)
        let env = environment.map { "\($0.key)=\($0.value)" }.sorted()
        session.run(captureOutput: false, ["-f", "/dev/null", "new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)",
                                           "env", "TERM=xterm-256color"] + env + ["bash", "--norc", "--noprofile"])
        return session
    }

    @discardableResult
    func run(captureOutput: Bool = true, _ arguments: [String]) -> String {
        let outputPath = captureOutput ? NSTemporaryDirectory() + "\(socket)-\(UInt32.random(in: 0...UInt32.max)).out" : "/dev/null"
        defer { if captureOutput { unlink(outputPath) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nothing else inherited (the build lock's descriptor above all).
        for descriptor in 3..<256 { posix_spawn_file_actions_addclose(&actions, Int32(descriptor)) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([tmuxPath, "-L", socket] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, tmuxPath, &actions, nil, argv, environ) == 0 else { return "" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard captureOutput, let data = FileManager.default.contents(atPath: outputPath) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    func sendKeys(_ keys: String...) {
        run(["send-keys", "-t", "e2e"] + keys)
    }

    func capture() -> String {
        run(["capture-pane", "-p", "-t", "e2e"])
    }

    func display(_ format: String) -> String {
        run(["display-message", "-p", "-t", "e2e", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the pane until `condition` holds; fails after `timeout` seconds with the screen.
    func waitForScreen(_ what: String, timeout: TimeInterval = 15, file: StaticString = #filePath, line: UInt = #line,
                       until condition: (String) -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = capture()
        while !condition(screen) {
            guard Date() < deadline else {
                XCTFail("timed out waiting for \(what); the screen:\n\(screen)", file: file, line: line)
                throw TweetieTimedOut()
            }
            usleep(50_000)
            screen = capture()
        }
    }

    func killServer() {
        run(["kill-server"])
    }
}

/// Ends a test whose screen never showed what it waited for (the failure is recorded).
struct TweetieTimedOut: Error {}

/// Paths of the package and the recorded fixtures, found from this file.
enum EndToEndPaths {
    /// The directory holding Package.swift.
    static let packageRoot: URL = {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            let parent = root.deletingLastPathComponent()
            if parent.path == root.path { break }
            root = parent
        }
        return root
    }()

    /// `shared/fixtures/twitter` beside the package root or one of its ancestors.
    static let fixtures: URL? = {
        var ancestor = packageRoot.deletingLastPathComponent()
        while true {
            let candidate = ancestor.appendingPathComponent("shared/fixtures/twitter", isDirectory: true)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = ancestor.deletingLastPathComponent()
            if parent.path == ancestor.path { return nil }
            ancestor = parent
        }
    }()

    /// The built `tweetie` (next to the test bundle, or .build/debug).
    static func tweetieBinary() throws -> URL {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("tweetie"),
            Bundle.main.bundleURL.appendingPathComponent("tweetie"),
            packageRoot.appendingPathComponent(".build/debug/tweetie"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("tweetie is not built: run `swift build --product tweetie`")
        }
        return found
    }
}
