import Foundation
import XCTest
@testable import AppSupport

/// Screens on a terminal that can draw them; plain output everywhere else.
final class FrontEndTests: XCTestCase {
    func test_aTerminal_getsTheScreens_unlessItIsDumb() {
        XCTAssertEqual(FrontEnd.choose(stdoutIsTerminal: true, environment: ["TERM": "xterm-256color"]), .terminal)
        XCTAssertEqual(FrontEnd.choose(stdoutIsTerminal: true, environment: ["TERM": "dumb"]), .plain)
    }

    func test_aTerminalWithoutTERM_orWithoutCursorAddressing_getsPlainOutput() throws {
        XCTAssertEqual(FrontEnd.choose(stdoutIsTerminal: true, environment: [:]), .plain)
        // The system's own entry for a terminal that cannot move its cursor (ncurses-base).
        let dumbEntry = ["/lib/terminfo/d/dumb", "/usr/share/terminfo/d/dumb", "/etc/terminfo/d/dumb"]
        let directory = try XCTUnwrap(dumbEntry.first(where: FileManager.default.fileExists(atPath:)), "ncurses-base's terminfo")
        // The same entry under another name, so TERM=dumb's own rule is not what decides.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("terminfo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy.appendingPathComponent("p"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(atPath: directory, toPath: copy.appendingPathComponent("p/printer").path)
        XCTAssertEqual(FrontEnd.choose(stdoutIsTerminal: true, environment: ["TERM": "printer", "TERMINFO": copy.path]), .plain)
    }

    func test_askingForJSON_getsPlainOutput_onATerminalToo() {
        XCTAssertEqual(FrontEnd.choose(stdoutIsTerminal: true, environment: ["TERM": "xterm-256color"], json: true), .plain)
        XCTAssertEqual(FrontEnd.choose(stdoutIsTerminal: false, environment: ["TERM": "xterm-256color"], json: true), .plain)
        var app = AppContext(name: "demo", environment: ["TERM": "xterm-256color"], frontEnd: .terminal)
        XCTAssertEqual(app.frontEnd, .terminal)
        app.wantsJSON = true
        XCTAssertEqual(app.frontEnd, .plain)
        app.wantsJSON = false
        XCTAssertEqual(app.frontEnd, .terminal)
    }

    func test_aPipeOrFile_getsPlainOutput_whateverTERMSays() {
        XCTAssertEqual(FrontEnd.choose(stdoutIsTerminal: false, environment: ["TERM": "xterm-256color"]), .plain)
        XCTAssertEqual(FrontEnd.choose(stdoutIsTerminal: false, environment: [:]), .plain)
    }
}
