import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork
import XCTest
@testable import NewsCore

/// An answer over the 10 MB cap said "URL error -1103".
final class TooLargeAnswerTests: XCTestCase {
    func test_anAnswerOverTheCap_isSaidInWords_andIsNoOfflineError() throws {
        let url = try XCTUnwrap(URL(string: "https://feeds.example/huge.xml"))
        let error = URLError(.dataLengthExceedsMaximum, userInfo: [TransportOptions.responseLimitKey: 10 * 1_048_576, NSURLErrorFailingURLErrorKey: url])
        let news = NewsError.network(NetworkError.underlying(error, nil))
        XCTAssertEqual(news, .network("the answer was larger than the 10 MB accepted from feeds.example", offline: false))
        XCTAssertFalse(news.message.contains("1103"), news.message)
    }
}
