import AppSupport
import Foundation
import NewsCore
import RxCore
import RxImages
import RxStore
import TerminalUI

/// `news`'s start: parses the options, decides the sources, opens the database of read
/// marks, and runs the screens — or prints the stories when stdout is not a terminal.
public enum NewsApp {
    /// Runs the app; returns the exit status when it ends without taking the terminal
    /// over (help, bad options, printed stories, errors). On a terminal it runs the
    /// screens until `q` and never returns. Call from the main thread.
    ///
    /// Exit statuses: 0 done, 1 a failure (network, unreadable feed, damaged database),
    /// 2 a command line to fix, 141 when the reader of the output went away.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        var app = AppContext(name: NewsOptions.commandLine.program, environment: environment)
        let options: NewsOptions
        do throws(CommandLineError) {
            options = try NewsOptions.parse(arguments)
        } catch {
            return app.fail(error)
        }
        if options.help { return app.emit(NewsOptions.usage) }
        app.wantsJSON = options.json
        let plan: StartupPlan
        do throws(StartupError) {
            plan = try StartupPlan.make(options: options, paths: app.paths)
        } catch {
            return app.fail(error)
        }
        do throws(ExitStatus) {
            if options.fresh { try app.startFresh(plan.database) }
            if app.frontEnd == .plain {
                let store = try app.openForPlainRun(plan.database)
                return runPlain(plan, store: store, options: options, app: app)
            }
        } catch {
            return error.code
        }
        let browser = Browser(environment: environment)
        let presenter = NewsPresenter(plan: plan, environment: NewsEnvironment(), openPage: browser.open,
                                      imageLoader: imageLoader(options: options, paths: app.paths), onQuit: { Application.exit(0) })
        presenter.start()
        app.runScreens(presenter.navigationController, mouseWheel: options.mouse)
    }

    /// The one loader of the screens' pictures, keeping files in the app's image cache
    /// directory (`$XDG_CACHE_HOME/news/images`); nil with `--no-images`, so nothing is
    /// fetched. The plain front end prints no pictures and makes none. The demo's
    /// pictures come from the bundled ones (`DemoPictures`), not the network.
    static func imageLoader(options: NewsOptions, paths: AppPaths) -> ImageLoader? {
        guard !options.noImages else { return nil }
        let decoder = ImageDecoder()
        return ImageLoader(provider: DemoPictures.imageProvider(maximumResponseSize: decoder.limits.maximumBytes),
                           diskCache: DiskImageCache(directory: paths.imageCacheDirectory), decoder: decoder)
    }

    /// Prints `options.limit` stories of the first source; returns the exit status.
    static func runPlain(_ plan: StartupPlan, store: Store, options: NewsOptions, app: AppContext) -> Int32 {
        let viewModel = NewsViewModel(sources: plan.sources, store: store, environment: NewsEnvironment())
        let frontEnd = PlainNewsFrontEnd(viewModel: viewModel, limit: options.limit, format: options.json ? .json : .text)
        let outcome = app.waitOnMainRunLoop { frontEnd.run(completion: $0) }
        return app.finish(output: outcome.output, errors: plan.feedListProblems + outcome.errors, status: outcome.status)
    }
}
