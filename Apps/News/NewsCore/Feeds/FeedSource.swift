import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
import RxNetwork

/// A feed from a URL or a file: RSS 2.0, RSS 1.0 or Atom (`FeedParser`), or a JSON
/// article list in NetEase's shape (`NetEaseArticleList`), told apart by the content.
///
/// Page 0 fetches (or reads) the document afresh; later pages are slices of it. Files
/// are read and parsed on `scheduler`; downloads are parsed on the transport's thread
/// that delivers them. Failures are `NewsError`s: `.network`/`.httpStatus` for
/// downloads, `.unreadableFile` for files, `.malformed` for what cannot be read.
///
/// A download follows redirects to any http(s) address, at most `maximumRedirects`: a
/// feed that moved for good (301, 308) says where to on its first page (`NewsPage.moved`).
public final class FeedSource: NewsSource {
    /// Where a feed is.
    public enum Location: Hashable, Sendable, CustomStringConvertible {
        /// An http(s) address.
        case url(URL)
        /// A file on this machine.
        case file(URL)

        /// The location `text` names: an http(s) URL, a `file:` URL, or a path (relative
        /// paths from `directory`, else the current directory); nil for other schemes.
        public init?(_ text: String, relativeTo directory: URL? = nil) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return nil }
            if let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), scheme.count > 1 {
                switch scheme {
                case "http", "https":
                    guard url.host?.isEmpty == false else { return nil }
                    self = .url(url)
                case "file":
                    self = .file(URL(fileURLWithPath: url.path))
                default:
                    return nil
                }
                return
            }
            let expanded = trimmed.hasPrefix("~/")
                ? FileManager.default.homeDirectoryForCurrentUser.path + String(trimmed.dropFirst(1))
                : trimmed
            if expanded.hasPrefix("/") {
                self = .file(URL(fileURLWithPath: expanded))
            } else if let directory {
                self = .file(directory.appendingPathComponent(expanded).standardizedFileURL)
            } else {
                self = .file(URL(fileURLWithPath: expanded))
            }
        }

        /// The URL, or the file's path.
        public var description: String {
            switch self {
            case .url(let url): return url.absoluteString
            case .file(let url): return url.path
            }
        }

        /// The address as a URL (a `file:` URL for files).
        public var url: URL {
            switch self {
            case .url(let url), .file(let url): return url
            }
        }
    }

    /// Where the feed is.
    public let location: Location
    /// The name given to it (newsboat's `~title` tag), shown instead of the feed's own.
    public let name: String?

    /// What feeds are served as, in the order they are preferred.
    static let accept = "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, application/json;q=0.5, */*;q=0.1"

    /// Redirects a download follows, to any http(s) address, before giving up.
    static let maximumRedirects = 5

    let provider: Provider<URLTarget>
    private let document: FirstPageSnapshot<Feed>

    /// The feed at `location`.
    ///
    /// - Parameters:
    ///   - name: shown instead of the feed's own title.
    ///   - transport: carries downloads (libcurl by default).
    ///   - requestTimeout: how long a download may take.
    ///   - plugins: RxNetwork plugins for downloads.
    ///   - scheduler: where files are read and parsed (and download timeouts run).
    public init(location: Location, name: String? = nil, transport: NetworkTransport = CurlTransport.shared,
                requestTimeout: TimeInterval? = 20, plugins: [PluginType] = [],
                scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)) {
        self.location = location
        self.name = name
        // A feed carries no credentials, so one that moved to another host or to https is
        // followed (a plugin that adds some keeps it within its origin all the same).
        let provider = Provider<URLTarget>(scheduler: scheduler, transport: transport, plugins: plugins, requestTimeout: requestTimeout,
                                           redirectPolicy: .anyOrigin(maximumHops: FeedSource.maximumRedirects))
        self.provider = provider
        document = FirstPageSnapshot {
            switch location {
            case .url(let url):
                return provider.newsResponse(URLTarget(url: url, accept: FeedSource.accept)).map { response in
                    guard let response else { throw NewsError.httpStatus(404, url: url.absoluteString) }
                    var feed = try FeedSource.decode(response.data, charset: FeedSource.charset(response), url: url)
                    feed.movedTo = response.permanentlyMovedTo
                    return feed
                }
            case .file(let url):
                return Single<Feed>.deferred {
                    // Reading a directory fails with Foundation's "The operation could not
                    // be completed"; say what it is instead.
                    var isDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                        throw NewsError.unreadableFile(path: url.path, reason: "it is a directory, not a feed file")
                    }
                    let data: Data
                    do {
                        data = try Data(contentsOf: url)
                    } catch {
                        throw NewsError.unreadableFile(path: url.path, reason: FeedSource.reason(error))
                    }
                    return .just(try FeedSource.decode(data, charset: nil, url: url))
                }
                .subscribe(on: scheduler)
            }
        }
    }

    /// The given name, else the file's name or the URL's host and path.
    public var title: String {
        if let name { return name }
        switch location {
        case .url(let url): return (url.host ?? "") + (url.path.count > 1 ? url.path : "")
        case .file(let url): return url.lastPathComponent
        }
    }

    /// A section per day: feeds are newest first.
    public var sectioning: NewsSectioning { .byDay }

    /// The entries `offset..<offset + size` of the document.
    public func page(at offset: Int, size: Int) -> Single<NewsPage> {
        let name = self.name
        let location = self.location
        return document.value(forPageAt: offset).map { feed in
            var page = NewsPage.slice(feed.items, offset: offset, size: size, sourceTitle: name ?? feed.title)
            if offset == 0 {
                page.skipped = feed.skipped
                page.moved = feed.movedTo.map { FeedMove(from: location.description, to: $0.absoluteString) }
            }
            return page
        }
    }

    /// A feed or a NetEase-shaped article list, by its first character.
    static func decode(_ data: Data, charset: String?, url: URL) throws(NewsError) -> Feed {
        let first = data.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }
        guard first == UInt8(ascii: "{") else { return try FeedParser.parse(data, charset: charset, url: url) }
        let list: NetEaseArticleList
        do {
            list = try NetEaseArticleList.parse(data)
        } catch {
            // JSON, but not the one JSON shape a feed may have: say what came.
            throw .malformed(what: "the feed \(url.absoluteString)",
                             reason: "a JSON document arrived, not an RSS or Atom feed nor an article list in NetEase's shape (\(error.detail))")
        }
        let title = list.channels.count == 1 ? list.channels[0].name : url.lastPathComponent
        return Feed(title: title, link: nil, items: list.items, skipped: list.skipped)
    }

    /// The charset of the answer's `Content-Type`, if it names one.
    static func charset(_ response: Response) -> String? {
        guard let type = response.value(forHTTPHeaderField: "Content-Type") else { return nil }
        for parameter in type.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, parts[0].lowercased() == "charset" {
                return parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            }
        }
        return nil
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            default: break
            }
        }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
