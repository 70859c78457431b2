import AppSupport
import Foundation
import RxStore
import TerminalUI
import WeatherCore
import WeatherTerminal
import WeatherWeb
import WebUI

/// `weather`, as the app runner starts it (`WeatherApp.run(arguments:environment:)`):
/// its options, the source and database it picks, and its three front ends — the weather
/// screen on a terminal, the city's weather printed when stdout is not one, and the live
/// page with `--web`.
///
/// Exit statuses: 0 done, 1 a failure (unknown city, no network, damaged database, a full
/// disk), 2 a command line to fix, 141 when the reader of the output went away.
public enum WeatherApp: RunnableApp {
    /// The source (`OPENWEATHER_API_KEY` picks OpenWeatherMap, else Open-Meteo; `--api-cache`
    /// replays either), the units and the cities' database.
    public static func startup(options: WeatherOptions, context: AppContext) throws(WeatherStartupError) -> WeatherStartup {
        try WeatherStartup.make(options: options, environment: context.environment, paths: context.paths)
    }

    /// Prints the city's weather once its lookup settled: the city given, else the last one.
    public static func plainFrontEnd(startup: WeatherStartup, store: Store, options: WeatherOptions,
                              context: AppContext) throws(ExitStatus) -> any PlainFrontEnd {
        let environment = startup.environment(store: store)
        guard let city = options.city ?? (try? environment.storage.lastCity())?.query else {
            throw ExitStatus(context.fail(WeatherStartupError.noCity))
        }
        let viewModel = WeatherViewModel(environment: environment, units: startup.units, initialQuery: city)
        return PlainWeatherFrontEnd(viewModel: viewModel, format: options.common.plainFormat, source: jsonSource(startup.source))
    }

    /// `source` as JSON's envelope names it: its recordings, the service's address (the
    /// forecast's, for Open-Meteo), or, for a source that asks no service, the demo.
    static func jsonSource(_ source: any WeatherSource) -> JSONEnvelope.Source {
        if let directory = source.replayDirectory { return .recording(directory) }
        switch source {
        case let openMeteo as OpenMeteoSource: return .live(openMeteo.forecastURL)
        case let openWeatherMap as OpenWeatherMapSource: return .live(openWeatherMap.baseURL)
        default: return .demo
        }
    }

    /// Shows the weather screen, starting with the city given (else the last one).
    public static func showScreens(startup: WeatherStartup, store: Store, options: WeatherOptions, session: ScreenSession) {
        let navigator = Navigator(environment: startup.environment(store: store))
        _ = TerminalPresenter(navigator: navigator, navigationController: session.navigationController)
        session.navigator = navigator
        navigator.show(segue: .weather(city: options.city, units: startup.units))
    }

    /// A tab of the weather page: the city given (else the last one), in its own navigator.
    public static func webRoot(startup: WeatherStartup, store: Store, options: WeatherOptions, session: WebSession,
                               path: String) -> WebUI.ViewController {
        WeatherPages.root(environment: startup.environment(store: store), city: options.city, units: startup.units, path: path)
    }
}
