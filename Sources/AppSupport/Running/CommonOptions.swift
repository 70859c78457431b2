/// The options every app reads the same way: what to print (`--json`), how to start
/// (`--fresh`), how the screens behave (`--mouse`, `--no-images`) and `--help`. The
/// runner reads them; an app lists in its `CommandLineSpec` the ones it takes.
public struct CommonOptions: Equatable, Sendable {
    /// `--json`: print JSON and exit, instead of text on a pipe or the screens on a terminal.
    public var json = false
    /// `--fresh`: move a damaged local database aside before starting.
    public var fresh = false
    /// `--mouse`: the mouse wheel scrolls the screens.
    public var mouse = false
    /// `--no-images`: no pictures are fetched or drawn.
    public var noImages = false
    /// `-h`/`--help`: print the usage and exit.
    public var help = false
    /// `--web`: serve the app as a live page on this machine.
    public var web = false
    /// `--no-open`: with `--web`, open no browser.
    public var noOpen = false
    /// `--port N`: with `--web`, the port to listen on; nil for a free one.
    public var port: Int?

    /// Every default: text, no flags.
    public init() {}

    /// The common options given on `parsed`.
    ///
    /// - Throws: `CommandLineError` for a bad `--port`, `--web` with `--json` (one front
    ///   end at a time), or `--no-open`/`--port` without `--web`.
    public init(_ parsed: ParsedCommandLine) throws(CommandLineError) {
        json = parsed.flag("--json")
        fresh = parsed.flag("--fresh")
        mouse = parsed.flag("--mouse")
        noImages = parsed.flag("--no-images")
        help = parsed.wantsHelp
        web = parsed.flag("--web")
        noOpen = parsed.flag("--no-open")
        port = try parsed.integer("--port", minimum: 1, expected: "expected a port number, 1 to 65535").map { port throws(CommandLineError) in
            guard port <= 65_535 else { throw parsed.error(.invalidValue(option: "--port", value: String(port), reason: "expected a port number, 1 to 65535")) }
            return port
        }
        if web && json {
            throw parsed.error(.conflicting("--web serves a page; --json prints JSON. Give one of them."))
        }
        if !web && (noOpen || port != nil) {
            throw parsed.error(.conflicting("\(noOpen ? "--no-open" : "--port") is for the web page: add --web."))
        }
    }

    /// What a plain run prints: JSON with `--json`, else text.
    public var plainFormat: PlainFormat { json ? .json : .text }
}

/// An app's options as the runner reads them: the command line they come from, how to
/// read it, and the common ones beside the app's own.
public protocol AppOptions: Sendable {
    /// The command line: options, arguments, `--help` text, and the program's name.
    static var commandLine: CommandLineSpec { get }

    /// Reads `arguments` (without the program name); throws for anything it does not know.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> Self

    /// `--json`, `--fresh`, `--mouse`, `--no-images`, `--help`.
    var common: CommonOptions { get }

    /// A command that prints something when stdout is a pipe ("weather Berlin | cat"), for
    /// messages that send the user there; `<program> | cat` unless the app says otherwise.
    static var pipeExample: String { get }
}

extension AppOptions {
    /// `<program> | cat`: the app prints without arguments.
    public static var pipeExample: String { "\(commandLine.program) | cat" }
}
