#if canImport(Glibc)
import Glibc
#endif
import TerminalUI

/// Which front end an app runs: its screens on a terminal, or plain text (or JSON) for
/// a pipe, a file or a terminal that cannot draw.
public enum FrontEnd: Sendable, Equatable {
    /// The full-screen terminal UI.
    case terminal
    /// Plain output, printed once.
    case plain

    /// `.terminal` when stdout is a terminal that can move its cursor, else `.plain`:
    /// `TERM=dumb` (an editor's shell buffer), no `TERM`, or a type whose terminfo entry
    /// has no cursor addressing (see `TerminalCapabilities.detect`) gets plain output.
    public static func choose(stdoutIsTerminal: Bool, environment: [String: String]) -> FrontEnd {
        guard stdoutIsTerminal else { return .plain }
        return TerminalCapabilities.detect(environment: environment).cursorAddressing ? .terminal : .plain
    }

    /// The front end for this process's stdout and `environment`.
    public static func current(environment: [String: String]) -> FrontEnd {
        choose(stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
    }
}
