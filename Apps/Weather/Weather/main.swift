// `weather`: a city's weather as you type. Everything is in WeatherTerminal; see `weather --help`.
import Foundation
import WeatherTerminal

exit(WeatherApp.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
