import Foundation
import TerminalUI

/// What an app's start needs to know about where it runs, and how it talks back: its
/// name, environment, XDG paths, the front end (terminal or plain), and safe writing to
/// stdout and stderr with the exit status each outcome calls for.
///
/// `RunnableApp.run(arguments:environment:)` makes one for each run and hands it to the
/// app's startup and front ends.
///
/// A value; use from the main thread (as the app's start does).
public struct AppContext: Sendable {
    /// The program's name, put before each error line (`tweetie: …`).
    public var name: String
    /// The environment the app reads its variables from.
    public var environment: [String: String]
    /// The app's XDG directories.
    public var paths: AppPaths
    /// Screens or plain output: what stdout and `TERM` call for, and always plain when
    /// JSON is asked for (`wantsJSON`).
    public var frontEnd: FrontEnd { outputFrontEnd.asking(json: wantsJSON).asking(web: wantsWeb) }
    /// Whether the command line asked for JSON (`--json`); set it once parsed. JSON is
    /// printed by the plain front end, so this makes `frontEnd` plain on a terminal too.
    public var wantsJSON = false
    /// Whether the command line asked for the web page (`--web`); set it once parsed.
    public var wantsWeb = false
    /// Where output goes (stdout).
    public var output: StandardStream
    /// Where errors go (stderr).
    public var errorOutput: StandardStream
    /// The front end stdout and `TERM` call for (or the one given).
    private let outputFrontEnd: FrontEnd

    /// The context of the app `name` in `environment`: its paths, and the front end
    /// stdout and `TERM` call for (unless given).
    public init(name: String, environment: [String: String], frontEnd: FrontEnd? = nil,
                output: StandardStream = .output, errorOutput: StandardStream = .error) {
        self.name = name
        self.environment = environment
        self.paths = AppPaths(appName: name, environment: environment)
        outputFrontEnd = frontEnd ?? FrontEnd.current(environment: environment)
        self.output = output
        self.errorOutput = errorOutput
    }

    /// Writes `text` to stdout. Returns the exit status to end with: 0 when written; 1
    /// after saying why on stderr when the write failed (a full disk); 141 (128 +
    /// SIGPIPE), quietly, when the reader closed the pipe.
    public func emit(_ text: String) -> Int32 {
        do throws(OutputError) {
            try output.write(text)
            return 0
        } catch {
            switch error {
            case .closed:
                return 128 + SIGPIPE
            case .failed(_, let reason):
                report("cannot write the output: \(reason).")
                return 1
            }
        }
    }

    /// Writes `name: message` on one line to stderr. The message is sanitized (it may
    /// quote data from outside: a path, a server's answer), so no escape sequence or
    /// line break from it reaches the terminal. A failing stderr is ignored: there is
    /// nowhere left to say so.
    public func report(_ message: String) {
        try? errorOutput.write("\(name): \(sanitize(message))\n")
    }

    /// Reports `error` and returns its exit status.
    public func fail(_ error: some AppError) -> Int32 {
        report(error.message)
        return error.exitStatus
    }

    /// The end of a plain run: prints `output`, then each of `errors` on stderr, and
    /// returns `status` — or the status of a failed write (see `emit(_:)`), errors unsaid
    /// when nobody reads the output any more.
    public func finish(output text: String, errors: [String] = [], status: Int32) -> Int32 {
        let written = emit(text)
        if written == 128 + SIGPIPE { return written }
        for error in errors { report(error) }
        return written != 0 ? written : status
    }

    /// The end of a plain run: `outcome` printed and said (see `finish(output:errors:status:)`).
    public func finish(_ outcome: PlainOutcome) -> Int32 {
        finish(output: outcome.output, errors: outcome.errors, status: outcome.status)
    }
}
