import Foundation

/// chromium or chromium-driver is not installed on this machine.
public struct WebDriverUnavailable: Error, CustomStringConvertible {
    /// An error saying what to install.
    public init() {}

    public var description: String { "chromium and chromium-driver are not installed: scripts/bootstrap installs them" }
}

/// Why a WebDriver command failed: the command and chromedriver's error.
public struct WebDriverError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// An error saying `description`.
    public init(description: String) {
        self.description = description
    }
}

/// A W3C WebDriver client for Debian's chromedriver driving headless Chromium: plain JSON
/// over HTTP on loopback, as the tmux tests drive a terminal.
///
/// `start()` runs `chromedriver --port=N` (a free port) and opens a session with
/// `--headless=new --no-sandbox` (root needs it); `quit()` ends both. Pages are real and
/// live, so waits poll against a deadline (`wait(for:until:)`). Use from one thread.
public final class WebDriver {
    /// Where chromedriver and chromium are, when installed.
    public static var chromedriverPath: String? {
        ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first(where: FileManager.default.isExecutableFile(atPath:))
    }

    /// Whether this machine can run the browser tests.
    public static var isAvailable: Bool {
        chromedriverPath != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
    }

    private let driver: RunningProcess
    private let port: UInt16
    /// The session's id.
    public let sessionID: String

    private init(driver: RunningProcess, port: UInt16, sessionID: String) {
        self.driver = driver
        self.port = port
        self.sessionID = sessionID
    }

