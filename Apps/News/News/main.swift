// `news`: the news reader. This module holds its options, its startup and its wiring
// (NewsApp); the screens are NewsTerminal's. See `news --help`.
import AppSupport
import Foundation

AppProcess.shareOneMallocArena()
AppProcess.exit(NewsApp.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
