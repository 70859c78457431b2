// `weather`: a city's weather as you type. This module holds its options, its startup and its wiring
// (WeatherApp); the screens are WeatherTerminal's. See `weather --help`.
import AppSupport
import Foundation

AppProcess.shareOneMallocArena()
AppProcess.exit(WeatherApp.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