    /// Starts chromedriver and a headless Chromium session with a `width`×`height` window.
    ///
    /// - Throws: `WebDriverUnavailable` when chromium or chromedriver is not installed
    ///   (scripts/bootstrap installs them; tests skip on a developer's machine and fail
    ///   on CI), else `WebDriverError`.
    public static func start(width: Int = 1200, height: Int = 900) throws -> WebDriver {
        guard isAvailable, let path = chromedriverPath else {
            throw WebDriverUnavailable()
        }
        var lastError: Error = WebDriverError(description: "chromedriver did not start")
        for _ in 0..<3 {
            let port = LoopbackPorts.free()
            let process = try RunningProcess(path, ["--port=\(port)", "--allowed-ips=127.0.0.1"])
            do {
                _ = try process.firstLine(timeout: 30)
                try waitForStatus(port: port)
                let response = try request(port: port, "POST", "/session", [
                    "capabilities": ["alwaysMatch": [
                        "browserName": "chrome",
                        "goog:chromeOptions": ["args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                                                        "--window-size=\(width),\(height)"]],
                    ]],
                ])
                guard let value = response as? [String: Any], let session = value["sessionId"] as? String else {
                    throw WebDriverError(description: "no session in \(String(describing: response))")
                }
                return WebDriver(driver: process, port: port, sessionID: session)
            } catch {
                lastError = error
                process.terminate()
            }
        }
        throw lastError
    }

    private static func waitForStatus(port: UInt16) throws {
        let deadline = Date(timeIntervalSinceNow: 30)
        while Date() < deadline {
            if let status = try? request(port: port, "GET", "/status", nil) as? [String: Any], status["ready"] as? Bool == true { return }
            usleep(50_000)
        }
        throw WebDriverError(description: "chromedriver never became ready")
    }

    /// One command: method, path, JSON body; returns the response's `value`.
    private static func request(port: UInt16, _ method: String, _ path: String, _ body: Any?) throws -> Any? {
        let bytes = try body.map { Array(try JSONSerialization.data(withJSONObject: $0)) } ?? []
        var headers = [("Host", "127.0.0.1:\(port)"), ("Connection", "close")]
        if body != nil { headers.append(("Content-Type", "application/json; charset=utf-8")) }
        let response = try RawHTTPConnection.exchange(port: port, method, path, headers: headers, body: bytes, timeout: 60)
        let json = response.body.isEmpty ? nil : try JSONSerialization.jsonObject(with: Data(response.body), options: [.fragmentsAllowed])
        let value = (json as? [String: Any])?["value"]
        if response.status >= 400 {
            let error = value as? [String: Any]
            throw WebDriverError(description: "\(method) \(path): \(error?["error"] ?? response.status) \(error?["message"] ?? "")")
        }
        return value
    }

    @discardableResult
    private func command(_ method: String, _ path: String, _ body: Any? = nil) throws -> Any? {
        try Self.request(port: port, method, "/session/\(sessionID)" + path, body ?? (method == "POST" ? [String: Any]() : nil))
    }

    // MARK: - Pages

    /// Opens `url` and waits for it to load.
    public func open(_ url: String) throws {
        try command("POST", "/url", ["url": url])
    }

    /// The address shown.
    public func currentURL() throws -> String {
        try command("GET", "/url") as? String ?? ""
    }

    /// The document's title.
    public func title() throws -> String {
        try command("GET", "/title") as? String ?? ""
    }

    /// The browser's Back.
    public func back() throws { try command("POST", "/back") }
    /// The browser's Forward.
    public func forward() throws { try command("POST", "/forward") }
    /// Reloads the page.
    public func refresh() throws { try command("POST", "/refresh") }

    /// Runs `script` (a function body; `arguments[0]`… are `arguments`) in the page and
    /// returns its result.
    @discardableResult
    public func execute(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try command("POST", "/execute/sync", ["script": script, "args": arguments])
    }

    /// The first element matching the CSS `selector` (its WebDriver reference), nil when none.
    public func element(_ selector: String) throws -> String? {
        do {
            let value = try command("POST", "/element", ["using": "css selector", "value": selector]) as? [String: Any]
            return value?.values.first as? String
        } catch let error as WebDriverError where error.description.contains("no such element") {
            return nil
        }
    }

    /// Clicks the element.
    public func click(_ element: String) throws {
        try command("POST", "/element/\(element)/click")
    }

    /// Types `text` into the element (focusing it first).
    public func type(_ text: String, into element: String) throws {
        try command("POST", "/element/\(element)/value", ["text": text])
    }

    /// Presses and releases each key of `text` on whatever has the focus, where the caret is.
    public func pressKeys(_ text: String) throws {
        let actions: [[String: Any]] = text.unicodeScalars.flatMap { scalar -> [[String: Any]] in
            [["type": "keyDown", "value": String(scalar)], ["type": "keyUp", "value": String(scalar)]]
        }
        try command("POST", "/actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    /// Presses `key` (a character or one of WebDriver's key codes, like "\u{E004}" for
    /// Tab) while holding Shift.
    public func pressShifted(_ key: String) throws {
        let actions: [[String: Any]] = [["type": "keyDown", "value": "\u{E008}"], ["type": "keyDown", "value": key],
                                        ["type": "keyUp", "value": key], ["type": "keyUp", "value": "\u{E008}"]]
        try command("POST", "/actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    /// The element's rendered text.
    public func text(_ element: String) throws -> String {
        try command("GET", "/element/\(element)/text") as? String ?? ""
    }

    /// The window handles, in the order opened.
    public func windowHandles() throws -> [String] {
        try command("GET", "/window/handles") as? [String] ?? []
    }

    /// Opens a new tab and returns its handle (not switched to).
    public func newTab() throws -> String {
        let value = try command("POST", "/window/new", ["type": "tab"]) as? [String: Any]
        return value?["handle"] as? String ?? ""
    }

    /// Makes the tab `handle` the one commands go to.
    public func switchTo(_ handle: String) throws {
        try command("POST", "/window", ["handle": handle])
    }

    /// Sets the window's size.
    public func setWindowSize(width: Int, height: Int) throws {
        try command("POST", "/window/rect", ["width": width, "height": height])
    }

    /// A PNG of the visible page.
    public func screenshot() throws -> Data {
        guard let base64 = try command("GET", "/screenshot") as? String, let data = Data(base64Encoded: base64) else {
            throw WebDriverError(description: "no screenshot")
        }
        return data
    }

    /// Polls `condition` every 50 ms until it holds; throws after `timeout` seconds, saying
    /// what was awaited (a test that throws fails with that message).
    public func wait(for what: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
                     until condition: () throws -> Bool) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if (try? condition()) == true { return }
            if Date() > deadline {
                throw WebDriverError(description: "timed out waiting for \(what) (\(file):\(line))")
            }
            usleep(50_000)
        }
    }

    /// Ends the session and chromedriver.
    public func quit() {
        _ = try? command("DELETE", "")
        driver.terminate()
    }
}

