import Foundation
import XCTest

/// A program's live web page in headless Chromium over WebDriver, as a person uses it: the
/// built `product` started with `arguments` (with `--no-open`), the address it prints on
/// its one line of stdout opened, and helpers to wait for a screen, read the page and click.
/// `stop()` quits the browser and ends the program. Main thread only.
public final class PageBrowser {
    /// The program serving the page.
    public let program: RunningProcess
    /// The browser.
    public let driver: WebDriver
    /// The address the program printed, token included.
    public let signInURL: String
    /// "http://127.0.0.1:PORT".
    public let base: String

    /// Starts `product` (built by `swift build`) with `arguments` in `environment`, and the
    /// browser at `width`×`height`; waits for the screen titled `title` when given.
    public init(product: String, arguments: [String], environment: [String: String]? = nil, title: String? = nil,
                width: Int = 1200, height: Int = 900) throws {
        let binary = try PackagePaths.builtProduct(named: product)
        driver = try WebDriver.start(width: width, height: height)
        do {
            program = try RunningProcess(binary.path, arguments, environment: environment)
            signInURL = try program.firstLine(timeout: 30)
        } catch {
            driver.quit()
            throw error
        }
        guard let schemeEnd = signInURL.range(of: "://"), let pathStart = signInURL[schemeEnd.upperBound...].firstIndex(of: "/") else {
            driver.quit()
            program.terminate()
            throw WebDriverError(description: "not a URL: \(signInURL)")
        }
        base = String(signInURL[..<pathStart])
        try driver.open(signInURL)
        if let title { try waitForScreen(titled: title) }
    }

    /// Quits the browser and ends the program.
    public func stop() {
        driver.quit()
        program.terminate()
    }

    /// Waits until the title bar names `title`.
    public func waitForScreen(titled title: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try driver.wait(for: "the screen \"\(title)\"", file: file, line: line) {
            try self.driver.execute("const t = document.querySelector('.titlebar .title'); return t ? t.textContent : null") as? String == title
        }
    }

    /// Waits until a text field has the focus.
    public func waitForFieldFocus(_ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try driver.wait(for: what, file: file, line: line) {
            try self.driver.execute("return document.activeElement && document.activeElement.matches('input.textfield')") as? Bool == true
        }
    }

    /// Opens `path` on the program's address.
    public func open(_ path: String) throws {
        try driver.open(base + path)
    }

    /// What `script` returns, as a string ("" for anything else).
    public func string(_ script: String) throws -> String {
        try driver.execute(script) as? String ?? ""
    }

    /// The page's visible text (its `innerText`), as a reader sees it.
    public func pageText() throws -> String {
        try string("return document.body.innerText")
    }

    /// Waits until the page's text contains `text`.
    public func waitForText(_ text: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws {
        try driver.wait(for: "\"\(text)\" on the page", timeout: timeout, file: file, line: line) {
            try self.pageText().contains(text)
        }
    }

    /// Clicks the first element matching `selector`, once there is one.
    public func click(_ selector: String, file: StaticString = #filePath, line: UInt = #line) throws {
        var found: String?
        try driver.wait(for: "an element \(selector)", file: file, line: line) {
            found = try self.driver.element(selector)
            return found != nil
        }
        if let found { try driver.click(found) }
    }

    /// Notes from now on whether the page says "reconnecting…", and marks the element
    /// `selector` (one a new snapshot replaces): call before the stream is dropped, then
    /// `waitForReconnect`.
    public func watchForReconnect(marking selector: String) throws {
        try driver.execute("""
            window.__sawReconnecting = false;
            const banner = document.getElementById('connection');
            new MutationObserver(() => {
              if (!banner.hidden && banner.textContent === 'reconnecting…') window.__sawReconnecting = true;
            }).observe(banner, { attributes: true, childList: true, characterData: true, subtree: true });
            document.querySelector(arguments[0]).__beforeReconnect = true;
            """, [selector])
    }

    /// Waits until the page has said "reconnecting…", then until it is connected again with
    /// a new snapshot (the element marked by `watchForReconnect` replaced).
    public func waitForReconnect(of selector: String, timeout: TimeInterval = 15, file: StaticString = #filePath, line: UInt = #line) throws {
        try driver.wait(for: "the page to say reconnecting…", timeout: timeout, file: file, line: line) {
            try self.driver.execute("return window.__sawReconnecting") as? Bool == true
        }
        try driver.wait(for: "the snapshot after the reconnect", timeout: timeout, file: file, line: line) {
            try self.driver.execute("""
                const element = document.querySelector(arguments[0]);
                return document.getElementById('connection').hidden && element !== null && element.__beforeReconnect === undefined
                """, [selector]) as? Bool == true
        }
    }

    /// Saves a screenshot of the page to `path` (for a person to look at).
    public func saveScreenshot(to path: String) throws {
        try driver.screenshot().write(to: URL(fileURLWithPath: path))
    }
}
