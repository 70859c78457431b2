import Foundation
import XCTest
@testable import TerminalUI

/// A terminal type whose terminfo entry cannot move the cursor is drawn as a dumb one
/// (and apps give it plain output): entries written here in terminfo's compiled format.
final class TerminfoEntryTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("terminfo-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    /// A compiled entry named `name` (legacy format, or ncurses' 32-bit numbers), with
    /// `cup` set or absent, installed under `directory/<first letter>/`.
    private func install(_ name: String, cursorAddressing: Bool, extendedNumbers: Bool = false) throws {
        var bytes: [UInt8] = []
        func short(_ value: Int) { bytes += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)] }
        let names = Array((name + "|a test terminal").utf8) + [0]
        let strings = 14
        let table = Array("\u{1B}[%i%p1%d;%p2%dH".utf8) + [0]
        short(extendedNumbers ? 0o1036 : 0o432)
        short(names.count)
        short(1)  // booleans
        short(1)  // numbers
        short(strings)
        short(table.count)
        bytes += names
        bytes += [1]  // auto_right_margin
        if bytes.count % 2 == 1 { bytes.append(0) }
        bytes += extendedNumbers ? [80, 0, 0, 0] : [80, 0]  // columns
        for index in 0..<strings { short(index == 10 && cursorAddressing ? 0 : -1) }
        bytes += table
        let folder = directory.appendingPathComponent(String(name.prefix(1)), isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }

    func test_entryWithCursorAddressing_drawsScreens() throws {
        try install("fancyterm", cursorAddressing: true)
        try install("widenums", cursorAddressing: true, extendedNumbers: true)
        for term in ["fancyterm", "widenums"] {
            let capabilities = TerminalCapabilities.detect(environment: ["TERM": term, "TERMINFO": directory.path])
            XCTAssertTrue(capabilities.cursorAddressing, term)
        }
    }

    func test_entryWithoutCursorAddressing_isDumb() throws {
        try install("papertty", cursorAddressing: false)
        try install("widepaper", cursorAddressing: false, extendedNumbers: true)
        for term in ["papertty", "widepaper"] {
            XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": term, "TERMINFO": directory.path]), .dumb, term)
        }
    }

    func test_unknownType_isTakenAsAble_butNoTERMIsDumb() {
        let unknown = TerminalCapabilities.detect(environment: ["TERM": "no-such-terminal-\(UUID().uuidString)", "TERMINFO": directory.path])
        XCTAssertTrue(unknown.cursorAddressing)
        XCTAssertEqual(TerminalCapabilities.detect(environment: [:]), .dumb)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": ""]), .dumb)
    }

    func test_namesLeavingTheDatabase_andDamagedEntries_areNotRead() throws {
        XCTAssertNil(TerminfoEntry.load(term: "../etc/passwd", environment: ["TERMINFO": directory.path]))
        XCTAssertNil(TerminfoEntry.parse(Data([0x1A, 0x01, 0x05])))
        XCTAssertNil(TerminfoEntry.parse(Data(repeating: 0xFF, count: 40)))
    }

    func test_TERMINFO_DIRS_emptyElement_meansTheSystemDirectories() {
        let directories = TerminfoEntry.directories(environment: ["TERMINFO_DIRS": "/x::/y", "HOME": "/home/u"])
        XCTAssertEqual(directories, ["/home/u/.terminfo", "/x", "/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/y"])
    }
}
