/// What an app accepts on its command line — its options (flags, and options taking a
/// value as `--name value` or `--name=value`) and how many plain arguments — and the
/// `--help` text made from the same list, so the two never disagree.
///
/// `-h`/`--help` is always there (listed last). Parse with `parse(_:)`, then read the
/// typed values from the `ParsedCommandLine`:
///
/// ```swift
/// static let commandLine = CommandLineSpec(
///     program: "repo-search", summary: "Searches GitHub repositories.", arguments: "[USER]",
///     options: [.value("--search", "QUERY", help: "Search repositories instead"), .json, .baseURL(default: "https://api.github.com")])
/// let parsed = try commandLine.parse(arguments)   // CommandLineError: exit 2 with its message
/// ```
public struct CommandLineSpec: Sendable {
    /// One option: its name (`--list`), an optional short name (`-h`), the name of its
    /// value in the help (`OWNER/SLUG`; nil for a flag) and its help text (may hold
    /// newlines; continuation lines are indented under the first).
    public struct Option: Hashable, Sendable {
        /// The long name, with its dashes: `--list`.
        public var name: String
        /// A short name, with its dash: `-h`.
        public var shortName: String?
        /// The value's name in the help; nil for a flag, which takes no value.
        public var valueName: String?
        /// What the option does, for `--help`.
        public var help: String
        /// Whether `--help` leaves it out (hooks for tests, not for users).
        public var isHidden = false

        /// An option.
        public init(name: String, shortName: String? = nil, valueName: String?, help: String) {
            self.name = name
            self.shortName = shortName
            self.valueName = valueName
            self.help = help
        }

        /// A flag: `--json`.
        public static func flag(_ name: String, short: String? = nil, help: String) -> Option {
            Option(name: name, shortName: short, valueName: nil, help: help)
        }

        /// An option with a value: `--list OWNER/SLUG` or `--list=OWNER/SLUG`.
        public static func value(_ name: String, _ valueName: String, help: String) -> Option {
            Option(name: name, shortName: nil, valueName: valueName, help: help)
        }

        /// A flag accepted but left out of `--help`: a hook for the end-to-end tests.
        public static func hiddenFlag(_ name: String) -> Option {
            var option = Option.flag(name, help: "")
            option.isHidden = true
            return option
        }

        /// `-h, --help`, which every spec has.
        public static let help = Option.flag("--help", short: "-h", help: "Show this help")

        /// `--json`: JSON instead of text on a pipe, and instead of the screens on a
        /// terminal (`AppContext.wantsJSON` makes the front end plain).
        public static let json = Option.flag("--json", help: "Print JSON and exit: instead of text on a pipe, and\ninstead of the screens on a terminal")

        /// `--mouse`: the terminal's mouse wheel scrolls (and takes the mouse selection over).
        public static let mouse = Option.flag("--mouse", help: "Scroll with the mouse wheel; this takes over the terminal's\nmouse selection, hold Shift to select text")

        /// `--no-images`: no pictures (thumbnails, avatars) are fetched or drawn; their
        /// boxes give their room back or show a placeholder, as the app decides.
        public static let noImages = Option.flag("--no-images", help: "Show no pictures (thumbnails, avatars); none are downloaded")

        /// `--fresh`: a damaged local database is moved aside (renamed, never deleted)
        /// before the app starts.
        public static let fresh = Option.flag("--fresh", help: "Move a damaged local database aside and start fresh\n(nothing is deleted: the file is renamed)")

        /// `--web`: the app as a live page on this machine instead of the screens.
        public static let web = Option.flag("--web", help: "Serve the app as a live web page on this machine (127.0.0.1):\nprint its address, open it in the browser, run until Ctrl-C")

        /// `--no-open`: with `--web`, print the address but open no browser.
        public static let noOpen = Option.flag("--no-open", help: "With --web: print the page's address, open no browser")

        /// `--port N`: with `--web`, the port to listen on.
        public static let port = Option.value("--port", "N", help: "With --web: the port to listen on (default: a free one)")

