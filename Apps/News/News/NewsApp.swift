import AppSupport
import Foundation
import NewsCore
import NewsTerminal
import NewsWeb
import RxImages
import RxStore
import TerminalUI
import WebUI

/// `news`, as the app runner starts it (`NewsApp.run(arguments:environment:)`): its
/// options, the sources and database it picks, and its three front ends — the list and
/// reading screens on a terminal, the stories printed when stdout is not one, and the
/// live page with `--web`.
///
/// Exit statuses: 0 done, 1 a failure (network, unreadable feed, damaged database),
/// 2 a command line to fix, 141 when the reader of the output went away.
public enum NewsApp: RunnableApp {
    /// The sources (`--feed`, `--api-cache`, `--source`, else live Hacker News with the
    /// demo when offline; then the feed list's feeds) and the read marks' database.
    public static func startup(options: NewsOptions, context: AppContext) throws(NewsStartupError) -> NewsStartup {
        try NewsStartup.make(options: options, paths: context.paths)
    }

    /// Prints `--limit` stories of the first source, or of every `--feed` in turn (a
    /// feed given is a feed asked for, as newsboat's `-x reload` reads them all).
    public static func plainFrontEnd(startup: NewsStartup, store: Store, options: NewsOptions,
                                     context: AppContext) throws(ExitStatus) -> any PlainFrontEnd {
        var environment = startup.environment(store: store)
        // A pipe does not scroll: it asks for the pages its limit needs at once, and a
        // throttle made for a reader's scrolling would only make it wait (0.3 s per run).
        environment.throttle = .seconds(0)
        environment.frameInterval = nil
        // It prints what it fetched; offline (or when the demo would stand in), as many
        // stored stories as it was asked for, read only then.
        environment.storedStoryLimit = options.limit
        environment.showsStoredStoriesWhileLoading = false
        let sourceList = environment.sourceList
        let range = startup.printed.clamped(to: sourceList.sources.indices)
        let printed = range.isEmpty ? Array(sourceList.sources.prefix(1)) : Array(sourceList.sources[range])
        let viewModels = printed.indices.map { index in
            var one = environment
            // Each its own list; the feed list's left-out lines are said once, with the first.
            one.sourceList = NewsSourceList([printed[index]], leftOut: index == 0 ? sourceList.leftOut : [])
            return NewsViewModel(environment: one)
        }
        return PlainNewsFrontEnd(viewModels: viewModels, limit: options.limit, format: options.common.plainFormat)
    }

    /// Shows the list of the first source; Enter pushes a story's reading screen.
    public static func showScreens(startup: NewsStartup, store: Store, options: NewsOptions, session: ScreenSession) {
        let navigator = Navigator(environment: startup.environment(store: store))
        _ = TerminalPresenter(navigator: navigator, navigationController: session.navigationController, openPage: session.openPage,
                              imageLoader: imageLoader(options: options, paths: session.context.paths))
        session.navigator = navigator
        navigator.show(segue: .stories)
    }

    /// The one loader of the screens' pictures, keeping files in the app's image cache
    /// directory (`$XDG_CACHE_HOME/news/images`); nil with `--no-images`, so nothing is
    /// fetched. The plain front end prints no pictures and makes none. The demo's
    /// pictures come from the bundled ones (`DemoPictures`), not the network.
    static func imageLoader(options: NewsOptions, paths: AppPaths) -> ImageLoader? {
        guard !options.common.noImages else { return nil }
        let decoder = ImageDecoder()
        return ImageLoader(provider: DemoPictures.imageProvider(maximumResponseSize: decoder.limits.maximumBytes),
                           diskCache: DiskImageCache(directory: paths.imageCacheDirectory), decoder: decoder)
    }

    /// A tab of the web page: the list of the first source in its own navigator, at `path`
    /// ("/" or a story's "/stories/<id>", see `NewsPages`).
    public static func webRoot(startup: NewsStartup, store: Store, options: NewsOptions, session: WebSession,
                               path: String) -> WebUI.ViewController {
        NewsPages.root(environment: startup.environment(store: store), pictures: session.pictures, path: path)
    }

    /// The page's pictures come through the screens' loader: the demo's from the bundled
    /// pictures, the others from the network and the image cache; none with `--no-images`.
    public static func webImageLoader(options: NewsOptions, context: AppContext) -> ImageLoader? {
        imageLoader(options: options, paths: context.paths)
    }
}
