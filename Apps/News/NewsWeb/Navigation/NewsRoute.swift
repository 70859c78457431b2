import Foundation
import WebUI

/// A news page's address: the list at "/", a story's reading page at "/stories/<id>"
/// (the story's id, percent-encoded: ids hold ":", "/" and "|").
///
/// A path names a story only by its id; the story itself is the list's (see `NewsPages`).
enum NewsRoute: WebRoute, Equatable {
    /// The list of stories.
    case stories
    /// The reading page of the story with this id.
    case story(id: String)

    private static let storyPrefix = "/stories/"
    /// What an id keeps as it is in a path: RFC 3986's unreserved characters and ":".
    private static let kept = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:")

    /// The route of `path`; nil for any other path (a typed-in address is untrusted).
    init?(path: String) {
        if path == "/" {
            self = .stories
            return
        }
        guard path.hasPrefix(NewsRoute.storyPrefix) else { return nil }
        let encoded = String(path.dropFirst(NewsRoute.storyPrefix.count))
        guard !encoded.isEmpty, !encoded.contains("/"), !encoded.contains("?"), let id = encoded.removingPercentEncoding, !id.isEmpty else {
            return nil
        }
        self = .story(id: id)
    }

    /// "/" or "/stories/hn:41236275".
    var path: String {
        switch self {
        case .stories:
            return "/"
        case .story(let id):
            return NewsRoute.storyPrefix + (id.addingPercentEncoding(withAllowedCharacters: NewsRoute.kept) ?? "")
        }
    }
}
