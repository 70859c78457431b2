import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RxCore
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
    /// Exit statuses: 0 done, 1 a failure (network, unknown list, damaged database),
    /// 2 a command line to fix.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        let options: TweetieOptions
        do {
            options = try TweetieOptions.parse(arguments)
        } catch {
            writeError("tweetie: \(error.message)")
            return 2
        }
        if options.help {
            FileHandle.standardOutput.write(Data(TweetieOptions.usage.utf8))
            return 0
        }
        let plan: StartupPlan
        do {
            plan = try StartupPlan.make(options: options, environment: environment)
        } catch {
            writeError("tweetie: \(error.message)")
            return error.exitStatus
        }
        if options.fresh, FileManager.default.fileExists(atPath: plan.storeURL.path) {
            do {
                let moved = try TweetieStorage.moveAside(plan.storeURL)
                writeError("tweetie: moved \(plan.storeURL.path) aside to \(moved.path); starting fresh.")
            } catch {
                writeError("tweetie: \(error.description)")
                return 1
            }
        }
        if isatty(STDOUT_FILENO) == 0 {
            return runPlain(plan, format: options.json ? .json : .text)
        }
        runTerminal(plan, mouseWheel: options.mouse)
    }

    // MARK: - Plain text

    /// Prints the list's timeline once the first fetch finished; returns the exit status.
    static func runPlain(_ plan: StartupPlan, format: PlainTimelineFormatter.Format) -> Int32 {
        let store: Store
        do {
            store = try TweetieStorage.openStore(at: plan.storeURL)
        } catch {
            writeError("tweetie: \(error.message)")
            if case .corrupt = error {
                writeError("tweetie: run `tweetie --fresh` to move it aside and start fresh (nothing is deleted).")
            }
            return 1
        }
        let viewModel = ListTimelineViewModel(
            account: plan.account.default, list: plan.list, api: plan.api, store: store,
            environment: FetchEnvironment(interval: nil, reachability: plan.reachability))
        let frontEnd = PlainTimelineFrontEnd(viewModel: viewModel, format: format)
        var outcome: PlainTimelineFrontEnd.Outcome?
        frontEnd.run { outcome = $0 }
        while outcome == nil {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
        }
        guard let outcome else { return 1 }
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        for error in outcome.errors { writeError("tweetie: \(error)") }
        return outcome.status
    }

    // MARK: - Terminal

    /// Runs the screens on the terminal until `q`, with the mouse wheel when asked;
    /// never returns.
    static func runTerminal(_ plan: StartupPlan, mouseWheel: Bool) -> Never {
        let session = TerminalSessionState(plan: plan)
        session.start()
        Application.run(rootViewController: session.presenter.navigationController, mouseWheel: mouseWheel)
    }

    static func writeError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
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
        do {
            showTimeline(store: try TweetieStorage.openStore(at: plan.storeURL))
        } catch {
            showProblem(error)
        }
    }

    private func showTimeline(store: Store) {
        let navigator = Navigator(api: plan.api, store: store,
                                  environment: FetchEnvironment(interval: plan.interval, reachability: plan.reachability))
        presenter.attach(navigator)
        navigator.show(segue: .listTimeline(account.default, plan.list))
    }

    private func showProblem(_ error: TweetieStoreError) {
        let problem = DatabaseProblemViewController(
            problem: error.message, path: plan.storeURL.path,
            onFresh: { [weak self] in
                guard let self else { return nil }
                do throws(TweetieStoreError) {
                    try TweetieStorage.moveAside(self.plan.storeURL)
                    self.showTimeline(store: try TweetieStorage.openStore(at: self.plan.storeURL))
                    return nil
                } catch {
                    return error.message
                }
            },
            onQuit: presenter.onQuit)
        presenter.navigationController.setViewControllers([problem], animated: false)
    }
}
