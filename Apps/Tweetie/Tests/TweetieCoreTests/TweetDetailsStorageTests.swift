import Foundation
import RxStore
import Synchronization
import TestSupport
import XCTest
@testable import TweetieCore

/// Details kept with their tweet in a real SQLite file: everything comes back as it was,
/// whatever the text holds; unknown fields and broken text read as less, never as an error.
final class TweetDetailsStorageTests: XCTestCase {
    private let full = TweetDetails(
        uri: "at://did:plc:a/app.bsky.feed.post/1", repostedBy: "gil.test", replyTo: "",
        quote: QuotedTweet(authorName: "Dé nis", screenName: "d.test", text: "12:34 u5:x\nline two 👩🏽‍💻",
                           attachments: [Attachment(kind: .image, text: "a:b", url: "https://cdn.test/a.jpg")]),
        attachments: [Attachment(kind: .link, text: "Title with 9: digits", url: "https://example.com/a?b=c"),
                      Attachment(kind: .video, text: ""), Attachment(kind: .unsupported)],
        links: ["https://example.com/a?b=c", "https://example.com/é"], labels: ["spam", "!warn"])

    func test_everyField_roundTripsThroughTheStoredForm_andARealStore() throws {
        XCTAssertEqual(TweetDetails(stored: full.stored), full)
        XCTAssertEqual(TweetDetails(stored: TweetDetails().stored), TweetDetails())

        let url = try TestStore.temporaryFile(for: self)
        let tweet = Tweet(id: 1, text: "t", authorName: "A", screenName: "a", createdAt: Date(timeIntervalSince1970: 1), details: full)
        try Store(url: url).add(tweet)
        XCTAssertEqual(try Store(url: url).object(ofType: Tweet.self, forPrimaryKey: Int64(1)), tweet)
        let plain = Tweet(id: 2, text: "t", authorName: "A", screenName: "a", createdAt: Date(timeIntervalSince1970: 1))
        try Store(url: url).add(plain)
        XCTAssertNil(try Store(url: url).object(ofType: Tweet.self, forPrimaryKey: Int64(2))?.details)
    }

    /// A start reads 10,000 stored posts and decodes a post's details only when they are
    /// asked for: read back, they are the same details, with the same measure, whichever
    /// of several threads asks first; two read copies compare equal without decoding, and
    /// a read one equals the one it was written from.
    func test_detailsReadFromTheStore_areDecodedWhenAskedFor_onAnyThread() throws {
        let url = try TestStore.temporaryFile(for: self)
        let tweet = Tweet(id: 1, text: "t", authorName: "A", screenName: "a", createdAt: Date(timeIntervalSince1970: 1), details: full)
        try Store(url: url).add(tweet)
        let first = try XCTUnwrap(try Store(url: url).object(ofType: Tweet.self, forPrimaryKey: Int64(1)))
        let second = try XCTUnwrap(try Store(url: url).object(ofType: Tweet.self, forPrimaryKey: Int64(1)))
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.hashValue, second.hashValue)

        let answers = Mutex<[TweetDetails?]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let details = first.details
            answers.withLock { $0.append(details) }
        }
        XCTAssertEqual(answers.withLock { $0 }, Array(repeating: full, count: 8))
        XCTAssertEqual(first.detailsLineMeasure, full.lineMeasure)
        XCTAssertEqual(second, tweet, "a stored form equals the details it was written from")
        var edited = second
        edited.details?.repostedBy = "someone.else"
        XCTAssertNotEqual(edited, first)
        XCTAssertEqual(second.details, full, "a copy's edit leaves the copy it came from as it was")
    }

    func test_randomText_roundTrips() {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("ab:1234567890\n\u{1B}é👩🏽‍💻 dua")
        func text() -> String { String((0..<Int.random(in: 0...30, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }) }
        for _ in 0..<500 {
            let details = TweetDetails(uri: text(), repostedBy: text(), replyTo: text(),
                                       quote: QuotedTweet(authorName: text(), screenName: text(), text: text()),
                                       attachments: [Attachment(kind: .image, text: text(), url: text())], links: [text()], labels: [text(), text()])
            XCTAssertEqual(TweetDetails(stored: details.stored), details)
        }
    }

    func test_unknownFieldsAreSkipped_andBrokenTextReadsAsLess() {
        XCTAssertEqual(TweetDetails(stored: "d1z3:newu1:x").uri, "x", "a field from a later version is skipped")
        XCTAssertEqual(TweetDetails(stored: "d1u1:xr99:short"), TweetDetails(uri: "x"), "a length past the end stops the reading")
        XCTAssertEqual(TweetDetails(stored: "d1u1:xr"), TweetDetails(uri: "x"))
        XCTAssertEqual(TweetDetails(stored: "{\"uri\":\"x\"}"), TweetDetails(), "not this form")
        XCTAssertEqual(TweetDetails(stored: "d1a8:k5:weird").attachments, [Attachment(kind: .unsupported)], "an unknown kind")
        XCTAssertEqual(TweetDetails(stored: "d1u99999999999999999999999:x"), TweetDetails())
    }
}
