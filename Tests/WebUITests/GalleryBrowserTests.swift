import BrowserSupport
import Foundation
import TestSupport
import XCTest

/// web-gallery in headless Chromium over WebDriver: the page as a person uses it.
final class GalleryBrowserTests: XCTestCase {
    private var browser: GalleryBrowser!

    override func setUpWithError() throws {
        browser = try GalleryBrowser()
    }

    override func tearDown() {
        browser?.stop()
        browser = nil
    }

    private var driver: WebDriver { browser.driver }

    func test_printsOneLine_theAddressWithItsToken_andTheTokenLeavesTheAddressBar() throws {
        XCTAssertTrue(browser.signInURL.hasPrefix("http://127.0.0.1:"), browser.signInURL)
        XCTAssertTrue(browser.signInURL.contains("?token="))
        XCTAssertEqual(try driver.currentURL(), browser.base + "/")
        XCTAssertEqual(try driver.title(), "WebUI Gallery")
        let rows = try driver.execute("return document.querySelectorAll('.table .row[data-key]').length") as? Int
        XCTAssertEqual(rows, 11)
    }

    func test_typing_reachesTheServer_andItsEchoNeverMovesTheCaret() throws {
        try browser.open("/text-field")
        try browser.waitForScreen(titled: "TextField")
        try browser.waitForFieldFocus("the field to have the focus")
        try driver.pressKeys("hello")
        try driver.wait(for: "the server's echo of hello") {
            try self.browser.string("return document.querySelector('.shouted').textContent") == "HELLO"
        }
        // Put the caret inside the word and type there: the echo comes back while the
        // caret must stay where the user put it.
        try driver.execute("const f = document.querySelector('input.textfield'); f.setSelectionRange(2, 2)")
        try driver.pressKeys("XY")
        try driver.wait(for: "the server's echo of heXYllo") {
            try self.browser.string("return document.querySelector('.shouted').textContent") == "HEXYLLO"
        }
        let field = try driver.execute("const f = document.querySelector('input.textfield'); return [f.value, f.selectionStart, f.selectionEnd]") as? [Any]
        XCTAssertEqual(field?[0] as? String, "heXYllo")
        XCTAssertEqual(field?[1] as? Int, 4)
        XCTAssertEqual(field?[2] as? Int, 4)
        // Fast typing loses nothing.
        try driver.pressKeys("0123456789")
        try driver.wait(for: "every keystroke to arrive") {
            try self.browser.string("return document.querySelector('.shouted').textContent") == "HEXY0123456789LLO"
        }
        XCTAssertEqual(try browser.string("return document.querySelector('input.textfield').value"), "heXY0123456789llo")
    }

    func test_enterSubmits_andTheExplicitResetClearsTheFocusedField() throws {
        try browser.open("/text-field")
        try browser.waitForScreen(titled: "TextField")
        try browser.waitForFieldFocus("the field to have the focus")
        try driver.pressKeys("first\u{E007}")
        try driver.wait(for: "the submitted text and the cleared field") {
            try self.browser.string("return document.querySelector('.submitted').textContent") == "first"
                && self.browser.string("return document.querySelector('input.textfield').value") == ""
        }
        XCTAssertEqual(try driver.execute("return document.activeElement.matches('input.textfield')") as? Bool, true)
    }

    func test_aListUpdate_arrivesAsKeyedOperations_theRowsShownStay() throws {
        try browser.open("/pour-in")
        try browser.waitForScreen(titled: "Pour in")
        try driver.wait(for: "the first posts") {
            (try self.driver.execute("return document.querySelectorAll('.row[data-key]').length") as? Int ?? 0) >= 5
        }
        // Mark every row element shown now; a re-rendered list would lose the marks.
        let marked = try driver.execute("""
            const rows = Array.from(document.querySelectorAll('.row[data-key]'));
            rows.forEach((row) => { row.__mark = row.dataset.key; });
            window.__firstKeys = rows.map((row) => row.dataset.key);
            return rows.length
            """) as? Int ?? 0
        try driver.wait(for: "a new post on top", timeout: 15) {
            try self.driver.execute("return document.querySelector('.row[data-key]').dataset.key !== window.__firstKeys[0]") as? Bool == true
        }
        let kept = try driver.execute("""
            return window.__firstKeys.filter((key) => {
              const row = document.querySelector('.row[data-key="' + key + '"]');
              return row && row.__mark === key;
            }).length
            """) as? Int ?? 0
        XCTAssertGreaterThanOrEqual(kept, marked - 1, "rows kept their elements (at most one left the list)")
        XCTAssertEqual(try driver.execute("return document.querySelector('.row[data-key]').__mark === undefined") as? Bool, true,
                       "the new row is a new element")
    }

    func test_backAndForward_andReload_landOnTheSameScreen() throws {
        try browser.click(".row[data-key]")
        try browser.waitForScreen(titled: "Label")
        XCTAssertEqual(try driver.currentURL(), browser.base + "/labels")
        XCTAssertEqual(try driver.title(), "Label")
        try driver.back()
        try browser.waitForScreen(titled: "WebUI Gallery")
        XCTAssertEqual(try driver.currentURL(), browser.base + "/")
        try driver.forward()
        try browser.waitForScreen(titled: "Label")
        XCTAssertEqual(try driver.currentURL(), browser.base + "/labels")
        try driver.refresh()
        try browser.waitForScreen(titled: "Label")
        // The back button (Esc) still goes to the gallery: the reloaded stack has it.
        try browser.click(".titlebar .back")
        try browser.waitForScreen(titled: "WebUI Gallery")
    }

