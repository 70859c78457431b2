import RxTesting
import TestSupport
import XCTest
@testable import TerminalUI

/// Mouse reports: wheel notches become `.scrollUp`/`.scrollDown`; every other mouse
/// event, and every report cut short or malformed, gives no key and no text.
final class KeyParserMouseTests: KeyParserTestCase {
    /// Everything `bytes` gives once the escape timeout has passed too.
    private func parseToTheEnd(_ bytes: [UInt8]) -> [Key] {
        keys = []
        parser.feed(bytes)
        scheduler.advanceTo(scheduler.clock + 1_000)
        return keys
    }

    /// A legacy X10 report: `ESC [ M`, then 32 + button, 32 + column, 32 + row as raw bytes.
    private func x10(button: UInt8, column: UInt8, row: UInt8) -> [UInt8] {
        Array("\u{1B}[M".utf8) + [32 + button, 32 + column, 32 + row]
    }

    // MARK: - SGR

    func test_sgrWheel_becomesScrollKeys() {
        XCTAssertEqual(parse("\u{1B}[<64;10;5M"), [.scrollUp])
        XCTAssertEqual(parse("\u{1B}[<65;1;1M"), [.scrollDown])
        XCTAssertEqual(parse("a\u{1B}[<65;300;200Mb\u{1B}[<64;1;1M"), [.character("a"), .scrollDown, .character("b"), .scrollUp])
    }

    func test_sgrWheelWithModifiers_stillScrolls() {
        // Shift 4, Alt 8, Ctrl 16 added to the wheel's 64.
        XCTAssertEqual(parse("\u{1B}[<68;3;3M\u{1B}[<73;3;3M\u{1B}[<81;3;3M"), [.scrollUp, .scrollDown, .scrollDown])
    }

    func test_sgrOtherMouseEvents_areConsumedWithoutKeys() {
        let events = [
            "\u{1B}[<0;10;5M", "\u{1B}[<0;10;5m",      // left press, release
            "\u{1B}[<1;10;5M", "\u{1B}[<2;10;5m",      // middle, right
            "\u{1B}[<32;11;5M", "\u{1B}[<35;12;6M",    // drag, motion
            "\u{1B}[<66;10;5M", "\u{1B}[<67;10;5M",    // horizontal wheel
            "\u{1B}[<64;10;5m",                        // a wheel "release" no terminal sends
            "\u{1B}[<96;10;5M",                        // wheel with the motion bit
            "\u{1B}[<128;1;1M", "\u{1B}[<192;1;1M",    // extra buttons 8–11
        ]
        for event in events {
            XCTAssertEqual(parse(event + "x"), [.character("x")], event.debugDescription)
        }
    }

    func test_sgrMalformed_isConsumedWithoutKeys() {
        let reports = [
            "\u{1B}[<64;10M", "\u{1B}[<64;10;5;1M", "\u{1B}[<;;M", "\u{1B}[<64;;5M", "\u{1B}[<M",
            "\u{1B}[<-64;1;1M", "\u{1B}[<64;1;1X", "\u{1B}[<99999999999999999999999;1;1M",
            "\u{1B}[<6<4;1;1M", "\u{1B}[<64;1;1?M",
        ]
        for report in reports {
            XCTAssertEqual(parse(report + "x"), [.character("x")], report.debugDescription)
        }
    }

    func test_sgrReportSplitAcrossReads_atEveryByte_isOneScroll() {
        let report = Array("\u{1B}[<65;123;45M".utf8)
        for cut in 1..<report.count {
            keys = []
            parser.feed(report[..<cut])
            XCTAssertEqual(keys, [], "nothing before the report is whole (cut at \(cut))")
            scheduler.advanceTo(scheduler.clock + 10)
            parser.feed(report[cut...])
            XCTAssertEqual(keys, [.scrollDown], "cut at \(cut)")
            scheduler.advanceTo(scheduler.clock + 1_000)
            XCTAssertEqual(keys, [.scrollDown], "nothing left over (cut at \(cut))")
        }
    }

    func test_sgrReportCutShort_givesNothingAfterTheTimeout() {
        let report = Array("\u{1B}[<65;123;45M".utf8)
        for length in 3..<report.count {
            XCTAssertEqual(parseToTheEnd(Array(report[..<length])), [], "the first \(length) bytes")
        }
        // What follows the timeout reads normally again.
        XCTAssertEqual(parseToTheEnd(Array("j".utf8)), [.character("j")])
    }

    func test_sgrReportBrokenByAControlByte_dropsTheReportKeepsTheControl() {
        XCTAssertEqual(parse("\u{1B}[<65;12\u{03}x"), [.ctrl("c"), .character("x")])
    }

    // MARK: - X10

