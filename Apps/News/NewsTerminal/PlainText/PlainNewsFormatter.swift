import AppCoreSupport
import AppSupport
import Foundation
import NewsCore
import TerminalUI

/// Writes stories for a pipe or a file: plain text (the source's title, then a numbered
/// block per story: title, meta line, link) or the `--json` envelope.
///
/// Every data string is sanitized: no escape sequence or control character from a feed
/// or a story reaches the output.
public enum PlainNewsFormatter {
    /// The title, then ` 1. Title` / `    source · 2024-08-14T15:14:26Z · 42 comments · 120 points` / `    link`.
    public static func text(_ stories: [NewsItem], title: String) -> String {
        let width = String(stories.count).count
        let blocks = stories.enumerated().map { index, story -> String in
            let number = String(index + 1)
            let indent = String(repeating: " ", count: width + 2)
            var meta: [String] = []
            if !story.source.isEmpty { meta.append(sanitize(story.source)) }
            if let date = story.publishedAt { meta.append(FixedDateFormat.iso8601(date)) }
            if let comments = story.commentsText { meta.append(comments) }
            if let points = story.pointsText { meta.append(points) }
            var lines = [String(repeating: " ", count: width - number.count) + number + ". " + sanitize(story.title)]
            if !meta.isEmpty { lines.append(indent + meta.joined(separator: " · ")) }
            if let link = story.link { lines.append(indent + sanitize(link.absoluteString)) }
            // A story that is its text (Ask HN, a job, a launch) is read here whole.
            for paragraph in story.text.split(separator: "\n", omittingEmptySubsequences: true) {
                lines.append(indent + sanitize(String(paragraph)))
            }
            // The text numbers its links `[1]`, `[2]`: list them under it, as the reading screen does.
            for (number, link) in story.links.enumerated() where !story.text.isEmpty {
                lines.append(indent + "[\(number + 1)] " + sanitize(link.absoluteString))
            }
            return lines.joined(separator: "\n") + "\n"
        }
        return sanitize(title) + "\n\n" + blocks.joined(separator: "\n")
    }

    /// The `--json` document: the envelope every app prints (AppSupport's "JSON output"
    /// article), of schema `rxmvvm.news.stories/1`, titled with the source's `title`; its
    /// items `{"id", "type", "title", "source", "author", "digest", "text", "links", "comments",
    /// "points", "published", "link", "discussion", "image", "images"}`, absent fields
    /// left out; `text` is the whole text of a story that has one (Ask HN, a job),
    /// `links` what its `[1]`, `[2]` point to, `digest` its first lines.
    public static func json(_ stories: [NewsItem], title: String, source: JSONEnvelope.Source, query: String?, notices: [String],
                            generatedAt: Date) -> String {
        var envelope = JSONEnvelope(app: "news", itemKind: "stories", generatedAt: generatedAt, source: source, query: query,
                                    title: sanitize(title), notices: notices)
        for story in stories {
            var object: [String: Any] = [
                "id": sanitize(story.id), "title": sanitize(story.title), "source": sanitize(story.source),
                "digest": sanitize(story.digest),
            ]
            object["author"] = story.author.map { sanitize($0) }
            object["type"] = story.kind
            if !story.text.isEmpty { object["text"] = sanitize(story.text, keepingNewlines: true) }
            // What the text's `[1]`, `[2]` point to, in that order.
            if !story.links.isEmpty { object["links"] = story.links.map(\.absoluteString) }
            object["comments"] = story.commentCount
            object["points"] = story.score
            object["published"] = story.publishedAt.map(FixedDateFormat.iso8601)
            object["link"] = story.link?.absoluteString
            object["discussion"] = story.discussionURL?.absoluteString
            object["image"] = story.imageURL?.absoluteString
            if !story.extraImageURLs.isEmpty { object["images"] = story.extraImageURLs.map(\.absoluteString) }
            envelope.append(object: object)
        }
        return envelope.document
    }
}
