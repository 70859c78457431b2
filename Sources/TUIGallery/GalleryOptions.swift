import AppSupport
import Foundation

/// The gallery's command line: `--help`, `--mouse`, and the hidden hooks of the
/// end-to-end tests; read before anything is drawn.
enum GalleryOptions {
    /// What `tui-gallery` accepts, and its `--help` text.
    static let commandLine = CommandLineSpec(
        program: "tui-gallery",
        summary: "Shows every TerminalUI view with made-up data, one screen per view.",
        options: [
            .mouse,
            .hiddenFlag("--crash-after-first-frame"),
            .hiddenFlag("--overflow-after-first-frame"),
            .hiddenFlag(anyInputFlag),
        ],
        sections: ["Keys: Enter opens a view's screen, Esc goes back, ? lists the screen's keys, q quits."])

    /// The end-to-end tests' hook that reads keys from any stdin (a pipe, /dev/null), to
    /// check how the screen ends when its input does.
    static let anyInputFlag = "--read-keys-from-any-input"

    /// Ends the process when the gallery should not start: with the help (0), a bad
    /// command line (2), stdout that is not a terminal (1: the gallery only draws full
    /// screen, and its frames would only fill a file or pipe with escape sequences) or
    /// stdin that is not one (1: no key could be read, and `tui-gallery </dev/null` from
    /// a script would take the screen over and end at once without a word).
    /// Returns when it can run.
    static func readOrExit(arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                           environment: [String: String] = ProcessInfo.processInfo.environment) {
        let app = AppContext(name: commandLine.program, environment: environment)
        let parsed: ParsedCommandLine
        do {
            parsed = try commandLine.parse(arguments)
        } catch {
            exit(app.fail(error))
        }
        if parsed.wantsHelp { exit(app.emit(commandLine.usage)) }
        if isatty(STDOUT_FILENO) != 1 {
            app.report("stdout is not a terminal: the gallery only draws full screen. Run it in a terminal.")
            exit(1)
        }
        // A terminal that cannot move its cursor (TERM=dumb, an editor's shell buffer)
        // would get a screenful of escape sequences printed as text.
        if FrontEnd.current(environment: environment) != .terminal {
            let term = environment["TERM"].map { "TERM=\($0)" } ?? "no TERM"
            app.report("this terminal cannot draw full screen (\(term)): the gallery only draws full screen. "
                + "Run it in a terminal such as xterm, or set TERM to one.")
            exit(1)
        }
        if !parsed.flag(anyInputFlag), let problem = KeyboardInput.problem() {
            app.report("cannot read keys: \(problem). The gallery is driven by the keyboard: run it in a terminal, "
                + "without redirecting its input.")
            exit(1)
        }
    }
}
