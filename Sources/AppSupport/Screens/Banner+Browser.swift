import Foundation

extension Banner {
    /// Opens `url` with `openPage` (usually `Browser.open`) and says how that went: an
    /// info banner naming the page, or the browser's error. Call on the main queue.
    public static func opening(_ url: URL, with openPage: (URL) throws(BrowserError) -> Void) -> Banner {
        do throws(BrowserError) {
            try openPage(url)
            return Banner(text: "Opened \(url.absoluteString) in the browser.", kind: .info)
        } catch {
            return Banner(text: error.message, kind: .error)
        }
    }
}