        /// The web front end's options: `--web`, `--no-open`, `--port N`.
        public static let webOptions: [Option] = [.web, .noOpen, .port]

        /// `--demo`: the app's bundled demo data instead of the network; every app takes it,
        /// so a machine without a network can still try each one.
        public static let demo = Option.flag("--demo", help: "Show the bundled demo data (made up, no network needed)")

        /// `--api-cache DIR`: replay recorded responses (check it with `ReplayDirectory`).
        public static let apiCache = Option.value("--api-cache", "DIR", help: "Replay recorded API responses from DIR instead of the network")

        /// `--base-url URL`: the live API somewhere else (read it with `ParsedCommandLine.httpURL(_:)`).
        public static func baseURL(default url: String) -> Option {
            .value("--base-url", "URL", help: "The live API's base URL (default \(url))")
        }

        /// The left column of the help: `-h, --help` or `--list OWNER/SLUG`.
        var synopsis: String {
            let names = (shortName.map { "\($0), " } ?? "") + name
            return valueName.map { "\(names) \($0)" } ?? names
        }
    }

    /// The program's name, as typed: `tweetie`.
    public var program: String
    /// What the program does, a paragraph for the help.
    public var summary: String
    /// The plain arguments in the usage line (`[USER]`); nil when none are accepted.
    public var arguments: String?
    /// How many plain arguments are accepted (0 when `arguments` is nil).
    public var maximumArguments: Int
    /// The options, in help order, without `--help` (added last).
    public var options: [Option]
    /// Paragraphs after the options: keys, sources, environment variables, files.
    public var sections: [String]

    /// A spec; `maximumArguments` defaults to one when `arguments` is given.
    public init(program: String, summary: String, arguments: String? = nil, maximumArguments: Int? = nil,
                options: [Option], sections: [String] = []) {
        self.program = program
        self.summary = summary
        self.arguments = arguments
        self.maximumArguments = maximumArguments ?? (arguments == nil ? 0 : 1)
        self.options = options
        self.sections = sections
    }

    /// Every option, `--help` included.
    public var allOptions: [Option] { options + [.help] }

    /// The `--help` text: the usage line, the summary, the options (hidden ones left
    /// out) in two columns and the sections, ending with a newline.
    public var usage: String {
        let usageLine = "Usage: \(program) [options]" + (arguments.map { " " + $0 } ?? "")
        let listed = allOptions.filter { !$0.isHidden }
        let column = max(22, (listed.map { $0.synopsis.count }.max() ?? 0) + 4)
        let lines = listed.map { option -> String in
            let left = "  " + option.synopsis
            let helpLines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
            let first = left + String(repeating: " ", count: column - left.count) + (helpLines.first ?? "")
            return ([first] + helpLines.dropFirst().map { String(repeating: " ", count: column) + $0 }).joined(separator: "\n")
        }
        return ([usageLine, summary, "Options:\n" + lines.joined(separator: "\n")] + sections).joined(separator: "\n\n") + "\n"
    }

    /// Reads `arguments` (without the program name): `--name value`, `--name=value`,
    /// flags, plain arguments, and `--` before arguments that start with a dash. An
    /// option given twice keeps the last value.
    ///
    /// - Throws: `CommandLineError` for an unknown option, a missing or unwanted value,
    ///   or too many plain arguments.
    public func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedCommandLine {
        var parsed = ParsedCommandLine(program: program)
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                guard parsed.arguments.count < maximumArguments else { throw parsed.error(.unexpectedArgument(argument)) }
                parsed.arguments.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = allOptions.first(where: { $0.name == name || $0.shortName == name }) else {
                throw parsed.error(.unknownOption(argument))
            }
            if option.valueName == nil {
                if let inlineValue { throw parsed.error(.invalidValue(option: name, value: inlineValue, reason: "it takes no value")) }
                parsed.values[option.name] = ""
            } else if let inlineValue {
                parsed.set(option.name, inlineValue)
            } else {
                // A following option is not taken as the value: `--list --json` forgot the list.
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw parsed.error(.missingValue(option: name)) }
                parsed.set(option.name, next)
            }
        }
        return parsed
    }
}
