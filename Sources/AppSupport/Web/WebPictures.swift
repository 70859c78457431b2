import Foundation
import RxCore
import RxImages
import WebUI

/// The pictures a web page shows, served by the app itself: a view controller asks for
/// the page path of a picture's URL (`/img/3`), and the page's `<img>` is answered from
/// the app's `ImageLoader` (its disk cache, else the network). The page never contacts
/// another host, and only pictures the app handed out are served (a guessed path gets
/// a 404), so the server is no open proxy.
///
/// Main queue only (paths are asked for by view controllers; `serve` is WebUI's
/// `imageProvider`, called on the main queue).
public final class WebPictures {
    /// Where pictures come from; nil shows none (`--no-images`).
    public let loader: ImageLoader?

    private var urls: [URL] = []
    private var numbers: [URL: Int] = [:]

    /// Pictures loaded by `loader` (nil: none).
    public init(loader: ImageLoader?) {
        self.loader = loader
    }

    /// The page path of the picture at `url` ("/img/3"), the same for the same URL; nil
    /// without a loader or a URL.
    public func path(for url: URL?) -> String? {
        guard loader != nil, let url else { return nil }
        if let number = numbers[url] { return "/img/\(number)" }
        urls.append(url)
        numbers[url] = urls.count - 1
        return "/img/\(urls.count - 1)"
    }

    /// The picture a page asked for by `path`, from the loader; fails for a path it never
    /// handed out.
    public func serve(_ path: String) -> Single<WebImage> {
        guard let loader, path.hasPrefix("/img/"), let number = Int(path.dropFirst("/img/".count)), urls.indices.contains(number) else {
            return .error(WebPicturesError.unknownPath(path))
        }
        return loader.file(for: urls[number]).map { file in WebImage(data: [UInt8](file.data), contentType: file.contentType) }
    }
}

/// Why a picture is not served.
public enum WebPicturesError: Error, Equatable, Sendable {
    /// No picture was handed out under this path.
    case unknownPath(String)
}
