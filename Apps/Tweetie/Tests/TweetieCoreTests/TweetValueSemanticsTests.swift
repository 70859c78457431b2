import Foundation
import XCTest
@testable import TweetieCore

/// `Tweet` keeps its fields behind one shared reference, copied before a write: copies
/// must still behave as independent values.
final class TweetValueSemanticsTests: XCTestCase {
    private let original = Tweet(id: 1, text: "first", authorName: "Ann", screenName: "ann", createdAt: Date(timeIntervalSince1970: 10),
                                 avatarURL: URL(string: "https://cdn.test/a.png"), details: TweetDetails(uri: "at://a/1", labels: ["spam"]))

    func test_settingEachFieldOfACopy_leavesTheOriginalAsItWas() {
        let before = original
        var copy = original
        copy.id = 2
        copy.text = "second"
        copy.authorName = "Bob"
        copy.screenName = "bob"
        copy.createdAt = Date(timeIntervalSince1970: 20)
        copy.avatarURL = nil
        copy.details = nil
        XCTAssertEqual(original, before)
        XCTAssertEqual(original.text, "first")
        XCTAssertEqual(original.details?.labels, ["spam"])
        XCTAssertEqual([copy.id, Int64(copy.createdAt.timeIntervalSince1970)], [2, 20])
        XCTAssertEqual([copy.text, copy.authorName, copy.screenName], ["second", "Bob", "bob"])
        XCTAssertNil(copy.avatarURL)
        XCTAssertNil(copy.details)
        XCTAssertNotEqual(copy, original)
    }

    func test_tweetsWithTheSameFields_areEqualAndHashAlike_whetherOrNotTheyShareStorage() {
        let separate = Tweet(id: 1, text: "first", authorName: "Ann", screenName: "ann", createdAt: Date(timeIntervalSince1970: 10),
                             avatarURL: URL(string: "https://cdn.test/a.png"), details: TweetDetails(uri: "at://a/1", labels: ["spam"]))
        XCTAssertEqual(separate, original)
        XCTAssertEqual(separate.hashValue, original.hashValue)
        var edited = original
        edited.text = "first"
        XCTAssertEqual(edited, original)
        edited.details?.labels.append("porn")
        XCTAssertNotEqual(edited, original)
        XCTAssertEqual(original.details?.labels, ["spam"])
    }

    func test_aCopySentToAnotherThread_isReadThereWhileTheOriginalIsWritten() {
        var local = original
        let sent = original
        let done = expectation(description: "read on another thread")
        DispatchQueue.global().async {
            XCTAssertEqual(sent.text, "first")
            done.fulfill()
        }
        local.text = "changed here"
        wait(for: [done], timeout: 5)
        XCTAssertEqual(sent.text, "first")
        XCTAssertEqual(local.text, "changed here")
    }
}
