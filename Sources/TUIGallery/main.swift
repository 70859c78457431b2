import Dispatch
import TerminalUI

// --help, a bad option (exit 2) or stdout that is not a terminal (exit 1) end here.
GalleryOptions.readOrExit()

/// tui-gallery: every TerminalUI view with made-up data. Enter opens a view's screen,
/// Esc goes back, ? lists the keys, q quits. `--mouse` turns the mouse wheel on (the
/// table scrolls with it; selecting text then needs Shift).
///
/// Hidden flags for the end-to-end tests, which check that the terminal is given back
/// when the app dies: `--crash-after-first-frame` traps right after the first frame,
/// `--overflow-after-first-frame` overflows the stack in main-queue code then.
let navigation = NavigationController(rootViewController: GalleryViewController())
let flags = CommandLine.arguments.dropFirst()
if flags.contains("--crash-after-first-frame") {
    // Queued now, run by the main queue after `run` drew the first frame.
    DispatchQueue.main.async {
        let rows = CommandLine.arguments.count - CommandLine.arguments.count
        // An out-of-range index: a Swift runtime trap, as a real bug would hit.
        _ = CommandLine.arguments[rows - 1]
    }
}
if flags.contains("--overflow-after-first-frame") {
    DispatchQueue.main.async {
        // Unbounded recursion, as a layout cycle would make.
        _ = StackOverflow.descend(0, nil)
    }
}
Application.run(rootViewController: navigation, mouseWheel: flags.contains("--mouse"))
