import Foundation
import TweetieCore

/// The command line of `tweetie`, parsed.
public struct TweetieOptions: Equatable, Sendable {
    /// The list to read; nil reads the demo list (or the source's default).
    public var list: ListIdentifier?
    /// A directory of recorded API responses to replay instead of the network.
    public var apiCache: URL?
    /// The live API's base URL (for a proxy or a test server).
    public var baseURL: URL?
    /// Seconds between polls; 0 fetches once.
    public var interval: Int = 30
    /// Print JSON instead of text when the output is not a terminal.
    public var json = false
    /// Move a damaged local database aside before starting.
    public var fresh = false
    /// Scroll with the mouse wheel (the terminal's mouse selection then needs Shift).
    public var mouse = false
    /// Show the usage and exit.
    public var help = false

    /// Options with every default.
    public init() {}

    /// Parses `arguments` (without the program name); throws for anything it does not know.
    public static func parse(_ arguments: [String]) throws(TweetieOptionsError) -> TweetieOptions {
        var options = TweetieOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(TweetieOptionsError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw .missingValue(option: name) }
                return next
            }
            func flag() throws(TweetieOptionsError) {
                if inlineValue != nil { throw .invalidValue(option: name, value: inlineValue ?? "", reason: "it takes no value") }
            }
            switch name {
            case "--list":
                let text = try value()
                guard let list = ListIdentifier(text) else {
                    throw .invalidValue(option: name, value: text, reason: "expected owner/slug, like icanzilb/RxSwift")
                }
                options.list = list
            case "--api-cache":
                let text = try value()
                guard !text.isEmpty else { throw .invalidValue(option: name, value: text, reason: "expected a directory") }
                options.apiCache = URL(fileURLWithPath: text, isDirectory: true)
            case "--base-url":
                let text = try value()
                guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
                    throw .invalidValue(option: name, value: text, reason: "expected an http(s) URL, like https://api.twitter.com")
                }
                options.baseURL = url
            case "--interval":
                let text = try value()
                guard let seconds = Int(text), seconds >= 0 else {
                    throw .invalidValue(option: name, value: text, reason: "expected whole seconds, 0 or more (0 fetches once)")
                }
                options.interval = seconds
            case "--json":
                try flag()
                options.json = true
            case "--fresh":
                try flag()
                options.fresh = true
            case "--mouse":
                try flag()
                options.mouse = true
            case "--help", "-h":
                try flag()
                options.help = true
            default:
                throw argument.hasPrefix("-") ? .unknownOption(argument) : .unexpectedArgument(argument)
            }
        }
        if options.apiCache != nil && options.baseURL != nil {
            throw .conflicting("--api-cache replays recorded responses; --base-url is for the live API. Give one of them.")
        }
        return options
    }

    /// The `--help` text: options, keys, sources and environment variables.
    public static let usage = """
    Usage: tweetie [options]

    Reads a Twitter list: its timeline in the terminal, or printed as text (or JSON)
    when the output is not a terminal.

    Options:
      --list OWNER/SLUG   The list to read (default: the demo list, or icanzilb/RxSwift
                          with --api-cache)
      --api-cache DIR     Replay recorded API responses from DIR instead of the network
      --base-url URL      The live API's base URL (default https://api.twitter.com)
      --interval SECONDS  Seconds between polls; 0 fetches once (default 30)
      --json              Print JSON instead of text when not on a terminal
      --fresh             Move a damaged local database aside and start fresh
                          (nothing is deleted: the file is renamed)
      --mouse             Scroll with the mouse wheel; this takes over the terminal's
                          mouse selection, hold Shift to select text
      -h, --help          Show this help

    Keys:
      ↑ ↓ j k  Move       PgUp PgDn g G  Page, first, last
      Enter    Open (a tweet: its author; a member: their timeline)
      m        Members of the list
      Esc      Back       ?  Help       q  Quit

    Sources, in order:
      --api-cache DIR                    recorded responses (no network)
      TWITTER_BEARER_TOKEN, or
      TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET
                                         the live Twitter API
      otherwise                          the bundled demo data

    Data: tweets are kept in $XDG_DATA_HOME/tweetie (default ~/.local/share/tweetie),
    one SQLite file per source and list.

    """
}

/// A command line `tweetie` cannot use; `message` says what to change.
public enum TweetieOptionsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option it does not know.
    case unknownOption(String)
    /// An argument that is not an option.
    case unexpectedArgument(String)
    /// An option given without its value.
    case missingValue(option: String)
    /// An option's value is not usable.
    case invalidValue(option: String, value: String, reason: String)
    /// Options that cannot go together.
    case conflicting(String)

    /// What is wrong and what to do, for stderr.
    public var message: String {
        switch self {
        case .unknownOption(let option): return "Unknown option \(option). See tweetie --help."
        case .unexpectedArgument(let argument): return "Unexpected argument \(argument). See tweetie --help."
        case .missingValue(let option): return "\(option) needs a value. See tweetie --help."
        case .invalidValue(let option, let value, let reason): return "Bad value '\(value)' for \(option): \(reason)."
        case .conflicting(let reason): return reason
        }
    }

    /// Same as `message`.
    public var description: String { message }
}
