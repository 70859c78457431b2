// `repo-search`: GitHub repositories as you type. This module holds its options, its startup and its wiring
// (RepoSearchApp); the screens are RepoSearchTerminal's. See `repo-search --help`.
import AppSupport
import Foundation

AppProcess.shareOneMallocArena()
AppProcess.exit(RepoSearchApp.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
