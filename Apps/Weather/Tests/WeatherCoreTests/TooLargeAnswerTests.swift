import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork
import XCTest
@testable import WeatherCore

/// An answer over the 10 MB cap said "network error -1103" (and "cannot reach").
final class TooLargeAnswerTests: XCTestCase {
    func test_anAnswerOverTheCap_isSaidInWords_notAsACodeOrOffline() {
        let error = URLError(.dataLengthExceedsMaximum, userInfo: [TransportOptions.responseLimitKey: 10 * 1_048_576])
        let weather = WeatherError(NetworkError.underlying(error, nil), host: "api.open-meteo.com", replayDirectory: nil)
        XCTAssertEqual(weather, .malformedResponse("the answer was larger than the 10 MB accepted"))
        XCTAssertFalse(weather.message.contains("1103"), weather.message)
    }
}
