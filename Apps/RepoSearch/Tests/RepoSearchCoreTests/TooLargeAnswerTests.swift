import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork
import XCTest
@testable import RepoSearchCore

/// An answer over the 10 MB cap said "the connection … failed (URLError -1103)".
final class TooLargeAnswerTests: XCTestCase {
    func test_anAnswerOverTheCap_isSaidInWords() throws {
        let server = try XCTUnwrap(URL(string: "https://api.github.com"))
        let error = URLError(.dataLengthExceedsMaximum, userInfo: [TransportOptions.responseLimitKey: 10 * 1_048_576])
        let github = GitHubResponse.describe(error, server: server)
        XCTAssertEqual(github, .network("the answer was larger than the 10 MB accepted from api.github.com"))
        XCTAssertFalse(github.message.contains("1103"))
    }
}
