import AppSupport
import Foundation
import RxCore
import RxTesting
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// Opening a page: a real program is started (a script standing in for the browser)
/// and what it received is read back.
final class BrowserTests: XCTestCase {
    /// A script that writes its argument count and each argument on its own line into
    /// `output`, then exits with `status`.
    private func fakeBrowser(in directory: TemporaryDirectory, writingTo output: URL, status: Int = 0) throws -> URL {
        let script = directory.url.appendingPathComponent("fake-browser")
        try """
        #!/bin/sh
        { echo "$#"; for argument in "$@"; do echo "$argument"; done; } > '\(output.path)'
        exit \(status)
        """.write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        return script
    }

    /// How `browser` opening `url` ended: nil when it completed, else its error.
    private func outcome(of browser: Browser, opening url: URL) -> Error? {
        switch browser.open(url).toBlocking(timeout: 30).materialize() {
        case .completed: return nil
        case .failed(_, let error): return error
        }
    }

    func test_anOpenerThatExitsZero_completes() throws {
        let directory = try TemporaryDirectory(for: self)
        let output = directory.url.appendingPathComponent("arguments")
        let script = try fakeBrowser(in: directory, writingTo: output, status: 0)
        let url = try XCTUnwrap(URL(string: "https://example.org/page"))
        XCTAssertNil(outcome(of: Browser(environment: ["BROWSER": script.path]), opening: url))
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "1\n\(url.absoluteString)\n")
    }

    func test_anOpenerThatExitsThree_failsWithItsStatus() throws {
        let directory = try TemporaryDirectory(for: self)
        let script = try fakeBrowser(in: directory, writingTo: directory.url.appendingPathComponent("arguments"), status: 3)
        let error = outcome(of: Browser(environment: ["BROWSER": script.path]), opening: try XCTUnwrap(URL(string: "https://example.org")))
        XCTAssertEqual(error as? BrowserError, .exited(program: script.path, status: 3))
        XCTAssertTrue((error as? BrowserError)?.message.contains("exit status 3") == true)
    }

    func test_xdgOpenWithoutABrowser_saysSo() {
        XCTAssertTrue(BrowserError.exited(program: "xdg-open", status: 3).message.contains("no browser found"))
    }

    func test_theURL_isOneArgument_neverReadByAShell() throws {
        let directory = try TemporaryDirectory(for: self)
        let output = directory.url.appendingPathComponent("arguments")
        let script = try fakeBrowser(in: directory, writingTo: output)
        let marker = directory.url.appendingPathComponent("pwned")
        let url = try XCTUnwrap(URL(string: "https://github.com/a?x=1&y=$(touch%20\(marker.path));b`id`"))
        let browser = Browser(environment: ["BROWSER": script.path])
        XCTAssertNil(outcome(of: browser, opening: url))
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "1\n\(url.absoluteString)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path))
    }

    func test_browserWithArguments_andPercentS() throws {
        let directory = try TemporaryDirectory(for: self)
        let output = directory.url.appendingPathComponent("arguments")
        let script = try fakeBrowser(in: directory, writingTo: output)
        let url = try XCTUnwrap(URL(string: "https://github.com/sferik/twitter"))
        XCTAssertNil(outcome(of: Browser(environment: ["BROWSER": "\(script.path) --new-tab %s --after:other-browser"]), opening: url))
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "3\n--new-tab\n\(url.absoluteString)\n--after\n")
        XCTAssertNil(outcome(of: Browser(environment: ["BROWSER": "\(script.path) --new-window"]), opening: url))
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "2\n--new-window\n\(url.absoluteString)\n")
    }

    func test_withoutBROWSER_itIsXdgOpen() {
        XCTAssertEqual(Browser(environment: [:]).command, ["xdg-open"])
        XCTAssertEqual(Browser(environment: ["BROWSER": "  "]).command, ["xdg-open"])
    }

    func test_aMissingBrowser_saysWhatToDo() throws {
        let browser = Browser(environment: ["BROWSER": "/nonexistent/browser"])
        let error = outcome(of: browser, opening: try XCTUnwrap(URL(string: "https://github.com")))
        XCTAssertEqual(error as? BrowserError, .notFound(program: "/nonexistent/browser"))
        XCTAssertTrue((error as? BrowserError)?.message.contains("Set BROWSER") == true)
    }

    func test_onlyWebPagesOpen() throws {
        let browser = Browser(environment: ["BROWSER": "/bin/true"])
        for text in ["file:///etc/passwd", "javascript:alert(1)", "ssh://example.com"] {
            XCTAssertEqual(outcome(of: browser, opening: try XCTUnwrap(URL(string: text))) as? BrowserError, .unsupportedURL(text), text)
        }
    }
}
