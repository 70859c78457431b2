import AppSupport
import Foundation
import WebUI
import RepoSearchCore
import RepoSearchTerminal
import RepoSearchWeb
import RxCore
import RxStore
import TerminalUI

/// `repo-search`, as the app runner starts it (`RepoSearchApp.run(arguments:environment:)`):
/// its options, the API and database it picks, and its three front ends — the search
/// screen on a terminal, the repositories printed when stdout is not one, and the live
/// page with `--web`.
///
/// Exit statuses: 0 done (an empty answer included), 1 a failure (user not found, rate
/// limited, offline, a damaged database), 2 a command line to fix, 141 when the reader
/// of the output went away.
public enum RepoSearchApp: RunnableApp {
    /// The API (`--api-cache` replays, else GitHub or `--base-url`) and the stored
    /// queries' database; a plain run needs a user or a search.
    public static func startup(options: RepoSearchOptions, context: AppContext) throws(RepoSearchStartupError) -> RepoSearchStartup {
        try RepoSearchStartup.make(options: options, environment: context.environment, paths: context.paths,
                                   plain: context.frontEnd == .plain)
    }

    /// Asks once and prints the first page (or `--limit` repositories, over pages). Stored before the answer is printed (the
    /// process ends right after), and without watching the network.
    public static func plainFrontEnd(startup: RepoSearchStartup, store: Store, options: RepoSearchOptions,
                                     context: AppContext) throws(ExitStatus) -> any PlainFrontEnd {
        var environment = startup.environment(store: store)
        environment.storageScheduler = CurrentThreadScheduler.instance
        environment.reachability = nil
        let viewModel = RepoSearchViewModel(environment: environment, mode: options.mode, initialText: options.text)
        return PlainRepoFrontEnd(viewModel: viewModel, format: options.common.plainFormat, limit: options.limit,
                                 source: startup.api.jsonSource)
    }

    /// Shows the search screen, with the user or search given typed in.
    public static func showScreens(startup: RepoSearchStartup, store: Store, options: RepoSearchOptions, session: ScreenSession) {
        let navigator = Navigator(environment: startup.environment(store: store))
        _ = TerminalPresenter(navigator: navigator, navigationController: session.navigationController, openPage: session.openPage)
        session.navigator = navigator
        navigator.show(segue: .search(text: options.text, mode: options.mode))
    }

    /// A tab of the search page, in its own navigator: at "/" the user or search given
    /// (else an empty field), at a query's or a repository's address that (`RepoSearchPages`).
    public static func webRoot(startup: RepoSearchStartup, store: Store, options: RepoSearchOptions, session: WebSession,
                               path: String) -> WebUI.ViewController {
        RepoSearchPages.root(environment: startup.environment(store: store), text: options.text, mode: options.mode, path: path)
    }
}
