#if canImport(Glibc)
import Glibc
#endif

/// Which front end an app runs: its screens on a terminal, or plain text (or JSON) for
/// a pipe, a file or a terminal that cannot draw.
public enum FrontEnd: Sendable, Equatable {
    /// The full-screen terminal UI.
    case terminal
    /// Plain output, printed once.
    case plain

    /// `.terminal` when stdout is a terminal and `TERM` is not `dumb` (a terminal that
    /// cannot move the cursor, such as an editor's shell buffer), else `.plain`.
    public static func choose(stdoutIsTerminal: Bool, environment: [String: String]) -> FrontEnd {
        guard stdoutIsTerminal else { return .plain }
        return environment["TERM"] == "dumb" ? .plain : .terminal
    }

    /// The front end for this process's stdout and `environment`.
    public static func current(environment: [String: String]) -> FrontEnd {
        choose(stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
    }
}
