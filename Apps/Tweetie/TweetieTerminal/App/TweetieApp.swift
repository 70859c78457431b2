import AppSupport
import Foundation
import RxCore
import RxImages
import RxStore
import TerminalUI
import TweetieCore

/// `tweetie`'s start: parses the options, decides the source, opens the local database,
/// and runs the terminal screens, or prints the timeline when stdout is not a terminal.
public enum TweetieApp {
    /// Runs the app; returns the exit status when it ends without taking the terminal
    /// over (help, bad options, plain-text output, errors). On a terminal it runs the
    /// screens until `q` and never returns. Call from the main thread.
    ///
    /// Exit statuses: 0 done, 1 a failure (network, unknown list, damaged database, a
    /// full disk), 2 a command line to fix, 141 when the reader of the output went away.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        var app = AppContext(name: TweetieOptions.commandLine.program, environment: environment)
        let options: TweetieOptions
        do throws(CommandLineError) {
            options = try TweetieOptions.parse(arguments)
        } catch {
            return app.fail(error)
        }
        if options.help { return app.emit(TweetieOptions.usage) }
        app.wantsJSON = options.json
        let plan: StartupPlan
        do throws(StartupError) {
            plan = try StartupPlan.make(options: options, environment: environment, paths: app.paths)
        } catch {
            return app.fail(error)
        }
        do throws(ExitStatus) {
            if options.fresh { try app.startFresh(plan.database) }
            if app.frontEnd == .plain { return try runPlain(plan, format: options.json ? .json : .text, limit: options.limit, app: app) }
        } catch {
            return error.code
        }
        runTerminal(plan, mouseWheel: options.mouse, imageLoader: imageLoader(options: options, paths: app.paths), app: app)
    }

    /// The one loader of the avatars, keeping files in `$XDG_CACHE_HOME/tweetie/images`;
    /// nil with `--no-images`, so nothing is fetched. Plain output shows no pictures.
    static func imageLoader(options: TweetieOptions, paths: AppPaths) -> ImageLoader? {
        options.noImages ? nil : ImageLoader(diskCache: DiskImageCache(directory: paths.imageCacheDirectory))
    }

    // MARK: - Plain text

    /// Prints the list's timeline once the first fetch finished (and older pages up to
    /// `limit` tweets); returns the exit status.
    static func runPlain(_ plan: StartupPlan, format: PlainTimelineFormatter.Format, limit: Int?, app: AppContext) throws(ExitStatus) -> Int32 {
        let store = try app.openForPlainRun(plan.database)
        let viewModel = ListTimelineViewModel(
            account: plan.account.default, list: plan.list, api: plan.api, store: store,
            environment: FetchEnvironment(interval: nil, reachability: plan.reachability))
        let frontEnd = PlainTimelineFrontEnd(viewModel: viewModel, format: format, limit: limit,
                                             authorizationError: plan.account.authorizationError)
        let outcome = app.waitOnMainRunLoop { frontEnd.run(completion: $0) }
        return app.finish(output: outcome.output, errors: outcome.warnings + outcome.errors, status: outcome.status)
    }

    // MARK: - Terminal

    /// Runs the screens on the terminal until `q`, with the mouse wheel when asked and
    /// avatars loaded by `imageLoader` (nil: none); never returns.
    static func runTerminal(_ plan: StartupPlan, mouseWheel: Bool, imageLoader: ImageLoader?, app: AppContext) -> Never {
        let session = TerminalSessionState(plan: plan)
        session.presenter.imageLoader = imageLoader
        let browser = Browser(environment: app.environment)
        session.presenter.openPage = browser.open
        session.start()
        app.runScreens(session.presenter.navigationController, mouseWheel: mouseWheel)
    }
}

/// The terminal app's objects: the presenter and navigator once the database is open,
/// or the "database is damaged" screen until it is moved aside. Main queue only.
final class TerminalSessionState {
    let plan: StartupPlan
    let presenter: TerminalPresenter
    var account: TwitterAccount { plan.account }

    init(plan: StartupPlan, onQuit: @escaping () -> Void = { Application.exit(0) }) {
        self.plan = plan
        presenter = TerminalPresenter(note: plan.note, onQuit: onQuit)
    }

    /// Opens the database and shows the timeline, or the damaged-database screen.
    func start() {
        plan.database.open(showingProblemsIn: presenter.navigationController, title: "Tweetie",
                           onOpen: { [weak self] store in self?.showTimeline(store: store) },
                           onQuit: presenter.onQuit)
    }

    private func showTimeline(store: Store) {
        let navigator = Navigator(api: plan.api, store: store,
                                  environment: FetchEnvironment(interval: plan.interval, reachability: plan.reachability),
                                  authorizationError: account.authorizationError)
        presenter.attach(navigator)
        navigator.show(segue: .listTimeline(account.default, plan.list))
    }
}
