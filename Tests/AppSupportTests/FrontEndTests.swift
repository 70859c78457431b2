import XCTest
@testable import AppSupport

/// Screens on a terminal that can draw them; plain output everywhere else.
final class FrontEndTests: XCTestCase {
    func test_aTerminal_getsTheScreens_unlessItIsDumb() {
        XCTAssertEqual(FrontEnd.choose(stdoutIsTerminal: true, environment: ["TERM": "xterm-256color"]), .terminal)
        XCTAssertEqual(FrontEnd.choose(stdoutIsTerminal: true, environment: ["TERM": "dumb"]), .plain)
    }

    func test_aPipeOrFile_getsPlainOutput_whateverTERMSays() {
        XCTAssertEqual(FrontEnd.choose(stdoutIsTerminal: false, environment: ["TERM": "xterm-256color"]), .plain)
        XCTAssertEqual(FrontEnd.choose(stdoutIsTerminal: false, environment: [:]), .plain)
    }
}
