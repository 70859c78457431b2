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
        var output = ""
        appendText(stories, title: title, to: &output)
        return output
    }

    /// About the bytes `text(_:title:)` writes (its texts and links, and room for the
    /// numbers, dates and indents): what to reserve so the output grows in one step, not
    /// by doubling, each step a copy beside the old one.
    public static func textCapacity(_ stories: [NewsItem], title: String) -> Int {
        stories.reduce(title.utf8.count + 2) { total, story in
            let links = story.links.reduce(0) { $0 + $1.absoluteString.utf8.count + 12 }
            return total + 96 + story.title.utf8.count + story.source.utf8.count + story.text.utf8.count
                + (story.link?.absoluteString.utf8.count ?? 0) + links
        }
    }

    /// `text(_:title:)` written at the end of `output`: a pipe printing several feeds
    /// writes them all into one string, instead of a string per story joined into one
    /// per feed, then those joined again (~0.3 MiB at the run's peak for three feeds: D81).
    public static func appendText(_ stories: [NewsItem], title: String, to output: inout String) {
        let width = String(stories.count).count
        let indent = String(repeating: " ", count: width + 2)
        output += sanitize(title) + "\n\n"
        for (index, story) in stories.enumerated() {
            if index > 0 { output += "\n" }
            let number = String(index + 1)
            var meta: [String] = []
            if !story.source.isEmpty { meta.append(sanitize(story.source)) }
            if let date = story.publishedAt { meta.append(FixedDateFormat.iso8601(date)) }
            if let comments = story.commentsText { meta.append(comments) }
            if let points = story.pointsText { meta.append(points) }
            output += String(repeating: " ", count: width - number.count) + number + ". " + sanitize(story.title) + "\n"
            if !meta.isEmpty { output += indent + meta.joined(separator: " · ") + "\n" }
            if let link = story.link { output += indent + sanitize(link.absoluteString) + "\n" }
            // A story that is its text (Ask HN, a job, a launch) is read here whole.
            for paragraph in story.text.split(separator: "\n", omittingEmptySubsequences: true) {
                output += indent + sanitize(String(paragraph)) + "\n"
            }
            // The text numbers its links `[1]`, `[2]`: list them under it, as the reading screen does.
            for (number, link) in story.links.enumerated() where !story.text.isEmpty {
                output += indent + "[\(number + 1)] " + sanitize(link.absoluteString) + "\n"
            }
        }
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
