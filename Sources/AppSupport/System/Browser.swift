import Foundation
import RxCore
#if canImport(Glibc)
import Glibc
#endif

/// Opens web pages in the user's browser: the command in `$BROWSER` (the first of a
/// colon-separated list, split at spaces; a `%s` argument becomes the URL, else the URL
/// is added last), else `xdg-open`.
///
/// The program is started with `posix_spawnp`, never through a shell, and the URL is
/// always exactly one argument, so nothing in it is ever interpreted. Its stdin, stdout
/// and stderr are /dev/null, so it cannot draw over the screen or read keys. Nothing
/// blocks on it: a thread reaps it when it ends and reports how it ended, so a program
/// that never ends neither lingers as a zombie nor holds up the app's exit. Only http and
/// https URLs are opened.
public struct Browser: Sendable {
    /// The command line before the URL is put in: program, then arguments.
    public let command: [String]

    /// The browser `environment` names (`BROWSER`), or `xdg-open`.
    public init(environment: [String: String]) {
        let configured = (environment["BROWSER"] ?? "").split(separator: ":").first.map(String.init) ?? ""
        let words = configured.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        command = words.isEmpty ? ["xdg-open"] : words
    }

    /// The arguments that open `url`.
    func arguments(for url: URL) -> [String] {
        let link = url.absoluteString
        if command.dropFirst().contains("%s") {
            return command.map { $0 == "%s" ? link : $0 }
        }
        return command + [link]
    }

    /// Opens `url`: completes when the program ends with status 0, fails with a
    /// `BrowserError` when it ends otherwise or cannot be started.
    ///
    /// The program starts on subscription (on the subscribing thread, which does not wait
    /// for it); the outcome arrives on a background thread, so observe it on the main
    /// queue for the screen (`Banner.opening` does). Disposing does not stop the program:
    /// the browser it started stays open. `xdg-open` handing the page to a browser that
    /// is already running ends at once; a browser started by it may run until closed,
    /// which `Banner.opening` allows for.
    public func open(_ url: URL) -> Completable {
        Completable.create { observer in
            do throws(BrowserError) {
                let program = try launch(url)
                program.onExit { status in
                    observer(status == 0 ? .completed : .error(BrowserError.exited(program: command[0], status: status)))
                }
            } catch {
                observer(.error(error))
            }
            return Disposables.create()
        }
    }

    /// Starts the browser on `url` and returns at once.
    ///
    /// - Throws: `BrowserError.unsupportedURL` for anything but http(s), `.notFound` when
    ///   the program does not exist, `.failed` when it cannot be started.
    func launch(_ url: URL) throws(BrowserError) -> LaunchedProcess {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .unsupportedURL(url.absoluteString)
        }
        let arguments = arguments(for: url)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group: a Ctrl-C meant for the app does not reach the browser.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let result = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        switch result {
        case 0:
            return LaunchedProcess(pid: pid)
        case ENOENT:
            throw .notFound(program: arguments[0])
        default:
            throw .failed(program: arguments[0], reason: String(cString: strerror(result)))
        }
    }
}

/// A started program that nobody waits on: a detached thread reaps it when it ends, so
/// it never lingers as a zombie, and the app's exit never waits for that thread.
final class LaunchedProcess: @unchecked Sendable {
    // @unchecked Sendable: `status` and `handlers` are read and written only under
    // `lock`; handlers are called after it is released.
    /// The process id.
    let pid: pid_t
    private let lock = NSLock()
    private var status: Int32?
    private var handlers: [(Int32) -> Void] = []

    init(pid: pid_t) {
        self.pid = pid
        Thread.detachNewThread { [self] in
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            let ended = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
            lock.lock()
            status = ended
            let waiting = handlers
            handlers = []
            lock.unlock()
            waiting.forEach { $0(ended) }
        }
    }

    /// Calls `handler` with the exit status (128 + the signal when killed) once the
    /// program has ended: on the reaper thread, or at once when it already has.
    func onExit(_ handler: @escaping (Int32) -> Void) {
        lock.lock()
        guard let status else {
            handlers.append(handler)
            lock.unlock()
            return
        }
        lock.unlock()
        handler(status)
    }
}

/// Why a page could not be opened; `message` says what to do.
public enum BrowserError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Only http and https pages are opened.
    case unsupportedURL(String)
    /// The browser program does not exist.
    case notFound(program: String)
    /// The browser could not be started.
    case failed(program: String, reason: String)
    /// The browser program ended with a non-zero status (`xdg-open` on a machine without
    /// a desktop, a browser that could not start).
    case exited(program: String, status: Int32)

    /// What happened and what to do.
    public var message: String {
        switch self {
        case .unsupportedURL(let url):
            return "Only web pages (http, https) are opened, not \(url)."
        case .notFound(let program):
            return "No browser: \(program) was not found. Set BROWSER to your browser's command, or install xdg-utils."
        case .failed(let program, let reason):
            return "The browser \(program) could not be started: \(reason)."
        case .exited(let program, let status):
            let name = (program as NSString).lastPathComponent
            let why = name == "xdg-open" && status == 3 ? " (no browser found; is there a desktop?)" : " (exit status \(status))"
            return "The browser \(program) could not open the page\(why). Set BROWSER to your browser's command."
        }
    }

    /// Same as `message`.
    public var description: String { message }
}
