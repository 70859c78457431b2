import TestSupport

/// web-gallery's page in headless Chromium (`PageBrowser`), opened on the gallery.
typealias GalleryBrowser = PageBrowser

extension PageBrowser {
    /// web-gallery started with `--no-open`, its gallery screen shown.
    convenience init(width: Int = 1200, height: Int = 900) throws {
        try self.init(product: "web-gallery", arguments: ["--no-open"], title: "WebUI Gallery", width: width, height: height)
    }
}
