import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork
import XCTest
@testable import TweetieCore

/// An answer over the 10 MB cap said "the connection failed (URLError -1103)".
final class TooLargeAnswerTests: XCTestCase {
    func test_anAnswerOverTheCap_isSaidInWords() throws {
        let url = try XCTUnwrap(URL(string: "https://public.api.bsky.app/xrpc/app.bsky.feed.getListFeed"))
        let error = URLError(.dataLengthExceedsMaximum, userInfo: [TransportOptions.responseLimitKey: 10 * 1_048_576, NSURLErrorFailingURLErrorKey: url])
        XCTAssertEqual(TwitterResponse.describe(error), "the answer was larger than the 10 MB accepted from public.api.bsky.app")
    }
}
