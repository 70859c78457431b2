import Dispatch
import Foundation
import RxTesting
import TestSupport
import XCTest
@testable import TerminalUI

final class KeyParserTests: KeyParserTestCase {
    func test_text_asciiAndUTF8_becomeCharacters() {
        XCTAssertEqual(parse("aZ1 "), [.character("a"), .character("Z"), .character("1"), .character(" ")])
        XCTAssertEqual(parse("é日😀"), [.character("é"), .character("日"), .character("😀")])
    }

    func test_text_combiningSequenceInOneRead_isOneGrapheme() {
        XCTAssertEqual(parse("e\u{301}👩‍👩‍👧"), [.character("e\u{301}"), .character("👩‍👩‍👧")])
    }

    func test_text_utf8SplitAcrossReads_isJoined() {
        let bytes = Array("日".utf8)
        XCTAssertEqual(parse(Array(bytes[0..<2])), [])
        XCTAssertEqual(parse([bytes[2]]), [.character("日")])
    }

    func test_controlKeys() {
        XCTAssertEqual(parse([0x01, 0x05, 0x0B, 0x15, 0x17]), [.ctrl("a"), .ctrl("e"), .ctrl("k"), .ctrl("u"), .ctrl("w")])
        XCTAssertEqual(parse([0x0D, 0x09, 0x7F, 0x08, 0x00, 0x1F]), [.enter, .tab, .backspace, .backspace, .ctrl(" "), .ctrl("_")])
    }

    func test_arrowsAndNavigation() {
        XCTAssertEqual(parse("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.up, .down, .right, .left])
        XCTAssertEqual(parse("\u{1B}OA\u{1B}OD"), [.up, .left])
        XCTAssertEqual(parse("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH\u{1B}OF"), [.home, .end, .home, .end, .home, .end])
        XCTAssertEqual(parse("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[2~"), [.pageUp, .pageDown, .delete, .insert])
        XCTAssertEqual(parse("\u{1B}[Z"), [.backTab])
    }

    func test_functionKeys() {
        let sequences = ["\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~",
                         "\u{1B}[19~", "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~"]
        XCTAssertEqual(parse(sequences.joined()), (1...12).map { Key.function($0) })
        XCTAssertEqual(parse("\u{1B}[11~\u{1B}[[A\u{1B}[[E"), [.function(1), .function(1), .function(5)])
    }

    func test_altKeys() {
        XCTAssertEqual(parse("\u{1B}f\u{1B}B"), [.alt(.character("f")), .alt(.character("B"))])
        XCTAssertEqual(parse("\u{1B}\u{7F}\u{1B}é"), [.alt(.backspace), .alt(.character("é"))])
        XCTAssertEqual(parse("\u{1B}[1;3D\u{1B}[3;3~"), [.alt(.left), .alt(.delete)])
        XCTAssertEqual(parse("\u{1B}[1;5C"), [.right])  // Ctrl-arrow: read as the arrow
    }

    func test_loneEscape_isDeliveredAfterTheTimeout() {
        XCTAssertEqual(parse("\u{1B}"), [])
        scheduler.advanceTo(49)
        XCTAssertEqual(keys, [])
        scheduler.advanceTo(50)
        XCTAssertEqual(keys, [.escape])
    }

    func test_sequenceSplitAcrossReads_isJoinedBeforeTheTimeout() {
        XCTAssertEqual(parse("\u{1B}"), [])
        scheduler.advanceTo(10)
        XCTAssertEqual(parse("[A"), [.up])
        scheduler.advanceTo(200)
        XCTAssertEqual(keys, [.up])
    }

    func test_unfinishedSequence_afterTheTimeout_becomesAltAndText() {
        _ = parse("\u{1B}[1")
        scheduler.advanceTo(50)
        XCTAssertEqual(keys, [.alt(.character("[")), .character("1")])
    }

    func test_doubleEscape_isEscapeThenTimeoutEscape() {
        XCTAssertEqual(parse("\u{1B}\u{1B}"), [.escape])
        scheduler.advanceTo(50)
        XCTAssertEqual(keys, [.escape, .escape])
    }

    func test_bracketedPaste_isOneKeyWithTheRawText() {
        XCTAssertEqual(parse("a\u{1B}[200~hello\n\u{1B}[31mworld\u{1B}[201~b"),
                       [.character("a"), .paste("hello\n\u{1B}[31mworld"), .character("b")])
    }

    func test_bracketedPaste_splitAcrossReads() {
        XCTAssertEqual(parse("\u{1B}[200~abc\u{1B}[20"), [])
        scheduler.advanceTo(500)
        XCTAssertEqual(keys, [])
        XCTAssertEqual(parse("1~x"), [.paste("abc"), .character("x")])
    }

    func test_invalidBytes_becomeReplacementCharacters() {
        XCTAssertEqual(parse([0xFF, 0x41, 0xC0, 0xAF, 0x80]), [.character("\u{FFFD}"), .character("A"), .character("\u{FFFD}"), .character("\u{FFFD}"), .character("\u{FFFD}")])
        XCTAssertEqual(parse([0xE6, 0x41]), [.character("\u{FFFD}"), .character("A")])
        XCTAssertEqual(parse([0xED, 0xA0, 0x80]).count, 1)  // a surrogate: invalid
    }

    func test_truncatedUTF8_isReplacedAfterTheTimeout() {
        XCTAssertEqual(parse([0xE6, 0x97]), [])
        scheduler.advanceTo(50)
        XCTAssertEqual(keys, [.character("\u{FFFD}")])
    }

    func test_unknownSequences_areDropped() {
        XCTAssertEqual(parse("\u{1B}[99~x\u{1B}[?1;2cy\u{1B}OZz"), [.character("x"), .character("y"), .character("z")])
    }

    /// Random reads (split anywhere, Esc timeouts in between) never trap, never give a
    /// `.character` holding a control, and leave the parser ready for the next key. The
    /// seed is printed; `KEY_PARSER_SEED=<seed>` replays a failing run.
    func test_randomBytes_neverTrapOrTypeControls_andTheParserRecovers() {
        let seed = ProcessInfo.processInfo.environment["KEY_PARSER_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
        print("KeyParserTests random bytes: seed \(seed) (replay with KEY_PARSER_SEED=\(seed))")
        var generator = SeededGenerator(seed: seed)
        var produced = 0
        for read in 0..<400 {
            // Mostly escape-heavy bytes, so sequences, cut sequences and pastes occur.
            let bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ -> UInt8 in
                generator.chance(20) ? 0x1B : generator.chance(30) ? Array("[O<;~M0123456789ABCDHFPQRS".utf8).randomElement(using: &generator) ?? 0x5B
                    : UInt8.random(in: 0...255, using: &generator)
            }
            let keys = parse(bytes)
            produced += keys.count
            for case .character(let character) in keys {
                XCTAssertFalse(character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                               "a control typed as text: \(character.unicodeScalars.map { String($0.value, radix: 16) }) in read \(read), seed \(seed)")
            }
            if generator.chance(10) { scheduler.advanceTo(scheduler.clock + 60) }
        }
        XCTAssertGreaterThan(produced, 1_000, "the bytes made keys (seed \(seed))")

        // Whatever state the bytes left (a cut sequence, an open paste), the end of a paste
        // and the Esc timeout bring it back: the next keys are read as they are.
        parser.flush()
        parser.feed(Array("\u{1B}[201~".utf8))
        parser.flush()
        scheduler.advanceTo(scheduler.clock + 60)
        XCTAssertEqual(parse("\u{1B}[Az"), [.up, .character("z")], "seed \(seed)")
    }
}
