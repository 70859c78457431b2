import AppSupport
import Foundation

/// The gallery's command line: `--port N`, `--no-open`, `--help`.
struct GalleryOptions {
    /// The port to listen on; 0 picks a free one.
    var port: UInt16 = 0
    /// Whether to leave opening the page to the user (tests, remote shells).
    var noOpen = false

    /// What `web-gallery` accepts, and its `--help` text.
    static let commandLine = CommandLineSpec(
        program: "web-gallery",
        summary: "Serves every WebUI view, live, with made-up data, on this machine only.",
        options: [
            .value("--port", "N", help: "Listen on port N (default: a free port)"),
            .flag("--no-open", help: "Print the page's address without opening a browser"),
        ],
        sections: ["Prints the page's address (with this run's access token) and serves until Ctrl-C."])

    /// The options, or the end of the process: with the help (0) or a bad command line (2).
    static func readOrExit(arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> GalleryOptions {
        let app = AppContext(name: commandLine.program, environment: environment)
        do {
            let parsed = try commandLine.parse(arguments)
            if parsed.wantsHelp { exit(app.emit(commandLine.usage)) }
            var options = GalleryOptions()
            options.noOpen = parsed.flag("--no-open")
            if let port = try parsed.value("--port", expected: "a port number from 1 to 65535", { UInt16($0).flatMap { $0 > 0 ? $0 : nil } }) {
                options.port = port
            }
            return options
        } catch {
            exit(app.fail(error))
        }
    }
}
