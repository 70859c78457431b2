// `tweetie`: the Twitter and Bluesky list reader. This module holds its options, its startup and its wiring
// (TweetieApp); the screens are TweetieTerminal's. See `tweetie --help`.
import AppSupport
import Foundation

AppProcess.shareOneMallocArena()
AppProcess.exit(TweetieApp.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
