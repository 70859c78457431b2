import AppCoreSupport
import Foundation

/// A tweet's links as a browser opens them, and what a screen says while opening one:
/// the banners of `o` (no tweet selected, no link) and the question listing several.
/// Pure; any thread.
public enum TweetLinks {
    /// The most links offered to choose from (a question numbers them 1–9).
    public static let maxChoices = 9

    /// The URLs of `tweet`'s links, in order; links that are no URL are left out.
    public static func urls(in tweet: Tweet) -> [URL] {
        (tweet.details?.links ?? []).compactMap(url(forLink:))
    }

    /// Characters a URL may hold as they are: RFC 3986's unreserved and reserved ones,
    /// and `%` (the link's own escapes).
    private static let allowedInLinks = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        + "0123456789-._~:/?#[]@!$&'()*+,;=%")

    /// The URL of a tweet's link, with only the characters URLs may not hold escaped
    /// (spaces, `|`, backquotes, non-ASCII): `URL(string:)` escapes such a link whole,
    /// its own escapes too, so "%20" would reach the browser as "%2520".
    public static func url(forLink link: String) -> URL? {
        link.addingPercentEncoding(withAllowedCharacters: allowedInLinks).flatMap { URL(string: $0) }
    }

    /// The most characters a link's title has (`title(of:in:)`).
    public static let maxTitleLength = 48

    /// What a link of `tweet` is called where it is shown on its own (a page's links under
    /// the text): its link card's title, else its address without `https://` and a final
    /// `/`, cut to `maxTitleLength` characters with "…".
    public static func title(of url: URL, in tweet: Tweet) -> String {
        let card = tweet.details?.attachments.first { $0.kind == .link && !$0.text.isEmpty && $0.url.flatMap(self.url(forLink:)) == url }
        var title = card?.text ?? url.absoluteString
        if card == nil {
            for scheme in ["https://", "http://"] where title.hasPrefix(scheme) { title.removeFirst(scheme.count) }
            if title.hasSuffix("/") { title.removeLast() }
        }
        return title.count > maxTitleLength ? String(title.prefix(maxTitleLength - 1)) + "…" : title
    }

    /// "Select a post to open its link."
    public static func noSelection(_ noun: PostNoun) -> Banner {
        .info("Select a \(noun.singular) to open its link.")
    }

    /// "This post has no link to open."
    public static func noLink(_ noun: PostNoun) -> Banner {
        .info("This \(noun.singular) has no link to open.")
    }

    /// "Open which link? 1 github.com · 2 example.org": hosts keep it to one line; the full
    /// targets are in the tweet's text. A front end adds how to answer.
    public static func question(for links: [URL]) -> String {
        let listed = links.enumerated().map { index, url in "\(index + 1) \(url.host ?? url.absoluteString)" }
        return "Open which link? " + listed.joined(separator: " · ")
    }
}
