import Dispatch
import TerminalUI

// --help, a bad option (exit 2) or stdout that is not a terminal (exit 1) end here.
GalleryOptions.readOrExit()

/// tui-gallery: every TerminalUI view with made-up data. Enter opens a view's screen,
/// Esc goes back, ? lists the keys, q quits. `--mouse` turns the mouse wheel on (the
/// table scrolls with it; selecting text then needs Shift).
///
/// A hidden `--crash-after-first-frame` flag traps right after the first frame, so the
/// end-to-end tests can check that a crash gives the terminal back.
let navigation = NavigationController(rootViewController: GalleryViewController())
if CommandLine.arguments.dropFirst().contains("--crash-after-first-frame") {
    // Queued now, run by the main queue after `run` drew the first frame.
    DispatchQueue.main.async {
        let rows = CommandLine.arguments.count - CommandLine.arguments.count
        // An out-of-range index: a Swift runtime trap, as a real bug would hit.
        _ = CommandLine.arguments[rows - 1]
    }
}
Application.run(rootViewController: navigation, mouseWheel: CommandLine.arguments.dropFirst().contains("--mouse"))
