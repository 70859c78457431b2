import AppSupport
import Foundation

extension Banner {
    /// Opens `url` with `openPage` and says how it went.
    static func opening(_ url: URL, with openPage: (URL) throws(BrowserError) -> Void) -> Banner {
        do throws(BrowserError) {
            try openPage(url)
            return Banner(text: "Opened \(url.absoluteString) in the browser.", kind: .info)
        } catch {
            return Banner(text: error.message, kind: .error)
        }
    }
}
