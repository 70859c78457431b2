import AppSupport
import Foundation
import NewsCore
import RxCore
import RxImages
import RxNetwork
import RxStore
import RxTesting
import TerminalUI
import TestSupport
@testable import NewsTerminal

/// A headless news app: the real presenter, list and reading screens over stub sources,
/// a database in a temp directory, a 100×30 window rendering into a `HeadlessTerminal`.
///
/// The view model's throttle and the highlight fades run on a `TestScheduler` (one tick
/// is 100 ms); Drivers deliver on the main queue, drained after each step. The clock
/// stands at `now`; dates are written in UTC. Pages opened in the browser are recorded.
/// Pictures come from the `imageLoader` given; by default from one that answers every
/// request at once with a failure (no network), so the boxes show their placeholders.
final class NewsScreenHarness {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    let terminal: HeadlessTerminal
    let directory: URL
    let presenter: NewsPresenter
    private(set) var window: Window?
    private let renderer: Renderer
    /// The browser the screens open pages in.
    let browser = BrowserRecorder()
    private(set) var quitCount = 0

    init(sources: [any NewsSource], feedListProblems: [String] = [], width: Int = 100, height: Int = 30,
         imageLoader: ImageLoader? = NewsScreenHarness.failingImageLoader()) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("news-ui-\(UUID().uuidString)", isDirectory: true)
        let database = LocalDatabase(url: directory.appendingPathComponent(NewsStorage.fileName), schemaVersion: NewsStorage.schemaVersion,
                                     kind: "read-marks database", appName: "news")
        let plan = StartupPlan(sources: sources, database: database, feedListProblems: feedListProblems)
        let now = self.now
        let browser = self.browser
        terminal = HeadlessTerminal(width: width, height: height)
        renderer = Renderer(terminal: terminal)
        presenter = NewsPresenter(plan: plan, environment: NewsEnvironment(scheduler: scheduler, now: { now }),
                                  openPage: { url in browser.open(url) }, imageLoader: imageLoader,
                                  timeZone: TimeZone(secondsFromGMT: 0) ?? .current, onQuit: {})
        presenter.navigationController.onQuit = { [unowned self] in quitCount += 1 }
    }

    /// A loader whose requests all fail at once, without the network (stubbed, with no
    /// stub answer).
    static func failingImageLoader() -> ImageLoader {
        ImageLoader(provider: Provider<URLTarget>(stubClosure: Provider.immediatelyStub))
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Opens the database, shows the list in a window and lets the first page arrive.
    func start() {
        presenter.start()
        let window = Window(rootViewController: presenter.navigationController, size: Size(width: terminal.size.width, height: terminal.size.height))
        window.makeKeyAndVisible()
        self.window = window
        advance()
    }

    /// Runs the test scheduler forward by `ticks` (100 ms each), draining the main queue
    /// and drawing a frame after each (a layout may ask for a page, as the list's end
    /// comes into view).
    func advance(_ ticks: Int = 5) {
        render()
        for _ in 0..<ticks {
            scheduler.advanceTo(scheduler.clock + 1)
            render()
        }
    }

    /// The screen's rows after a frame is drawn.
    @discardableResult
    func render() -> [String] {
        guard let window else { return [] }
        drainMainQueue()
        window.render(with: renderer)
        return terminal.lines
    }

    /// The whole screen as one string, once what the last frame started has settled.
    var screen: String {
        advance(2)
        return terminal.lines.joined(separator: "\n")
    }

    /// Presses keys, letting the screens react (and the throttle run) after each.
    func press(_ keys: Key...) {
        for key in keys {
            _ = window?.processKey(key)
            advance()
        }
    }

    var top: ViewController? { presenter.navigationController.topViewController }
    var list: NewsListViewController? { presenter.navigationController.viewControllers.first as? NewsListViewController }
}

/// Records the pages the screens open instead of starting a browser.
final class BrowserRecorder {
    /// Pages opened, in order.
    private(set) var opened: [URL] = []
    /// The error to give instead, when set.
    var error: BrowserError?

    func open(_ url: URL) -> Completable {
        if let error { return .error(error) }
        opened.append(url)
        return .empty()
    }
}
