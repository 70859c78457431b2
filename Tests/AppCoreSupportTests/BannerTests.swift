import AppCoreSupport
import XCTest

/// What a banner says on a screen and in a pipe.
final class BannerTests: XCTestCase {
    func test_aScreen_addsTheActionsSentence_andAPipeSaysTheTextAlone() {
        let retrying = Banner.error("Cannot reach the server.", action: .retriesByItself)
        XCTAssertEqual(retrying.screenText, "Cannot reach the server. Will retry.")
        XCTAssertEqual(retrying.text, "Cannot reach the server.")
    }

    func test_anActionWhoseControlSaysItAll_addsNoSentence() {
        XCTAssertEqual(Banner.error("Not found.", action: .retry).screenText, "Not found.")
        XCTAssertEqual(Banner.info("Loading").screenText, "Loading")
        XCTAssertEqual(BannerAction.retry.title, "Try again")
    }
}
