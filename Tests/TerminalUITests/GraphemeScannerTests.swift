import XCTest
@testable import TerminalUI

/// The UTF-8 fast paths (scanner, scalar table, sanitizer check, wrapping, truncation)
/// against the Character-by-Character rules they replace.
final class GraphemeScannerTests: XCTestCase {
    private func scan(_ text: String) -> [(String, Int, Int)] {
        var copy = text
        return copy.withUTF8 { bytes in
            var scanner = GraphemeScanner(bytes)
            var result: [(String, Int, Int)] = []
            while let grapheme = scanner.next() {
                let slice = UnsafeBufferPointer(rebasing: bytes[grapheme.start..<grapheme.end])
                result.append((String(decoding: slice, as: UTF8.self), grapheme.width, grapheme.reach))
            }
            return result
        }
    }

    func test_scanner_onRandomText_givesTheCharactersTheirWidthsAndDisputedReach() {
        var random = RandomText(seed: 42)
        for _ in 0..<3_000 {
            let text = random.string()
            let scanned = scan(text)
            XCTAssertEqual(scanned.map(\.0), text.map(String.init), "segments of \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            XCTAssertEqual(scanned.map(\.1), text.map(DisplayWidth.of), "widths of \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            XCTAssertEqual(scanned.map(\.2), text.map(DisplayWidth.disputedReach), "reach of \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    func test_displayWidth_onRandomText_isTheSumOfItsCharacters() {
        var random = RandomText(seed: 7)
        for _ in 0..<3_000 {
            let text = random.string()
            XCTAssertEqual(DisplayWidth.of(text), TextReference.width(text), text)
            XCTAssertEqual(text.dropFirst().displayWidth, TextReference.width(String(text.dropFirst())), text)
        }
    }

    func test_scalarTable_agreesWithTheGeneralWidth_forEveryBMPScalar() {
        let table = ScalarTable.shared.entries
        for value in 0..<UInt32(0x10000) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(Int(table[Int(value)] & ScalarTable.widthMask), DisplayWidth.of(scalar), "U+\(String(value, radix: 16))")
            XCTAssertEqual(table[Int(value)] & ScalarTable.disputedBit != 0, DisplayWidth.isDisputed(scalar), "U+\(String(value, radix: 16))")
        }
    }

    func test_twoSimpleScalars_areAlwaysTwoCharacters() {
        let table = ScalarTable.shared.entries
        let simple = (0..<UInt32(0x10000)).filter { table[Int($0)] & ScalarTable.simpleBit != 0 }.compactMap(Unicode.Scalar.init)
        var random = RandomText(seed: 99)
        for _ in 0..<50_000 {
            var pair = String.UnicodeScalarView()
            pair.append(simple[random.int(simple.count)])
            pair.append(simple[random.int(simple.count)])
            XCTAssertEqual(String(pair).count, 2, "\(pair.map { String($0.value, radix: 16) })")
        }
    }

    func test_truncateAndWrap_onRandomText_matchTheCharacterRules() {
        var random = RandomText(seed: 2026)
        for _ in 0..<2_000 {
            let text = random.string(maxPieces: 40)
            let width = random.int(12)
            XCTAssertEqual(TextLayout.truncate(text, toWidth: width), TextReference.truncate(text, toWidth: width), text)
            XCTAssertEqual(TextLayout.truncate(text, toWidth: width, ellipsis: nil), TextReference.truncate(text, toWidth: width, ellipsis: nil), text)
            XCTAssertEqual(TextLayout.wrap(text, width: width), TextReference.wrap(text, width: width), text)
        }
    }

    func test_lineCount_onRandomText_isTheNumberOfWrappedLines() {
        var random = RandomText(seed: 2027)
        for _ in 0..<2_000 {
            let text = random.string(maxPieces: 40)
            let width = random.int(12) - 2
            XCTAssertEqual(TextLayout.lineCount(text, width: width), TextReference.wrap(text, width: width).count, "\(text) at \(width)")
        }
        // Past the scalar limit, the cut text and its "…" are what is counted.
        let long = String(repeating: "word ", count: TextLayout.wrapScalarLimit / 5 + 3)
        XCTAssertEqual(TextLayout.lineCount(long, width: 7), TextLayout.wrap(long, width: 7).count)
        XCTAssertEqual(TextLayout.lineCount(long.dropFirst(2), width: 7), TextLayout.wrap(long.dropFirst(2), width: 7).count)
    }

    func test_sanitizerCleanCheck_onRandomText_matchesTheScalarRule() {
        var random = RandomText(seed: 5)
        for _ in 0..<3_000 {
            // Long enough for the word-at-a-time part, with clean runs between pieces.
            let text = random.string() + String(repeating: "漢字 text ", count: random.int(4)) + random.string(maxPieces: 3)
            var copy = text
            XCTAssertEqual(copy.withUTF8(Sanitizer.isClean), TextReference.isClean(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    func test_scanPrefix_findsTheCutByScalars() {
        var random = RandomText(seed: 11)
        for _ in 0..<1_000 {
            let text = random.string(maxPieces: 60)
            let limit = random.int(40)
            var copy = text
            let (cut, clean) = copy.withUTF8 { Sanitizer.scanPrefix($0, scalarLimit: limit) }
            let scalars = Array(text.unicodeScalars)
            if scalars.count > limit {
                let prefix = String(String.UnicodeScalarView(scalars[..<limit]))
                XCTAssertEqual(cut, prefix.utf8.count)
                XCTAssertEqual(clean, TextReference.isClean(prefix))
            } else {
                XCTAssertNil(cut)
                XCTAssertEqual(clean, TextReference.isClean(text))
            }
        }
    }

    func test_bufferWrite_onRandomText_drawsEachCharacterInItsCell() {
        var random = RandomText(seed: 3)
        for _ in 0..<500 {
            let text = random.string()
            var fast = Buffer(width: 30, height: 1)
            fast.write(text, at: Point(x: 1, y: 0), style: .bold, clip: Rect(x: 2, y: 0, width: 25, height: 1))
            // The same by hand, Character by Character, with public cells.
            var slow = Buffer(width: 30, height: 1)
            var x = 1
            for character in text {
                let width = DisplayWidth.of(character)
                if width == 0 { continue }
                if x + width > 27 { break }
                if x >= 2 {
                    slow.setCell(Cell(symbol: String(character), style: .bold), at: Point(x: x, y: 0))
                    if width == 2 { slow.setCell(.continuation(style: .bold), at: Point(x: x + 1, y: 0)) }
                } else if x + width > 2 {
                    slow.setCell(Cell(symbol: " ", style: .bold), at: Point(x: 2, y: 0))
                }
                x += width
            }
            XCTAssertEqual(fast, slow, text)
        }
    }
}
