// `news`: the news reader. Everything is in NewsTerminal; see `news --help`.
import Foundation
import NewsTerminal

exit(NewsApp.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