    func test_keyboard_movesTheCursor_opensWithEnter_andGoesBackWithEscape() throws {
        try driver.execute("document.activeElement && document.activeElement.blur()")
        try driver.pressKeys("jj\u{E007}")
        try browser.waitForScreen(titled: "TextField")
        try browser.waitForFieldFocus("the pushed screen's field to take the focus")
        try driver.execute("document.activeElement && document.activeElement.blur()")
        try driver.pressKeys("\u{E00C}")
        try browser.waitForScreen(titled: "WebUI Gallery")
        try driver.pressKeys("?")
        try driver.wait(for: "the help overlay") {
            try self.driver.execute("const h = document.querySelector('.help'); return h && !h.hidden") as? Bool == true
        }
        XCTAssertTrue(try browser.string("return document.querySelector('.help').textContent").contains("Help"))
        try driver.pressKeys("\u{E00C}")
        try driver.wait(for: "the help to close") {
            try self.driver.execute("return document.querySelector('.help').hidden") as? Bool == true
        }
    }

    func test_aBookmarkedScreen_opensDirectly_andASecondTabHasItsOwnScreens() throws {
        let first = try driver.windowHandles()[0]
        let second = try driver.newTab()
        try driver.switchTo(second)
        try browser.open("/text-field")
        try browser.waitForScreen(titled: "TextField")
        try browser.waitForFieldFocus("the field to have the focus")
        try driver.pressKeys("tab two")
        try driver.wait(for: "tab two's echo") {
            try self.browser.string("return document.querySelector('.shouted').textContent") == "TAB TWO"
        }
        try driver.switchTo(first)
        try browser.open("/text-field")
        try browser.waitForScreen(titled: "TextField")
        XCTAssertEqual(try browser.string("return document.querySelector('input.textfield').value"), "")
        XCTAssertEqual(try browser.string("return document.querySelector('.shouted').textContent"), "")
    }

    func test_whenTheStreamDrops_thePageSaysReconnecting_thenGetsASnapshotWithItsState() throws {
        try browser.open("/reconnect")
        try browser.waitForScreen(titled: "Reconnect")
        try browser.click(".button.primary")
        try browser.click(".button.primary")
        try driver.wait(for: "two presses counted") {
            try self.browser.string("return document.querySelector('.press-count').textContent") == "Pressed 2 times"
        }
        try browser.dropStream(with: { try browser.click(".drop-stream") }, redrawn: ".press-count")
        XCTAssertEqual(try browser.string("return document.querySelector('.press-count').textContent"), "Pressed 2 times")
        try browser.click(".button.primary")
        try driver.wait(for: "the reconnected page to work") {
            try self.browser.string("return document.querySelector('.press-count').textContent") == "Pressed 3 times"
        }
    }

    func test_hostileText_showsAsText_andNoneOfItRuns() throws {
        try browser.open("/hostile")
        try browser.waitForScreen(titled: "Hostile <b>text</b>")
        let labels = try driver.execute("return Array.from(document.querySelectorAll('.hostile')).map((l) => l.textContent)") as? [String]
        XCTAssertEqual(labels?.first, "<script>window.pwned = 'script'</script>")
        XCTAssertEqual(labels?[1], "<img src=x onerror=\"window.pwned = 'img'\">")
        XCTAssertEqual(labels?[3], "Terminal escapes: [31mred[0m and ]0;title gone", "control characters are dropped")
        XCTAssertEqual(try driver.title(), "Hostile <b>text</b>")
        XCTAssertEqual(try driver.execute("return typeof window.pwned") as? String, "undefined")
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('#app script, #app img[onerror], #app svg[onload]').length") as? Int, 0)
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('#app a[href^=\"javascript\"]').length") as? Int, 0)
        XCTAssertEqual(try browser.string("return document.querySelector('.section-header').textContent"), "In rows <i>and headers</i>")
    }

    func test_outgoingLinks_openNoOpenerNoReferrer() throws {
        try browser.open("/labels")
        try browser.waitForScreen(titled: "Label")
        let link = try driver.execute("const a = document.querySelector('a.link'); return [a.href, a.rel, a.target]") as? [String]
        XCTAssertEqual(link, ["https://www.swift.org/", "noopener noreferrer", "_blank"])
    }
}

extension GalleryBrowserTests {
    /// A table someone listens to hears the lowest row in the window as the page scrolls,
    /// the end of the list included (what paging as the end comes into view needs).
    func test_scrolling_reportsTheLowestRowInTheWindow_downToTheLast() throws {
        try browser.open("/table")
        try browser.waitForScreen(titled: "TableView")
        try driver.wait(for: "the lowest row at the top of the page") {
            try self.browser.string("return document.querySelector('.lowest-row').textContent").hasPrefix("In the window down to Fruit #")
        }
        // A row whose bottom is the window's bottom is the lowest; the next one's first
        // pixel at the edge does not count.
        try driver.execute("window.scrollBy(0, Math.ceil(document.querySelectorAll('.row[data-key]')[149].getBoundingClientRect().bottom - window.innerHeight))")
        try driver.wait(for: "the 50th vegetable at the bottom of the window") {
            try self.browser.string("return document.querySelector('.lowest-row').textContent") == "In the window down to Vegetables #50"
        }
        // The page has the first 200 rows; more come as the reader nears their end.
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('.row[data-key]').length") as? Int, 200)
        try driver.wait(for: "the last row, once scrolled into the window") {
            _ = try self.driver.execute("window.scrollTo(0, document.body.scrollHeight)")
            return try self.browser.string("return document.querySelector('.lowest-row').textContent") == "In the window down to Grains #100"
        }
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('.row[data-key]').length") as? Int, 300)
        try driver.execute("window.scrollTo(0, 0)")
        try driver.wait(for: "a row of the first section again") {
            try self.browser.string("return document.querySelector('.lowest-row').textContent").hasPrefix("In the window down to Fruit #")
        }
    }
}
