import AppSupport
import Foundation
import RxCore
import RxStore
import TerminalUI
import WeatherCore

/// `weather`'s start: parses the options, picks the source, opens the cities' database,
/// and runs the screen, or prints the city's weather when stdout is not a terminal.
public enum WeatherApp {
    /// Runs the app; returns the exit status when it ends without taking the terminal
    /// over (help, bad options, plain output, errors). On a terminal it runs the screen
    /// until `q` and never returns. Call from the main thread.
    ///
    /// Exit statuses: 0 done, 1 a failure (unknown city, no network, damaged database,
    /// a full disk), 2 a command line to fix, 141 when the reader of the output went away.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        var app = AppContext(name: WeatherOptions.commandLine.program, environment: environment)
        let options: WeatherOptions
        do throws(CommandLineError) {
            options = try WeatherOptions.parse(arguments)
        } catch {
            return app.fail(error)
        }
        if options.help { return app.emit(WeatherOptions.usage) }
        app.wantsJSON = options.json
        let startup: WeatherStartup
        do throws(WeatherStartupError) {
            startup = try WeatherStartup.make(options: options, environment: environment, paths: app.paths)
        } catch {
            return app.fail(error)
        }
        do throws(ExitStatus) {
            if options.fresh { try app.startFresh(startup.database) }
            if app.frontEnd == .plain { return try runPlain(startup, options: options, app: app) }
        } catch {
            return error.code
        }
        runTerminal(startup, city: options.city, app: app)
    }

    // MARK: - Plain text

    /// Prints the city's weather once its lookup settled; returns the exit status.
    static func runPlain(_ startup: WeatherStartup, options: WeatherOptions, app: AppContext) throws(ExitStatus) -> Int32 {
        let storage = WeatherStorage(store: try app.openForPlainRun(startup.database))
        guard let city = options.city ?? (try? storage.lastCity())?.query else {
            throw ExitStatus(app.fail(WeatherStartupError.noCity))
        }
        let viewModel = WeatherViewModel(source: startup.source, storage: storage, units: startup.units, initialQuery: city)
        let frontEnd = PlainWeatherFrontEnd(viewModel: viewModel, format: options.json ? .json : .text)
        let outcome = app.waitOnMainRunLoop { frontEnd.run(completion: $0) }
        return app.finish(output: outcome.output, errors: outcome.errors, status: outcome.status)
    }

    // MARK: - Terminal

    /// Runs the screen until `q`; never returns.
    static func runTerminal(_ startup: WeatherStartup, city: String?, app: AppContext) -> Never {
        let session = WeatherSession(startup: startup, city: city)
        session.start()
        app.runScreens(session.navigationController)
    }
}

/// The terminal app's objects: the navigation stack, and the weather screen once the
/// database is open (or the damaged-database screen until it is moved aside). Main queue only.
final class WeatherSession {
    let startup: WeatherStartup
    let city: String?
    let navigationController: AppNavigationController

    init(startup: WeatherStartup, city: String?, onQuit: @escaping () -> Void = { Application.exit(0) }) {
        self.startup = startup
        self.city = city
        navigationController = AppNavigationController(rootViewController: ViewController(), onQuit: onQuit)
    }

    /// Opens the database and shows the weather screen, or the damaged-database screen.
    func start() {
        startup.database.open(showingProblemsIn: navigationController, title: "Weather",
                              onOpen: { [weak self] store in self?.showWeather(store: store) },
                              onQuit: navigationController.onQuit)
    }

    private func showWeather(store: Store) {
        let viewModel = WeatherViewModel(source: startup.source, storage: WeatherStorage(store: store), units: startup.units, initialQuery: city)
        navigationController.setViewControllers([WeatherViewController(viewModel: viewModel, note: startup.note)], animated: false)
    }
}
