import Foundation
import NewsCore
import TerminalUI
import XCTest
@testable import NewsTerminal

/// Rows as tall as their content: a story without a digest left two or three blank
/// lines in a fixed five-line row, and 100×30 showed six stories.
final class NewsRowHeightTests: XCTestCase {
    private func story(_ number: Int, digest: String = "", images: [String] = []) -> NewsItem {
        var item = StubNewsSource.story(number, images: images)
        item.digest = digest
        return item
    }

    func test_storiesWithoutADigest_takeThreeLines_soMoreFitTheScreen() throws {
        let harness = try NewsScreenHarness(sources: [StubNewsSource(stories: (1...20).map { story($0) })], width: 100, height: 30)
        harness.start()
        let lines = harness.settledScreen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let first = try XCTUnwrap(lines.firstIndex(of: "Story 1"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines[first + 1].hasPrefix("example.org"), lines[first + 1])
        XCTAssertEqual(lines[first + 2], "")
        XCTAssertEqual(lines[first + 3], "Story 2", "the next story right after one blank line")
        XCTAssertTrue(lines.contains("Story 8"), "eight stories or more on 100×30 (six before): \(lines.joined(separator: "\n"))")
    }

    func test_eachRow_isAsTallAsItsContent() {
        func height(_ item: NewsItem, width: Int = 100, pictures: Bool = true) -> Int {
            OneImageNewsCell.height(for: item, width: width, showsPictures: pictures)
        }
        XCTAssertEqual(height(story(1)), 3, "title, meta line, blank")
        XCTAssertEqual(height(story(1, digest: "A short digest.")), 4)
        XCTAssertEqual(height(story(1, digest: String(repeating: "long digest ", count: 40))), OneImageNewsCell.maximumHeight,
                       "a long digest is cut to the row's four lines of content")
        XCTAssertEqual(height(story(1, images: ["a.jpg"])), 5, "a picture box is four lines tall")
        XCTAssertEqual(height(story(1, images: ["a.jpg"]), pictures: false), 3, "no box with --no-images")
        var longTitle = story(1)
        longTitle.title = String(repeating: "word ", count: 60)
        XCTAssertEqual(height(longTitle, width: 40), 4, "a title wraps to two lines at most")
    }
}
