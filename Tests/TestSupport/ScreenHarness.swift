import AppSupport
import Foundation
import RxImages
import RxTesting
import TerminalUI
import XCTest

/// An app's screens on a headless terminal, as every app's screen tests drive them: a
/// real `ScreenSession` (the app's navigation stack, `q` counted instead of exiting, the
/// browser recorded instead of started) in a window of `size` that renders into a
/// `HeadlessTerminal`, a `TestScheduler` for the view models' time, and a temporary
/// directory (the XDG directories of the session's context) removed with the harness.
///
/// Show the app's first screen with its own `showScreens(…session:)` (or set the stack's
/// view controllers), then press keys and read the screen. Drivers deliver on the main
/// queue, which every step drains. Main thread only.
open class ScreenHarness {
    /// Removed with the harness; the context's XDG directories are inside it.
    public let directory: URL
    /// The view models' and screens' virtual time.
    public let scheduler: TestScheduler
    /// What the screen shows.
    public let terminal: HeadlessTerminal
    /// The pages the screens opened (or the error it gives them).
    public let browser = BrowserRecorder()
    /// The app's session: its stack is the window's root.
    public let session: ScreenSession
    /// The window drawing the stack.
    public let window: Window
    /// How many times `q` (or the app) asked to quit.
    public private(set) var quitCount = 0
    /// Ticks of `scheduler` run after each key (a throttle or a highlight to let pass).
    public var ticksPerKey = 0

    private let renderer: Renderer

    /// A new empty temporary directory for a harness of `appName` (a subclass makes it
    /// first when it keeps files there before the harness exists, like a store).
    public static func temporaryDirectory(appName: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(appName)-screens-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A harness of `size` whose view models run on `scheduler`, keeping its files in
    /// `directory` (a new temporary one by default; removed with the harness);
    /// `environment` adds to the context's environment (the XDG directories are the
    /// harness's own).
    public init(appName: String = "app", directory: URL? = nil, size: Size = Size(width: 80, height: 24),
                scheduler: TestScheduler = TestScheduler(initialClock: 0), environment: [String: String] = [:]) throws {
        self.directory = try directory ?? ScreenHarness.temporaryDirectory(appName: appName)
        var variables = environment
        for (name, folder) in [("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache"), ("XDG_CONFIG_HOME", "config")] where variables[name] == nil {
            variables[name] = self.directory.appendingPathComponent(folder).path
        }
        self.scheduler = scheduler
        terminal = HeadlessTerminal(width: size.width, height: size.height)
        renderer = Renderer(terminal: terminal)
        var quit: () -> Void = {}
        let browser = self.browser
        session = ScreenSession(context: AppContext(name: appName, environment: variables, frontEnd: .terminal),
                                openPage: { browser.open($0) }, onQuit: { quit() })
        window = Window(rootViewController: session.navigationController, size: size)
        window.makeKeyAndVisible()
        quit = { [unowned self] in self.quitCount += 1 }
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The app's navigation stack.
    public var navigationController: AppNavigationController { session.navigationController }
    /// The screen on top of the stack.
    public var top: ViewController? { navigationController.topViewController }

    /// The screen's rows after drawing a frame (what the main queue held has run first).
    @discardableResult
    public func render() -> [String] {
        drainMainQueue()
        window.render(with: renderer)
        return terminal.lines
    }

    /// The whole screen as one string.
    public var screen: String { render().joined(separator: "\n") }

    /// Presses `keys`, one after another, each followed by `ticksPerKey` ticks.
    public func press(_ keys: Key...) {
        for key in keys {
            _ = window.processKey(key)
            advance(ticksPerKey)
        }
    }

    /// Types `text`, a key per character.
    public func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Runs `scheduler` forward `ticks` ticks, one at a time, drawing a frame before and
    /// after each (a layout may ask for more: a page as the list's end comes into view).
    public func advance(_ ticks: Int = 1) {
        render()
        for _ in 0..<max(0, ticks) {
            scheduler.advanceTo(scheduler.clock + 1)
            render()
        }
    }

    /// Runs the main run loop until the screen satisfies `condition` (for answers that
    /// come from real sockets); after `timeout` seconds records a failure showing the
    /// screen and throws.
    public func waitForScreen(_ what: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
                              until condition: (String) -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var shown = screen
        while !condition(shown) {
            guard Date() < deadline else {
                XCTFail("timed out waiting for \(what); the screen:\n\(shown)", file: file, line: line)
                throw ScreenTimeout(what: what)
            }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
            shown = screen
        }
    }
}

/// `ScreenHarness.waitForScreen` gave up (the failure itself is recorded with XCTFail).
public struct ScreenTimeout: Error, CustomStringConvertible {
    /// What was waited for.
    public let what: String
    public var description: String { "timed out waiting for \(what)" }
}
