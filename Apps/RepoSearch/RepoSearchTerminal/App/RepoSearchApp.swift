import AppSupport
import Foundation
import RepoSearchCore
import RxCore
import RxStore
import TerminalUI

/// `repo-search`'s start: parses the options, decides the source, opens the stored
/// queries, and runs the search screen, or prints the repositories when stdout is not a
/// terminal.
public enum RepoSearchApp {
    /// Runs the app; returns the exit status when it ends without taking the terminal
    /// over (help, bad options, plain output). On a terminal it runs the screens until
    /// `q` or Ctrl-C and never returns. Call from the main thread.
    ///
    /// Exit statuses: 0 done (an empty answer included), 1 a failure (user not found,
    /// rate limited, offline, a damaged database), 2 a command line to fix, 141 when the
    /// reader of the output went away.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        var app = AppContext(name: RepoSearchOptions.commandLine.program, environment: environment)
        let options: RepoSearchOptions
        let plan: StartupPlan
        do throws(CommandLineError) {
            options = try RepoSearchOptions.parse(arguments)
            if options.help { return app.emit(RepoSearchOptions.usage) }
            app.wantsJSON = options.json
        app.wantsJSON = options.json
            plan = try StartupPlan.make(options: options, environment: environment, paths: app.paths)
        } catch {
            return app.fail(error)
        }
        do throws(ExitStatus) {
            if options.fresh { try app.startFresh(plan.database) }
            if app.frontEnd == .plain { return try runPlain(plan, options: options, app: app) }
        } catch {
            return error.code
        }
        runTerminal(plan, options: options, app: app)
    }

    // MARK: - Plain

    /// Asks once and prints the first page; returns the exit status.
    static func runPlain(_ plan: StartupPlan, options: RepoSearchOptions, app: AppContext) throws(ExitStatus) -> Int32 {
        guard let text = options.text else {
            let error = CommandLineError(.conflicting("What to list? Give a user (repo-search sferik) or --search QUERY when printing instead of showing the screens (--json, the output is not a terminal, or TERM is dumb)."),
                                         program: app.name)
            throw ExitStatus(app.fail(error))
        }
        let store = try app.openForPlainRun(plan.database)
        // Stored before the answer is printed: the process ends right after.
        let viewModel = RepoSearchViewModel(api: plan.api, recentQueries: RecentQueries(store: store), mode: options.mode,
                                            storageScheduler: CurrentThreadScheduler.instance)
        let frontEnd = PlainRepoFrontEnd(viewModel: viewModel, format: options.json ? .json : .text)
        let outcome = app.waitOnMainRunLoop { frontEnd.run(text: text, completion: $0) }
        return app.finish(output: outcome.output, errors: outcome.errors, status: outcome.status)
    }

    // MARK: - Terminal

    /// Runs the search screen until `q`; never returns.
    static func runTerminal(_ plan: StartupPlan, options: RepoSearchOptions, app: AppContext) -> Never {
        let browser = Browser(environment: app.environment)
        let navigation = AppNavigationController(rootViewController: ViewController(), onQuit: { Application.exit(0) })
        plan.database.open(
            showingProblemsIn: navigation, title: "repo-search",
            onOpen: { store in
                let viewModel = RepoSearchViewModel(api: plan.api, recentQueries: RecentQueries(store: store), mode: options.mode,
                                                    reachability: plan.reachability)
                let screen = RepoSearchViewController(viewModel: viewModel, initialText: options.text, note: plan.note,
                                                      openPage: browser.open)
                navigation.setViewControllers([screen], animated: false)
            },
            onQuit: navigation.onQuit)
        app.runScreens(navigation, mouseWheel: options.mouse)
    }
}
