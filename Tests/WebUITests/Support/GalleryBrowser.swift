import Foundation
import TestSupport
import XCTest

/// `web-gallery --no-open` and a headless Chromium driving it, shared by a test class
/// (starting both takes a few seconds). The URL is the one line the gallery prints.
final class GalleryBrowser {
    let gallery: RunningProcess
    let driver: WebDriver
    /// The printed address, with the token.
    let signInURL: String
    /// The address without path or token.
    let base: String

    init(width: Int = 1200, height: Int = 900) throws {
        let binary = try PackagePaths.builtProduct(named: "web-gallery")
        driver = try WebDriver.start(width: width, height: height)
        do {
            gallery = try RunningProcess(binary.path, ["--no-open"])
            signInURL = try gallery.firstLine(timeout: 30)
        } catch {
            driver.quit()
            throw error
        }
        guard let schemeEnd = signInURL.range(of: "://"), let pathStart = signInURL[schemeEnd.upperBound...].firstIndex(of: "/") else {
            throw WebDriverError(description: "not a URL: \(signInURL)")
        }
        base = String(signInURL[..<pathStart])
        try driver.open(signInURL)
        try waitForScreen(titled: "WebUI Gallery")
    }

    func stop() {
        driver.quit()
        gallery.terminate()
    }

    /// Waits until the live page shows a screen whose title bar reads `title`.
    func waitForScreen(titled title: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try driver.wait(for: "the screen \"\(title)\"", file: file, line: line) {
            try self.driver.execute("const t = document.querySelector('.titlebar .title'); return t ? t.textContent : null") as? String == title
        }
    }

    /// Waits until a text field has the focus (`what` says why it should).
    func waitForFieldFocus(_ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try driver.wait(for: what, file: file, line: line) {
            try self.driver.execute("return document.activeElement && document.activeElement.matches('input.textfield')") as? Bool == true
        }
    }

    /// Opens `path` on the gallery (a bookmark, typed into the address bar).
    func open(_ path: String) throws {
        try driver.open(base + path)
    }

    /// The script's value as a string ("" when not one).
    func string(_ script: String) throws -> String {
        try driver.execute(script) as? String ?? ""
    }

    /// Clicks the first element matching `selector`.
    func click(_ selector: String, file: StaticString = #filePath, line: UInt = #line) throws {
        var found: String?
        try driver.wait(for: "an element \(selector)", file: file, line: line) {
            found = try self.driver.element(selector)
            return found != nil
        }
        if let found { try driver.click(found) }
    }
}
