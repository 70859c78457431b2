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

/// The news app's screens in the shared `ScreenHarness` (100×30 unless given), shown by
/// its navigator and terminal presenter as the app shows them, over stub sources, read
/// marks kept in a SQLite file in the harness's directory.
///
/// The view model's throttle and the highlight fades run on the harness's `TestScheduler`
/// (one tick is 100 ms; each key is followed by five); Drivers deliver on the main queue,
/// drained after each step. The clock stands at `now`; dates are written in UTC. Pictures
/// come from the `imageLoader` given; by default from one that answers every request at
/// once with a failure (no network), so the boxes show their placeholders.
final class NewsScreenHarness: ScreenHarness {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let navigator: Navigator

    /// - Parameters:
    ///   - sources: the sources in Tab order (the first is shown).
    ///   - leftOut: the feed list's lines left out (`PATH line N: reason`).
    init(sources: [any NewsSource], leftOut: [String] = [], width: Int = 100, height: Int = 30,
         imageLoader: ImageLoader? = NewsScreenHarness.failingImageLoader()) throws {
        let directory = try ScreenHarness.temporaryDirectory(appName: "news")
        let store = try Store(url: directory.appendingPathComponent(NewsStorage.fileName), schemaVersion: NewsStorage.schemaVersion)
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let now = self.now
        var environment = NewsEnvironment.live(sourceList: NewsSourceList(sources, leftOut: leftOut), store: store)
        environment.scheduler = scheduler
        environment.now = { now }
        environment.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
        navigator = Navigator(environment: environment)
        try super.init(appName: "news", directory: directory, size: Size(width: width, height: height), scheduler: scheduler)
        ticksPerKey = 5
        _ = TerminalPresenter(navigator: navigator, navigationController: navigationController,
                              openPage: session.openPage, imageLoader: imageLoader)
    }

    /// A loader whose requests all fail at once, without the network (stubbed, with no
    /// stub answer).
    static func failingImageLoader() -> ImageLoader {
        ImageLoader(provider: Provider<URLTarget>(stubClosure: Provider.immediatelyStub))
    }

    /// Shows the list and lets the first page arrive.
    func start() {
        navigator.show(segue: .stories)
        advance(5)
    }

    /// The whole screen, once what the last frame started has settled (two ticks on).
    var settledScreen: String {
        advance(2)
        return screen
    }

    /// The list (the root).
    var list: NewsListViewController? { navigationController.viewControllers.first as? NewsListViewController }
}
