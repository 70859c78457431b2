import RxImages
import RxStore
import WebUI

/// An app as the runner starts it: its command line, what it decides before opening
/// anything, and its front ends. Every app is started the same way (`run(arguments:
/// environment:)`): parse; `--help`; decide the startup; `--fresh`; then the plain front
/// end (a pipe, a file, `--json`) over the opened database, the web page (`--web`) over
/// it, or the screens, whose session opens the database (showing the damaged-database
/// screen when it must) before the app's first screen.
///
/// ```swift
/// public enum WeatherApp: RunnableApp { … }
/// exit(WeatherApp.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
/// ```
///
/// Every requirement is called on the main thread.
public protocol RunnableApp {
    /// The app's options; their `common` part is read by the runner.
    associatedtype Options: AppOptions
    /// What the app decided before opening anything (sources, its database).
    associatedtype Startup: AppStartup
    /// Why the app cannot start with what it was given.
    associatedtype StartupError: AppError

    /// Decides where data comes from and where it is kept, from `options` and `context`
    /// (its environment, paths and front end); opens nothing.
    static func startup(options: Options, context: AppContext) throws(StartupError) -> Startup

    /// The front end that prints, over the database opened as `store`. Throws the exit
    /// status, after saying why on stderr, when there is nothing to print.
    static func plainFrontEnd(startup: Startup, store: Store, options: Options, context: AppContext) throws(ExitStatus) -> any PlainFrontEnd

    /// Shows the app's first screen in `session`, once the database opened as `store`.
    static func showScreens(startup: Startup, store: Store, options: Options, session: ScreenSession)

    /// The web page of a new tab opened at `path` (its own navigator and view models over
    /// the database opened as `store`): the stack of screens that path names.
    static func webRoot(startup: Startup, store: Store, options: Options, session: WebSession, path: String) -> WebUI.ViewController

    /// The loader of the pictures the web page shows (`WebSession.pictures`), nil for none.
    /// The default keeps files in the app's image cache and
    /// fetches them over the network, and is nil with `--no-images`; an app whose pictures
    /// come from elsewhere too (bundled demo pictures) gives its own.
    static func webImageLoader(options: Options, context: AppContext) -> ImageLoader?
}

extension RunnableApp {
    /// The app's command line (its options').
    public static var commandLine: CommandLineSpec { Options.commandLine }

    /// Runs the app; returns the exit status when it ends without taking the terminal
    /// over (help, bad options, plain output, errors). On a terminal it runs the screens
    /// until `q` and never returns. Call from the main thread.
    ///
    /// Exit statuses: 0 done, 1 a failure (network, unknown data, damaged database, a
    /// full disk), 2 a command line to fix, 141 when the reader of the output went away.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        var context = AppContext(name: commandLine.program, environment: environment)
        let options: Options
        do throws(CommandLineError) {
            options = try Options.parse(arguments)
        } catch {
            return context.fail(error)
        }
        if options.common.help { return context.emit(commandLine.usage) }
        context.wantsJSON = options.common.json
        context.wantsWeb = options.common.web
        let startup: Startup
        do throws(StartupError) {
            startup = try self.startup(options: options, context: context)
        } catch {
            return context.fail(error)
        }
        do throws(ExitStatus) {
            if options.common.fresh { try context.startFresh(startup.database) }
            switch context.frontEnd {
            case .plain:
                let store = try context.openForPlainRun(startup.database)
                let frontEnd = try plainFrontEnd(startup: startup, store: store, options: options, context: context)
                let outcome = context.waitOnMainRunLoop { frontEnd.run(completion: $0) }
                return context.finish(outcome)
            case .web:
                let store = try context.openForPlainRun(startup.database)
                try serveWeb(startup: startup, store: store, options: options, context: context)
            case .terminal:
                break
            }
        } catch {
            return error.code
        }
        let session = ScreenSession(context: context)
        session.start(database: startup.database) { store in
            showScreens(startup: startup, store: store, options: options, session: session)
        }
        context.runScreens(session.navigationController, mouseWheel: options.common.mouse, pipeExample: Options.pipeExample)
    }
}