    func test_x10Wheel_becomesScrollKeys() {
        XCTAssertEqual(parse(x10(button: 64, column: 10, row: 5)), [.scrollUp])
        XCTAssertEqual(parse(x10(button: 65, column: 1, row: 1)), [.scrollDown])
    }

    func test_x10OtherEvents_areConsumed_evenWithBytesThatLookLikeKeys() {
        // Release (3), and coordinates that are Esc, '[', DEL and invalid UTF-8 bytes.
        let reports: [[UInt8]] = [
            x10(button: 0, column: 1, row: 1),
            x10(button: 3, column: 1, row: 1),
            Array("\u{1B}[M".utf8) + [0x20, 0x1B, 0x5B],
            Array("\u{1B}[M".utf8) + [0x23, 0x7F, 0xFF],
            Array("\u{1B}[M".utf8) + [0x00, 0x00, 0x00],
            Array("\u{1B}[M".utf8) + [0x60, 0xC3, 0xA9],  // a wheel at a column past 95
        ]
        XCTAssertEqual(parse(reports.last ?? []), [.scrollUp])
        for report in reports.dropLast() {
            XCTAssertEqual(parse(report + Array("x".utf8)), [.character("x")], "\(report)")
        }
    }

    func test_x10SplitAcrossReads_atEveryByte_isOneScroll() {
        let report = x10(button: 65, column: 40, row: 12)
        for cut in 1..<report.count {
            keys = []
            parser.feed(report[..<cut])
            scheduler.advanceTo(scheduler.clock + 10)
            parser.feed(report[cut...])
            XCTAssertEqual(keys, [.scrollDown], "cut at \(cut)")
        }
    }

    func test_x10CutShort_givesNothingAfterTheTimeout() {
        let report = x10(button: 65, column: 40, row: 12)
        for length in 3..<report.count {
            XCTAssertEqual(parseToTheEnd(Array(report[..<length])), [], "the first \(length) bytes")
        }
    }

    // MARK: - Unchanged behaviour around it

    func test_loneEscape_andEscBracket_stillTimeOutAsBefore() {
        XCTAssertEqual(parseToTheEnd(Array("\u{1B}".utf8)), [.escape])
        XCTAssertEqual(parseToTheEnd(Array("\u{1B}[".utf8)), [.alt(.character("["))])
        XCTAssertEqual(parseToTheEnd(Array("\u{1B}[1".utf8)), [.alt(.character("[")), .character("1")])
    }

    func test_reportInsideAPaste_isPastedText() {
        XCTAssertEqual(parse("\u{1B}[200~\u{1B}[<64;1;1M\u{1B}[201~"), [.paste("\u{1B}[<64;1;1M")])
    }

    func test_randomMouseSoup_givesOnlyTheWholeWheelReports_andNoText() {
        // Whole reports of every kind, some cut short or corrupted by a digit or ';',
        // fed in random chunks: only the whole wheel reports become keys.
        var generator = SeededGenerator(seed: 1_129)
        for round in 0..<200 {
            var bytes: [UInt8] = []
            var expected: [Key] = []
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                let button = [0, 1, 2, 3, 32, 35, 64, 65, 66, 67, 68, 81, 96, 128].randomElement(using: &generator) ?? 0
                let column = Int.random(in: 1...400, using: &generator)
                let row = Int.random(in: 1...200, using: &generator)
                let press = Bool.random(using: &generator)
                let legacy = Int.random(in: 0..<4, using: &generator) == 0 && column < 200 && row < 200
                if legacy {
                    bytes += x10(button: UInt8(button & 0xFF), column: UInt8(column), row: UInt8(row))
                    if button & 64 != 0 && button & 160 == 0 && button & 3 < 2 { expected.append(button & 1 == 0 ? .scrollUp : .scrollDown) }
                    continue
                }
                var report = Array("\u{1B}[<\(button);\(column);\(row)\(press ? "M" : "m")".utf8)
                let corrupt = Int.random(in: 0..<5, using: &generator) == 0
                if corrupt {
                    report.insert(UInt8(ascii: ";"), at: Int.random(in: 3..<report.count, using: &generator))
                } else if press && button & 64 != 0 && button & 160 == 0 && button & 3 < 2 {
                    expected.append(button & 1 == 0 ? .scrollUp : .scrollDown)
                }
                bytes += report
            }
            keys = []
            var rest = bytes[...]
            while !rest.isEmpty {
                let size = Int.random(in: 1...9, using: &generator)
                parser.feed(rest.prefix(size))
                rest = rest.dropFirst(size)
                scheduler.advanceTo(scheduler.clock + 5)
            }
            scheduler.advanceTo(scheduler.clock + 1_000)
            XCTAssertEqual(keys, expected, "round \(round)")
        }
    }
}
