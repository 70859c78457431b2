// `repo-search`: GitHub repositories as you type. Everything is in RepoSearchTerminal;
// see `repo-search --help`.
import Foundation
import RepoSearchTerminal

exit(RepoSearchApp.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
