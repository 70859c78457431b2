import AppSupport
import Foundation
import WebUI
import RxImages
import RxStore
import TerminalUI
import TweetieCore
import TweetieTerminal
import TweetieWeb

/// `tweetie`, as the app runner starts it (`TweetieApp.run(arguments:environment:)`): its
/// options, the source and the list's database it picks, and its three front ends — the
/// list's timeline on a terminal, printed as text or JSON when stdout is not one, and the
/// live page with `--web`.
///
/// Exit statuses: 0 done, 1 a failure (network, unknown list, damaged database, a full
/// disk), 2 a command line to fix, 141 when the reader of the output went away.
public enum TweetieApp: RunnableApp {
    /// The source (`--api-cache` replays, `--bluesky` reads a Bluesky list, credentials go
    /// live, else the demo data), the list and its database.
    public static func startup(options: TweetieOptions, context: AppContext) throws(TweetieStartupError) -> TweetieStartup {
        try TweetieStartup.make(options: options, environment: context.environment, paths: context.paths)
    }

    /// Prints the list's timeline once the first fetch finished (and older pages up to
    /// `--limit` posts).
    public static func plainFrontEnd(startup: TweetieStartup, store: Store, options: TweetieOptions,
                                     context: AppContext) throws(ExitStatus) -> any PlainFrontEnd {
        let viewModel = ListTimelineViewModel(environment: startup.environment(store: store, interval: nil), list: startup.list)
        return PlainTimelineFrontEnd(viewModel: viewModel, format: options.common.plainFormat, limit: options.limit,
                                     source: startup.source.json, report: { context.report($0) })
    }

    /// Shows the list's timeline, avatars loaded unless `--no-images`.
    public static func showScreens(startup: TweetieStartup, store: Store, options: TweetieOptions, session: ScreenSession) {
        let navigator = Navigator(environment: startup.environment(store: store, interval: startup.interval))
        _ = TerminalPresenter(navigator: navigator, navigationController: session.navigationController, openPage: session.openPage,
                              imageLoader: imageLoader(options: options, paths: session.context.paths))
        session.navigator = navigator
        navigator.show(segue: .listTimeline(startup.list))
    }

    /// The one loader of the avatars, keeping files in `$XDG_CACHE_HOME/tweetie/images`;
    /// nil with `--no-images`, so nothing is fetched. Plain output shows no pictures.
    static func imageLoader(options: TweetieOptions, paths: AppPaths) -> ImageLoader? {
        options.common.noImages ? nil : ImageLoader(diskCache: DiskImageCache(directory: paths.imageCacheDirectory))
    }

    /// A tab of the web page: the list's timeline (and the screen `path` names over it) in
    /// its own navigator, polling as the screens do; avatars served from the image cache
    /// unless `--no-images`.
    public static func webRoot(startup: TweetieStartup, store: Store, options: TweetieOptions, session: WebSession,
                               path: String) -> WebUI.ViewController {
        TweetiePages.root(environment: startup.environment(store: store, interval: startup.interval), list: startup.list,
                          pictures: session.pictures, path: path)
    }
}
