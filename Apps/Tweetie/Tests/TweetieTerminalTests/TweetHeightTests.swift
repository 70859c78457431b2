import Foundation
import TerminalUI
import TestSupport
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// A tweet's row height, measured part by part (quickly), is the number of lines its
/// labels draw: checked on seeded random tweets with and without details, at many widths.
final class TweetHeightTests: XCTestCase {
    func test_heightForTweet_isWhatTheCellDraws() {
        assertHeightsAreDrawn(widths: 8...100, seed: 17)
    }

    /// A table asks every row's height before its first layout too, at width 0, and a
    /// narrow one may leave the text or the quote no columns: no lines for them.
    func test_heightForTweet_withoutRoomForTheText_isWhatTheCellDraws() {
        assertHeightsAreDrawn(widths: -2...6, seed: 18)
    }

    /// The measure the quick path reads (`Tweet.detailsLineMeasure`) follows the details
    /// when their parts are set one by one on the tweet after it was made.
    func test_heightForTweet_afterItsDetailsChange_isWhatTheCellDraws() {
        assertHeightsAreDrawn(widths: -2...60, seed: 19, settingParts: true)
    }

    private func assertHeightsAreDrawn(widths: ClosedRange<Int>, seed: UInt64, settingParts: Bool = false,
                                       file: StaticString = #filePath, line: UInt = #line) {
        var generator = SeededGenerator(seed: seed)
        let words = ["a", "word", "longerword", "ünïcode", "👩🏽‍💻", "漢字かな", "x\ny", "\n", "", "  ", "[image]", String(repeating: "w", count: 40)]
        func text() -> String {
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in words.randomElement(using: &generator) ?? "a" }.joined(separator: " ")
        }
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        for round in 0..<400 {
            var details: TweetDetails?
            if round % 4 != 0 {
                details = TweetDetails(
                    repostedBy: generator.chance(30) ? "r.test" : nil, replyTo: generator.chance(30) ? "" : nil,
                    quote: generator.chance(40) ? QuotedTweet(authorName: text(), screenName: generator.chance(70) ? "q.test" : "", text: text(),
                                                              attachments: generator.chance(50) ? [Attachment(kind: .image, text: text())] : []) : nil,
                    attachments: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                        Attachment(kind: [.image, .video, .link, .unsupported].randomElement(using: &generator) ?? .image, text: text(),
                                   url: generator.chance(50) ? "https://example.com/\(text().count)" : nil)
                    },
                    labels: generator.chance(20) ? ["spam", text()] : [])
            }
            var tweet = Tweet(id: Int64(round), text: text(), authorName: "A", screenName: "a", createdAt: now,
                              details: settingParts && details != nil ? TweetDetails() : details)
            if settingParts, let details {
                tweet.details?.repostedBy = details.repostedBy
                tweet.details?.replyTo = details.replyTo
                tweet.details?.quote = details.quote
                tweet.details?.attachments = details.attachments
                tweet.details?.labels = details.labels
            }
            let width = Int.random(in: widths, using: &generator)
            let cell = TweetCell(reuseIdentifier: TweetCell.identifier)
            cell.update(with: tweet, time: "1m")
            let quoteLines = cell.quoteLabel.text.map { TextLayout.wrap(sanitize($0, keepingNewlines: true), width: width - 4).count } ?? 0
            let bodyLines = TextLayout.wrap(sanitize(cell.textLabel.text ?? "", keepingNewlines: true), width: width - 2).count
            let drawn = 1 + (cell.contextLabel.text == nil ? 0 : 1) + max(1, bodyLines) + quoteLines + 1
            XCTAssertEqual(TweetCell.height(for: tweet, width: width), drawn, "round \(round) at width \(width): \(tweet)", file: file, line: line)
        }
    }
}
