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

    /// Every default: text, no flags.
    public init() {}

    /// The common options given on `parsed`.
    public init(_ parsed: ParsedCommandLine) {
        json = parsed.flag("--json")
        fresh = parsed.flag("--fresh")
        mouse = parsed.flag("--mouse")
        noImages = parsed.flag("--no-images")
        help = parsed.wantsHelp
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
}
