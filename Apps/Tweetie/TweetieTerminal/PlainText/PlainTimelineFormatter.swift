import AppCoreSupport
import AppSupport
import Foundation
import TerminalUI
import TweetieCore

/// Writes tweets for a pipe or a file: plain text, one block per tweet (author,
/// `@handle`, ISO 8601 time, then the text), or the `--json` envelope.
///
/// Every data string is sanitized: no escape sequence or control character from a
/// tweet reaches the output (JSON escapes newlines itself; the text keeps them).
public enum PlainTimelineFormatter {
    /// `Ada Lovelace @ada 2018-12-08T08:47:15Z`, the context line ("reposted by @x") if
    /// any, the text with its attachments and labels, a `[link] https://…` line for each
    /// link the text does not show whole, and the quote as `> ` lines; blocks separated by
    /// a blank line; nothing for no tweets.
    public static func text(_ tweets: [Tweet]) -> String {
        tweets.map { tweet in
            var lines = ["\(sanitize(tweet.authorName)) @\(sanitize(tweet.screenName)) \(FixedDateFormat.iso8601(tweet.createdAt))"]
            if let context = TweetText.context(of: tweet) { lines.append(sanitize(context)) }
            let body = TweetText.body(of: tweet)
            lines.append(sanitize(body, keepingNewlines: true))
            // The text shows links shortened ("www.example.com/downloads/fi...", t.co): in
            // a pipe there is no `o`, so the full targets are written out.
            lines += (tweet.details?.links ?? []).filter { !body.contains($0) }.map { "[link] " + sanitize($0) }
            if let quote = TweetText.quote(of: tweet) {
                lines += sanitize(quote, keepingNewlines: true).split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }
            }
            return lines.joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }

    /// The `--json` document: the envelope every app prints (AppSupport's "JSON output"
    /// article), of schema `rxmvvm.tweetie.posts/1`, for the list `list` titled `title`;
    /// its items `{"id", "id_str", "author", "screen_name", "created_at", "text"}` plus, for a post
    /// with details, `uri`, `reposted_by`, `reply_to`, `quote`, `attachments`, `links`
    /// and `labels` where present.
    public static func json(_ tweets: [Tweet], list: String, title: String?, source: JSONEnvelope.Source, notices: [String],
                            generatedAt: Date) -> String {
        var envelope = JSONEnvelope(app: "tweetie", itemKind: "posts", generatedAt: generatedAt, source: source, query: list,
                                    title: title.map { sanitize($0) }, notices: notices)
        for tweet in tweets {
            var object: [String: Any] = [
                "id": NSNumber(value: tweet.id),
                // The id as text too, as Twitter gave it: past 2^53 a reader that keeps
                // numbers as doubles (jq, JavaScript) rounds it to another post's.
                "id_str": String(tweet.id),
                "author": sanitize(tweet.authorName),
                "screen_name": sanitize(tweet.screenName),
                "created_at": FixedDateFormat.iso8601(tweet.createdAt),
                "text": sanitize(tweet.text, keepingNewlines: true),
            ]
            if let details = tweet.details { object.merge(json(details)) { first, _ in first } }
            envelope.append(object: object)
        }
        return envelope.document
    }

    /// The JSON fields of `details` that are present.
    private static func json(_ details: TweetDetails) -> [String: Any] {
        func attachments(_ attachments: [Attachment]) -> [[String: Any]] {
            attachments.map { attachment in
                var object: [String: Any] = ["kind": attachment.kind.rawValue, "text": sanitize(attachment.text, keepingNewlines: true)]
                if let url = attachment.url { object["url"] = sanitize(url) }
                return object
            }
        }
        var object: [String: Any] = [:]
        if let uri = details.uri { object["uri"] = sanitize(uri) }
        if let reposter = details.repostedBy { object["reposted_by"] = sanitize(reposter) }
        if let parent = details.replyTo { object["reply_to"] = sanitize(parent) }
        if let quote = details.quote {
            object["quote"] = ["author": sanitize(quote.authorName), "screen_name": sanitize(quote.screenName),
                               "text": sanitize(quote.text, keepingNewlines: true), "attachments": attachments(quote.attachments)] as [String: Any]
        }
        if !details.attachments.isEmpty { object["attachments"] = attachments(details.attachments) }
        if !details.links.isEmpty { object["links"] = details.links.map { sanitize($0) } }
        if !details.labels.isEmpty { object["labels"] = details.labels.map { sanitize($0) } }
        return object
    }
}
