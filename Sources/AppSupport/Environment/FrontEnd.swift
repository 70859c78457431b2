#if canImport(Glibc)
import Glibc
#endif
import TerminalUI

/// Which front end an app runs: its screens on a terminal, or plain text (or JSON) for
/// a pipe, a file, a terminal that cannot draw, or a command line that asked for JSON.
public enum FrontEnd: Sendable, Equatable {
    /// The full-screen terminal UI.
    case terminal
    /// Plain output, printed once.
    case plain
    /// A live page on this machine (`--web`), served until Ctrl-C.
    case web

    /// `.terminal` when stdout is a terminal that can move its cursor, else `.plain`:
    /// `TERM=dumb` (an editor's shell buffer), no `TERM`, or a type whose terminfo entry
    /// has no cursor addressing (see `TerminalCapabilities.detect`) gets plain output.
    /// `json` (the user gave `--json`) is always `.plain`, a terminal too: who asks for
    /// JSON wants JSON (to read it, or to copy it), not the screens.
    public static func choose(stdoutIsTerminal: Bool, environment: [String: String], json: Bool = false) -> FrontEnd {
        guard stdoutIsTerminal else { return .plain }
        return (TerminalCapabilities.detect(environment: environment).cursorAddressing ? FrontEnd.terminal : .plain).asking(json: json)
    }

    /// This front end when JSON is not asked for; `.plain` when it is (`--json`), which
    /// prints it. The one place that rule is written (`AppContext.frontEnd` uses it too).
    public func asking(json: Bool) -> FrontEnd {
        json ? .plain : self
    }

    /// This front end, or `.web` when the page is asked for (`--web`), wherever stdout goes.
    public func asking(web: Bool) -> FrontEnd {
        web ? .web : self
    }

    /// The front end for this process's stdout and `environment`, and whether JSON was
    /// asked for.
    public static func current(environment: [String: String], json: Bool = false) -> FrontEnd {
        choose(stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, environment: environment, json: json)
    }
}
