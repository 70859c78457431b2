import BrowserSupport
import Foundation
import TestSupport
import XCTest

/// What the page tests share: a clean environment for `tweetie`, counting rows, watching
/// the connection banner, and screenshots for a person to look at.
enum TweetiePage {
    /// `tweetie`'s environment with its files under `home` (no credentials: the demo data,
    /// unless `--bluesky`).
    static func environment(home: URL) -> [String: String] {
        ["HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
         "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
         "LANG": "C.UTF-8", "TZ": "UTC", "PATH": "/usr/bin:/bin"]
    }

    /// The rows on the screen.
    static func rowCount(_ driver: WebDriver) throws -> Int {
        try driver.execute("return document.querySelectorAll('.screen .row[data-key]').length") as? Int ?? -1
    }

    /// Marks the first row (a snapshot replaces it) and records whether the connection
    /// banner says "reconnecting…" (`window.__sawReconnecting`).
    static func watchConnection(_ driver: WebDriver) throws {
        try driver.execute("""
            window.__sawReconnecting = false;
            const banner = document.getElementById('connection');
            new MutationObserver(() => {
              if (!banner.hidden && banner.textContent === 'reconnecting…') window.__sawReconnecting = true;
            }).observe(banner, { attributes: true, childList: true, characterData: true, subtree: true });
            document.querySelector('.row').__old = true;
            """)
    }

    /// Saves the page at 1200 and 360 px wide as `<tmp>/<name>-1200.png` and `-360.png`.
    static func screenshots(_ browser: PageBrowser, name: String) throws {
        let directory = FileManager.default.temporaryDirectory
        try browser.saveScreenshot(to: directory.appendingPathComponent("\(name)-1200.png").path)
        try browser.driver.setWindowSize(width: 360, height: 780)
        usleep(300_000)
        try browser.saveScreenshot(to: directory.appendingPathComponent("\(name)-360.png").path)
        try browser.driver.setWindowSize(width: 1200, height: 900)
    }
}
