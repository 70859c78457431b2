// `tweetie`: the Twitter list reader. Everything is in TweetieTerminal; see `tweetie --help`.
import Foundation
import TweetieTerminal

exit(TweetieApp.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
