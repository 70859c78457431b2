import Foundation

/// The feeds a user follows, in newsboat's `urls` format (`$XDG_CONFIG_HOME/news/urls`):
/// one feed per line, its URL (or a path) first, then tags separated by spaces (quoted
/// when they hold spaces); a `"~Name"` tag names the feed, `!` hides it; lines starting
/// with `#` are comments.
///
/// newsboat's `query:` feeds are left out (they filter newsboat's own database), and so
/// are `exec:` and `filter:` feeds: news never runs commands named in a file. Lines that
/// cannot be used are reported in `problems` with their numbers; the rest still count.
public struct FeedList: Hashable, Sendable {
    /// One followed feed.
    public struct Subscription: Hashable, Sendable {
        /// Where the feed is.
        public var location: FeedSource.Location
        /// The `~Name` tag, if any.
        public var name: String?
        /// The other tags, in order.
        public var tags: [String]
        /// Whether the `!` tag hides it from the list of feeds.
        public var isHidden: Bool
        /// The line it is on (1-based).
        public var line: Int
    }

    /// A line that was left out, and why.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The line (1-based).
        public var line: Int
        /// Why it was left out.
        public var reason: String

        /// `line N: reason`.
        public var description: String { "line \(line): \(reason)" }
    }

    /// The usable feeds, in the file's order (hidden ones included).
    public var subscriptions: [Subscription]
    /// The lines left out.
    public var problems: [Problem]

    /// The feeds to offer: the subscriptions not hidden with `!`.
    public var visible: [Subscription] { subscriptions.filter { !$0.isHidden } }

    /// The list in `text`; relative paths resolve against `directory`.
    public static func parse(_ text: String, relativeTo directory: URL? = nil) -> FeedList {
        var subscriptions: [Subscription] = []
        var problems: [Problem] = []
        var number = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let tokens: [String]
            do {
                tokens = try tokenize(line)
            } catch {
                problems.append(Problem(line: number, reason: "a quote is not closed"))
                continue
            }
            guard let address = tokens.first else { continue }
            let lowered = address.lowercased()
            if lowered.hasPrefix("query:") {
                problems.append(Problem(line: number, reason: "query feeds are newsboat's own; left out"))
                continue
            }
            if lowered.hasPrefix("exec:") || lowered.hasPrefix("filter:") {
                problems.append(Problem(line: number, reason: "\(lowered.hasPrefix("exec:") ? "exec:" : "filter:") feeds run commands, which news never does; left out"))
                continue
            }
            guard let location = FeedSource.Location(address, relativeTo: directory) else {
                problems.append(Problem(line: number, reason: "\(address) is not an http(s) URL or a path"))
                continue
            }
            var subscription = Subscription(location: location, name: nil, tags: [], isHidden: false, line: number)
            for tag in tokens.dropFirst() {
                if tag == "!" {
                    subscription.isHidden = true
                } else if tag.hasPrefix("~"), tag.count > 1 {
                    subscription.name = String(tag.dropFirst())
                } else if !tag.isEmpty {
                    subscription.tags.append(tag)
                }
            }
            subscriptions.append(subscription)
        }
        return FeedList(subscriptions: subscriptions, problems: problems)
    }

    /// The list in the file at `url`; an empty list when there is no such file.
    ///
    /// - Throws: `NewsError.unreadableFile` when the file exists but cannot be read as text.
    public static func load(from url: URL) throws(NewsError) -> FeedList {
        guard FileManager.default.fileExists(atPath: url.path) else { return FeedList(subscriptions: [], problems: []) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: (error as NSError).localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableFile(path: url.path, reason: "it is not UTF-8 text")
        }
        return parse(text, relativeTo: url.deletingLastPathComponent())
    }

    private struct UnclosedQuote: Error {}

    /// Splits at spaces outside double quotes; `\"` and `\\` inside quotes are the characters.
    private static func tokenize(_ line: String) throws -> [String] {
        var tokens: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        var hasToken = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if inQuotes && character == "\\" {
                escaped = true
            } else if character == "\"" {
                inQuotes.toggle()
                hasToken = true
            } else if !inQuotes && (character == " " || character == "\t") {
                if hasToken { tokens.append(current) }
                current = ""
                hasToken = false
            } else {
                current.append(character)
                hasToken = true
            }
        }
        if inQuotes { throw UnclosedQuote() }
        if hasToken { tokens.append(current) }
        return tokens
    }
}
