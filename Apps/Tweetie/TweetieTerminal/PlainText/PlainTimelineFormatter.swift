import Foundation
import TerminalUI
import TweetieCore

/// Writes tweets for a pipe or a file: plain text, one block per tweet (author,
/// `@handle`, ISO 8601 time, then the text), or JSON.
///
/// Every data string is sanitized: no escape sequence or control character from a
/// tweet reaches the output (JSON escapes newlines itself; the text keeps them).
public enum PlainTimelineFormatter {
    /// The output formats.
    public enum Format: Sendable {
        /// Blocks of text separated by blank lines.
        case text
        /// One JSON array of tweet objects.
        case json
    }

    /// The tweets in `format`, ending with a newline (nothing for no tweets in text).
    public static func string(for tweets: [Tweet], format: Format) -> String {
        switch format {
        case .text: return text(tweets)
        case .json: return json(tweets)
        }
    }

    /// `Ada Lovelace @ada 2018-12-08T08:47:15Z` then the text, blocks separated by a blank line.
    static func text(_ tweets: [Tweet]) -> String {
        let iso = ISO8601DateFormatter()
        return tweets.map { tweet in
            let header = "\(sanitize(tweet.authorName)) @\(sanitize(tweet.screenName)) \(iso.string(from: tweet.createdAt))"
            return header + "\n" + sanitize(tweet.text, keepingNewlines: true) + "\n"
        }.joined(separator: "\n")
    }

    /// A JSON array of `{"id", "author", "screen_name", "created_at", "text"}`, pretty-printed
    /// one tweet per line.
    static func json(_ tweets: [Tweet]) -> String {
        let iso = ISO8601DateFormatter()
        let objects: [[String: Any]] = tweets.map { tweet in
            [
                "id": NSNumber(value: tweet.id),
                "author": sanitize(tweet.authorName),
                "screen_name": sanitize(tweet.screenName),
                "created_at": iso.string(from: tweet.createdAt),
                "text": sanitize(tweet.text, keepingNewlines: true),
            ]
        }
        let lines = objects.compactMap { object -> String? in
            guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
        return lines.isEmpty ? "[]\n" : "[\n" + lines.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n"
    }
}
