import AppSupport
import Foundation
import WeatherCore
import WeatherTerminal

/// The command line of `weather`, parsed.
public struct WeatherOptions: AppOptions, Equatable {
    /// The city to show (the words given, joined); nil restores the last one.
    public var city: String?
    /// `--units`; nil takes them from the locale.
    public var units: UnitSystem?
    /// A directory of recorded responses to replay instead of the network.
    public var apiCache: URL?
    /// Open-Meteo's base URL for both of its hosts.
    public var baseURL: URL?
    /// OpenWeatherMap's base URL.
    public var openWeatherMapBaseURL: URL?
    /// `--demo`: the bundled demo's places and made-up weather, no network.
    public var demo = false
    /// `--json`, `--fresh`, `--help`.
    public var common = CommonOptions()

    /// Options with every default.
    public init() {}

    /// Parses `arguments` (without the program name); throws for anything it does not know.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> WeatherOptions {
        let parsed = try commandLine.parse(arguments)
        var options = WeatherOptions()
        let city = parsed.arguments.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
        options.city = city.isEmpty ? nil : city
        options.units = try parsed.value("--units", expected: "expected metric or imperial", UnitSystem.init(option:))
        options.apiCache = try parsed.directory("--api-cache")
        options.baseURL = try parsed.httpURL("--base-url", example: "https://api.open-meteo.com")
        options.openWeatherMapBaseURL = try parsed.httpURL("--owm-base-url", example: "https://api.openweathermap.org")
        options.demo = parsed.flag("--demo")
        options.common = try CommonOptions(parsed)
        if options.demo && (options.apiCache != nil || options.baseURL != nil || options.openWeatherMapBaseURL != nil) {
            throw parsed.error(.conflicting("--demo needs no service; --api-cache, --base-url and --owm-base-url name one. Give one of them."))
        }
        if options.apiCache != nil && (options.baseURL != nil || options.openWeatherMapBaseURL != nil) {
            throw parsed.error(.conflicting("--api-cache replays recorded responses; --base-url and --owm-base-url are for live services. Give one of them."))
        }
        return options
    }

    /// A city is what a pipe needs to print anything.
    public static var pipeExample: String { "weather Berlin | cat" }

    /// The options, arguments and `--help` text of `weather`.
    public static let commandLine = CommandLineSpec(
        program: "weather",
        summary: """
        Shows a city's weather as you type its name: the temperature now, the next 24
        hours as a chart and the next 7 days as a table. When the output is not a
        terminal, prints CITY's weather (a line for now, three for the next days) and
        exits; with --json, prints it as JSON and exits, on a terminal too.
        """,
        arguments: "[CITY]",
        maximumArguments: 16,
        options: [
            .value("--units", "metric|imperial", help: "°C and km/h, or °F and mph (default: from the locale:\nLC_ALL, LC_MEASUREMENT or LANG; a US locale is imperial)"),
            .json,
            .demo,
            .apiCache,
            .value("--base-url", "URL", help: "Open-Meteo's base URL for both its hosts; the paths\n/v1/search and /v1/forecast stay (default\nhttps://geocoding-api.open-meteo.com and https://api.open-meteo.com)"),
            .value("--owm-base-url", "URL", help: "OpenWeatherMap's base URL (default https://api.openweathermap.org)"),
            .fresh,
        ] + CommandLineSpec.Option.webOptions,
        sections: [
            """
            Keys:
              type     The city, looked up as you type; Enter looks it up at once
              Esc      Done typing       / or Tab  Type again (/ clears the field)
              m        Other places with the same name (Enter picks one)
              r        Look up again     ?  Help       q  Quit
            """,
            """
            Sources:
              OPENWEATHER_API_KEY set   OpenWeatherMap (the weather now; no hourly or
                                        daily forecast)
              otherwise                 Open-Meteo (no key needed)
              --api-cache DIR           recorded responses of either (no network)
              --demo                    made-up weather (no network) for Berlin, Nairobi,
                                        New York, Paris, Reykjavík, Sydney and Tokyo
            """,
            """
            Data: the cities looked up and their last forecasts are kept in
            $XDG_DATA_HOME/weather (default ~/.local/share/weather); the last city is shown
            at start, and a saved forecast, marked "as of" its time, when offline.
            """,
        ])
}
