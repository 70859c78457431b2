import BrowserSupport
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
        driver = try PageBrowser.startDriver(width: width, height: height)
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

    /// A browser for a test: skips the test when chromium is not installed on a
    /// developer's machine, fails it on CI (CI=true), which installs it.
    public static func startDriver(width: Int, height: Int) throws -> WebDriver {
        do {
            return try WebDriver.start(width: width, height: height)
        } catch let error as WebDriverUnavailable {
            if ProcessInfo.processInfo.environment["CI"] == "true" { throw MissingPrerequisite(error.description) }
            throw XCTSkip(error.description)
        }
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

    /// The program's port.
    public var port: UInt16 {
        base.split(separator: ":").last.flatMap { UInt16($0) } ?? 0
    }

    /// Drops every connection the browser has to the program, as a failing network does
    /// (the kernel aborts them, `LoopbackConnections`): the tab's event stream errors.
    public func dropConnections() throws {
        try LoopbackConnections.reset(toPort: port)
    }

    /// Drops the tab's live stream with `drop` (`dropConnections`, or a button of the
    /// program's) and waits for what a person sees: the page saying "reconnecting…", then
    /// a new snapshot — the element matching `redrawn` drawn again, the connection's
    /// banner gone.
    public func dropStream(with drop: () throws -> Void, redrawn selector: String,
                           file: StaticString = #filePath, line: UInt = #line) throws {
        try driver.execute("""
            window.__sawReconnecting = false;
            const banner = document.getElementById('connection');
            new MutationObserver(() => {
              if (!banner.hidden && banner.textContent === 'reconnecting…') window.__sawReconnecting = true;
            }).observe(banner, { attributes: true, childList: true, characterData: true, subtree: true });
            document.querySelector(arguments[0]).__beforeTheDrop = true;
            """, [selector])
        try drop()
        try driver.wait(for: "the page to say reconnecting…", file: file, line: line) {
            try self.driver.execute("return window.__sawReconnecting") as? Bool == true
        }
        try driver.wait(for: "the snapshot after the reconnect", timeout: 20, file: file, line: line) {
            try self.driver.execute("""
                const element = document.querySelector(arguments[0]);
                return document.getElementById('connection').hidden && element !== null && element.__beforeTheDrop === undefined
                """, [selector]) as? Bool == true
        }
    }

    /// Saves a screenshot of the page to `path` (for a person to look at).
    public func saveScreenshot(to path: String) throws {
        try driver.screenshot().write(to: URL(fileURLWithPath: path))
    }
}
