import Foundation
import TestSupport
import XCTest

/// Under a real tmux (3.3 draws `⬆️` and `1️⃣` in one column and `👍🏽` in four, where
/// TerminalUI counts two): the gallery's line of such graphemes looks the same drawn
/// over the list (only its changed cells written) as drawn whole on a cleared screen,
/// so no character of the list stays and nothing after the graphemes moves.
final class GalleryDisputedWidthEndToEndTests: GalleryTestCase {
    func test_disputedWidthsLine_drawnOverTheList_leavesNoStrayCharacters() throws {
        let gallery = try galleryBinary()
        let session = try startSession()

        session.sendKeys(gallery.path, "Enter")
        try session.waitForScreen("the list") { $0.contains("TUI Gallery") && $0.contains("StatusBar") }
        session.sendKeys("Enter")
        try session.waitForScreen("the Label screen") { $0.contains("‹ Label") && $0.contains("| end") }
        let overList = try disputedLine(session)

        // Stopped and continued, the app clears the screen and draws it whole: how the
        // line looks with nothing under it.
        session.sendKeys("C-z")
        try session.waitForScreen("the shell after Ctrl-Z") { $0.contains("Stopped") && !$0.contains("‹ Label") }
        session.sendKeys("fg", "Enter")
        try session.waitForScreen("the Label screen redrawn") { $0.contains("‹ Label") && $0.contains("| end") && !$0.contains("Stopped") }
        let clean = try disputedLine(session)
        XCTAssertTrue(clean.hasSuffix("flag | end"), "nothing after the graphemes shifted:\n\(session.capture())")

        session.sendKeys("Escape")
        try session.waitForScreen("the list again") { $0.contains("TUI Gallery") && $0.contains("Spinner") && !$0.contains("‹") }
        session.sendKeys("Enter")
        try session.waitForScreen("the Label screen again") { $0.contains("‹ Label") && $0.contains("| end") }
        let again = try disputedLine(session)

        XCTAssertEqual(overList, clean, "drawn over the list the first time: no stray characters")
        XCTAssertEqual(again, clean, "drawn over the list again: no stray characters")
        session.sendKeys("q")
        try session.waitForPrompt("shell$")
    }

    /// The pane's line holding the disputed graphemes.
    private func disputedLine(_ session: TmuxSession) throws -> String {
        try XCTUnwrap(session.line(containing: "Disputed widths:"), "the line is on screen:\n\(session.capture())")
    }
}
