import AppSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// Opening a page: a real program is started (a script standing in for the browser)
/// and what it received is read back.
final class BrowserTests: XCTestCase {
    /// A script that writes its argument count and each argument on its own line into `output`.
    private func fakeBrowser(in directory: TemporaryDirectory, writingTo output: URL) throws -> URL {
        let script = directory.url.appendingPathComponent("fake-browser")
        try """
        #!/bin/sh
        { echo "$#"; for argument in "$@"; do echo "$argument"; done; } > '\(output.path)'
        """.write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        return script
    }

    func test_theURL_isOneArgument_neverReadByAShell() throws {
        let directory = try TemporaryDirectory(for: self)
        let output = directory.url.appendingPathComponent("arguments")
        let script = try fakeBrowser(in: directory, writingTo: output)
        let marker = directory.url.appendingPathComponent("pwned")
        let url = try XCTUnwrap(URL(string: "https://github.com/a?x=1&y=$(touch%20\(marker.path));b`id`"))
        let browser = Browser(environment: ["BROWSER": script.path])
        let launched = try browser.open(url)
        XCTAssertEqual(launched.waitUntilExit(timeout: 10), 0)
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "1\n\(url.absoluteString)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path))
    }

    func test_browserWithArguments_andPercentS() throws {
        let directory = try TemporaryDirectory(for: self)
        let output = directory.url.appendingPathComponent("arguments")
        let script = try fakeBrowser(in: directory, writingTo: output)
        let url = try XCTUnwrap(URL(string: "https://github.com/sferik/twitter"))
        _ = try Browser(environment: ["BROWSER": "\(script.path) --new-tab %s --after:other-browser"]).open(url).waitUntilExit(timeout: 10)
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "3\n--new-tab\n\(url.absoluteString)\n--after\n")
        _ = try Browser(environment: ["BROWSER": "\(script.path) --new-window"]).open(url).waitUntilExit(timeout: 10)
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "2\n--new-window\n\(url.absoluteString)\n")
    }

    func test_withoutBROWSER_itIsXdgOpen() {
        XCTAssertEqual(Browser(environment: [:]).command, ["xdg-open"])
        XCTAssertEqual(Browser(environment: ["BROWSER": "  "]).command, ["xdg-open"])
    }

    func test_aMissingBrowser_saysWhatToDo() {
        let browser = Browser(environment: ["BROWSER": "/nonexistent/browser"])
        XCTAssertThrowsError(try browser.open(URL(string: "https://github.com")!)) { error in
            XCTAssertEqual(error as? BrowserError, .notFound(program: "/nonexistent/browser"))
            XCTAssertTrue((error as? BrowserError)?.message.contains("Set BROWSER") == true)
        }
    }

    func test_onlyWebPagesOpen() {
        let browser = Browser(environment: ["BROWSER": "/bin/true"])
        for text in ["file:///etc/passwd", "javascript:alert(1)", "ssh://example.com"] {
            XCTAssertThrowsError(try browser.open(URL(string: text)!), text) { error in
                XCTAssertEqual(error as? BrowserError, .unsupportedURL(text))
            }
        }
    }
}
