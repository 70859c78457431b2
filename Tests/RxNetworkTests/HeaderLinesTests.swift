import XCTest
@testable import RxNetwork

/// The header lines libcurl hands over are kept as bytes and parsed on first use: the
/// parse must give what parsing each line as it came gave.
final class HeaderLinesTests: XCTestCase {
    private func fields(_ lines: [String]) -> [String: String] {
        HeaderLines.fields(Array(lines.joined().utf8))
    }

    func test_fields_areTrimmed_andTheBlankEndLineIsIgnored() {
        XCTAssertEqual(fields(["Content-Length: 12\r\n", "Link:\t<https://h/?page=2>; rel=\"next\" \r\n", "\r\n"]),
                       ["Content-Length": "12", "Link": "<https://h/?page=2>; rel=\"next\""])
    }

    func test_repeatedFields_areJoinedWithCommas_inOrder() {
        XCTAssertEqual(fields(["Vary: Accept\r\n", "Vary: Origin\r\n", "vary: Cookie\r\n"]),
                       ["Vary": "Accept, Origin", "vary": "Cookie"])
    }

    func test_foldedContinuation_joinsThePreviousField() {
        XCTAssertEqual(fields(["X-Long: first\r\n", "   second\r\n", "\tthird\r\n", "Other: 1\r\n"]),
                       ["X-Long": "first second third", "Other": "1"])
    }

    func test_linesWithoutAColon_andAnEmptyValue() {
        XCTAssertEqual(fields(["garbage\r\n", "Empty:\r\n", "Colon: a:b\r\n"]), ["Empty": "", "Colon": "a:b"])
        XCTAssertEqual(fields([]), [:])
        XCTAssertEqual(fields(["No-Line-End: x"]), ["No-Line-End": "x"])
    }
}
