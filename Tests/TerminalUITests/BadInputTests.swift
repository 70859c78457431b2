#if canImport(Glibc)
import Glibc
#endif
import RxCore
import RxTesting
import TestSupport
import XCTest
@testable import TerminalUI

/// A headless terminal with a settable size whose enter and restore only count.
private final class ResizableSession: TerminalSession {
    let screen: HeadlessTerminal
    private(set) var restores = 0

    init(width: Int, height: Int) {
        screen = HeadlessTerminal(width: width, height: height)
    }

    var size: Size { screen.size }
    var capabilities: TerminalCapabilities { screen.capabilities }
    func write(_ output: String) { screen.write(output) }
    func enter() throws {}
    func restore() { restores += 1 }
}

/// Rows of plain text for a table.
private final class LinesDataSource: TableViewDataSource {
    var lines: [String]

    init(_ lines: [String]) {
        self.lines = lines
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { lines.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Line", for: indexPath)
        cell.textLabel.text = lines[indexPath.row]
        return cell
    }
}

/// A screen with a banner, a field, a table and a status bar: every kind of layout.
private final class BusyScreen: ViewController {
    let field = TextField(text: "search")
    let table = TableView()
    let dataSource: LinesDataSource

    init(lines: [String]) {
        dataSource = LinesDataSource(lines)
        super.init()
        title = "Busy"
    }

    override func loadView() {
        view = StackView(arrangedSubviews: [MessageView(text: "banner", kind: .info), field, table, StatusBar(hints: [KeyHint(key: "q", title: "Quit")])])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = dataSource
        focusedView = table
    }
}

/// Input no user means to give: absurd window sizes, enormous lines, bytes that are not
/// text, and a terminal that never answers. Nothing traps, and what shows stays right.
final class BadInputTests: XCTestCase {
    private var pending: [() -> Void] = []

    private func makeApplication(_ root: ViewController, on terminal: TerminalSession) throws -> Application {
        let application = Application(
            rootViewController: root,
            terminal: terminal,
            keyScheduler: TestScheduler(initialClock: 0),
            scheduleOnMain: { [unowned self] in self.pending.append($0) },
            hooks: ProcessHooks(terminate: { _ in }, suspend: {})
        )
        try application.start()
        return application
    }

    private func runMainQueueTurns() {
        while !pending.isEmpty {
            let work = pending
            pending = []
            work.forEach { $0() }
        }
    }

    // MARK: - Window sizes

    func test_resizeTo1x1And0x0_drawsWithoutTrapping_andTheNextSizeRedrawsWhole() throws {
        let terminal = ResizableSession(width: 40, height: 10)
        let screen = BusyScreen(lines: (0..<50).map { "row \($0)" })
        let application = try makeApplication(NavigationController(rootViewController: screen), on: terminal)
        screen.table.selectRow(at: IndexPath(row: 20, section: 0))
        application.renderNow()

        for size in [Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 0, height: 5), Size(width: 7, height: 0), Size(width: 2, height: 1)] {
            terminal.screen.size = size
            application.handleSignal(SIGWINCH)
            XCTAssertEqual(application.window.size, size)
            // Keys at that size reach the views without trapping either.
            application.handleInput(Array("jk\t\u{1B}[6~\u{1B}[5~Gg".utf8))
            application.keyParser.flush()
            runMainQueueTurns()
            XCTAssertEqual(terminal.screen.lines.count, size.height)
        }

        terminal.screen.size = Size(width: 40, height: 10)
        terminal.screen.clearWrites()
        application.handleSignal(SIGWINCH)
        XCTAssertTrue(terminal.screen.writes.first?.hasPrefix(ANSIEncoder.resetStyle + ANSIEncoder.clearScreen) == true, "a whole redraw")
        XCTAssertEqual(terminal.screen.screen, application.window.rendered(), "the screen shows the frame")
        XCTAssertTrue(terminal.screen.lines[0].contains("Busy"))
        XCTAssertTrue(terminal.screen.lines.contains { $0.hasPrefix("row ") }, "the table is back:\n\(terminal.screen.screen)")
        XCTAssertEqual(terminal.restores, 0, "no exit path was taken")
    }

    // MARK: - Enormous lines

    func test_aLabelOf100000Characters_isTruncatedToItsWidth() {
        let text = String(repeating: "東京 and 🚀 ", count: 10_000)
        let label = Label(text, frame: Rect(x: 0, y: 0, width: 30, height: 1))
        let line = label.rendered(size: Size(width: 30, height: 1)).lines[0]
        XCTAssertTrue(line.hasSuffix("…"), line)
        XCTAssertTrue(line.hasPrefix("東京 and 🚀 東京"), line)
        XCTAssertLessThanOrEqual(line.displayWidth, 30)
    }

    func test_aLabelCutBeforeSanitizing_stillEndsWithAnEllipsisWhenTheCutFits() {
        // Combining marks take no column: the kept scalars fit in the width, yet text is missing.
        let text = "a" + String(repeating: "\u{301}", count: 100_000) + "b"
        let line = Label(text, frame: Rect(x: 0, y: 0, width: 10, height: 1)).rendered(size: Size(width: 10, height: 1)).lines[0]
        XCTAssertTrue(line.contains("…"), line)
        XCTAssertFalse(line.contains("b"))
    }

    func test_aTableCellOf100000Characters_isTruncated_andEscapesRemoved() {
        let long = "\u{1B}[31m" + String(repeating: "long 行 ", count: 15_000)
        let dataSource = LinesDataSource(["short", long, "after"])
        let table = TableView(frame: Rect(x: 0, y: 0, width: 25, height: 3))
        table.dataSource = dataSource
        let lines = table.rendered(size: Size(width: 25, height: 3)).lines
        XCTAssertEqual(lines[0].trimmingCharacters(in: .whitespaces), "short")
        XCTAssertTrue(lines[1].hasPrefix("long 行 long"), lines[1])
        XCTAssertTrue(lines[1].hasSuffix("…"), lines[1])
        XCTAssertFalse(lines[1].contains("["), "the escape sequence was removed")
        XCTAssertEqual(lines[2].trimmingCharacters(in: .whitespaces), "after")
    }

    func test_aMultiLineLabelOf100000Characters_keepsMoreThanAScreenful_andEndsWithAnEllipsis() {
        let text = String(repeating: "東京 and 🚀 words ", count: 7_000)
        let label = Label(text)
        label.numberOfLines = 0
        let lines = label.lines(forWidth: 80)
        let kept = lines.joined(separator: " ").unicodeScalars.count
        XCTAssertGreaterThan(kept, 200 * 30, "more than a 200×30 screen shows is kept")
        XCTAssertLessThanOrEqual(kept, TextLayout.wrapScalarLimit + lines.count, "at most the wrap limit and the ellipsis")
        XCTAssertTrue(lines.last?.hasSuffix("…") == true, lines.last ?? "")
        XCTAssertTrue(lines.allSatisfy { $0.displayWidth <= 80 })
        XCTAssertTrue(lines[0].hasPrefix("東京 and 🚀 words 東京"), lines[0])
    }

    func test_aMultiLineLabelOf100000Characters_andTheRowHeightOfItsText_agree() {
        // A table sizes a row from `TextLayout.wrap` of the sanitized text (as the reader's
        // tweet cells do) and the label draws its own cut: both see the same lines.
        for text in [String(repeating: "a long tweet ", count: 8_000), "\u{1B}]0;title\u{7}" + String(repeating: "行 x\r\n", count: 30_000)] {
            let label = Label(text)
            label.numberOfLines = 0
            XCTAssertEqual(label.lines(forWidth: 78), TextLayout.wrap(sanitize(text, keepingNewlines: true), width: 78))
        }
    }

    func test_aLabelOfThreeLinesOf100000Characters_showsThreeLinesEndingWithAnEllipsis() {
        let label = Label(String(repeating: "reactive streams ", count: 6_000), frame: Rect(x: 0, y: 0, width: 40, height: 5))
        label.numberOfLines = 3
        let lines = label.rendered(size: Size(width: 40, height: 5)).lines
        XCTAssertTrue(lines[0].hasPrefix("reactive streams reactive"), lines[0])
        XCTAssertTrue(lines[2].trimmingCharacters(in: .whitespaces).hasSuffix("…"), lines[2])
        XCTAssertEqual(lines[3].trimmingCharacters(in: .whitespaces), "")
    }

    func test_aLabelOfAnyNumberOfLines_drawsWhatItsHeightShows_andStillMeasuresAllOfIt() {
        let text = (1...50).map { "line \($0)" }.joined(separator: "\n")
        let label = Label(text, frame: Rect(x: 0, y: 0, width: 20, height: 2))
        label.numberOfLines = 0
        let drawn = label.rendered(size: Size(width: 20, height: 2)).lines
        XCTAssertEqual(drawn.map { $0.trimmingCharacters(in: .whitespaces) }, ["line 1", "line 2"])
        // The layout made for drawing two lines does not stand in for the whole text.
        XCTAssertEqual(label.sizeThatFits(Size(width: 20, height: 100)).height, 50)
        XCTAssertEqual(label.lines(forWidth: 20).count, 50)
        XCTAssertEqual(label.sizeThatFits(Size(width: 20, height: 3)), Size(width: 6, height: 3))
    }

    func test_theLinesShownOfALongText_areTheFirstLinesOfAllOfIt() {
        // Drawing a few lines reads only those (straight from clean text); measuring reads
        // all (sanitized and cut): random texts, short and far past the cut, must agree.
        let pieces = ["word", "東京タワー", "🚀", "👨‍👩‍👧", "e\u{301}", " ", "  ", "\n", "\r\n", "\u{1B}[31m", "\u{1B}]0;t\u{7}", "\t", "\u{202E}", "long-unbroken-token-" + String(repeating: "x", count: 90)]
        for seed in UInt64(0)..<60 {
            var generator = SeededGenerator(seed: seed &+ 9_000)
            let count = seed % 4 == 0 ? Int.random(in: 3_000...6_000, using: &generator) : Int.random(in: 0...80, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined(separator: generator.chance(50) ? " " : "")
            let width = Int.random(in: 1...120, using: &generator)
            let shown = Int.random(in: 0...6, using: &generator)
            let all = Label(text)
            all.numberOfLines = 0
            let drawn = Label(text)
            drawn.numberOfLines = 0
            XCTAssertEqual(drawn.layout(forWidth: width, lineLimit: shown).lines.prefix(shown), all.lines(forWidth: width).prefix(shown),
                           "seed \(seed), width \(width), \(shown) lines")
        }
    }

    func test_wrap_ofMoreThanItsLimit_laysOutTheLimitAndAnEllipsis() {
        let lines = TextLayout.wrap(String(repeating: "ab ", count: 40_000), width: 60)
        let scalars = lines.joined().unicodeScalars.count
        XCTAssertTrue(lines.last?.hasSuffix("…") == true)
        XCTAssertLessThan(scalars, TextLayout.wrapScalarLimit + 1, "the spaces at the breaks are dropped")
        XCTAssertGreaterThan(scalars, TextLayout.wrapScalarLimit * 9 / 10)
        XCTAssertEqual(TextLayout.wrap("short text", width: 60), ["short text"], "short text is untouched")
    }

    func test_truncate_stopsAtTheWidth_butKeepsTheFullResultOfTheOldRule() {
        XCTAssertEqual(TextLayout.truncate("abcdef", toWidth: 6), "abcdef")
        XCTAssertEqual(TextLayout.truncate("abcdefg", toWidth: 6), "abcde…")
        XCTAssertEqual(TextLayout.truncate("日本語です", toWidth: 6), "日本…")
        XCTAssertEqual(TextLayout.truncate("ab日", toWidth: 4), "ab日")
        XCTAssertEqual(TextLayout.truncate("ab日x", toWidth: 4), "ab…")
        XCTAssertEqual(TextLayout.truncate("e\u{301}xyz", toWidth: 3), "e\u{301}x…")
        XCTAssertEqual(TextLayout.truncate("abc", toWidth: 0), "")
        XCTAssertEqual(TextLayout.truncate("abcdef", toWidth: 3, ellipsis: nil), "abc")
    }

    // MARK: - Bytes that are not text

    private func keys(for chunks: [[UInt8]]) -> [Key] {
        var keys: [Key] = []
        let parser = KeyParser(scheduler: TestScheduler(initialClock: 0)) { keys.append($0) }
        chunks.forEach(parser.feed)
        parser.flush()
        return keys
    }

    func test_invalidUTF8_becomesReplacementCharactersOnly() {
        let invalid: [UInt8] = [0xFF, 0xFE, 0xC0, 0xAF, 0x80, 0xBF, 0xED, 0xA0, 0x80, 0xF5, 0x80, 0x80, 0x80, 0xE2, 0x82]
        let keys = keys(for: [invalid, Array("ok".utf8)])
        XCTAssertFalse(keys.isEmpty)
        XCTAssertEqual(Array(keys.suffix(2)), [.character("o"), .character("k")], "text after it reads normally")
        for key in keys.dropLast(2) {
            XCTAssertEqual(key, .character("\u{FFFD}"))
        }
    }

    func test_C1Controls_encodedAsUTF8_areDropped() {
        // U+0085 (NEL) and U+009B (CSI) would be controls, not text.
        XCTAssertEqual(keys(for: [[0xC2, 0x85, UInt8(ascii: "a"), 0xC2, 0x9B, UInt8(ascii: "b")]]), [.character("a"), .character("b")])
    }

    func test_randomByteSoup_neverTraps_andGivesNoControlsAsText() {
        var generator = SeededGenerator(seed: 2026)
        for round in 0..<300 {
            let length = Int.random(in: 1...200, using: &generator)
            var soup = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            // Escape-heavy rounds, so sequences and their fragments are exercised too.
            if round % 3 == 0 {
                for index in stride(from: 0, to: soup.count, by: 5) { soup[index] = 0x1B }
            }
            var chunks: [[UInt8]] = []
            var rest = soup[...]
            while !rest.isEmpty {
                let size = Int.random(in: 1...16, using: &generator)
                chunks.append(Array(rest.prefix(size)))
                rest = rest.dropFirst(size)
            }
            // A paste the soup may have opened is closed, then plain text must read plainly.
            let keys = keys(for: chunks + [Array("\u{1B}[201~".utf8), Array("z".utf8)])
            XCTAssertEqual(keys.last, .character("z"), "round \(round)")
            for key in keys {
                XCTAssertTrue(isClean(key), "round \(round): \(key)")
            }
        }
    }

    /// A key whose text (if any) has no control characters (pastes are raw by design).
    private func isClean(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            return !character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        case .alt(let inner):
            return isClean(inner)
        default:
            return true
        }
    }

    // MARK: - A terminal that answers nothing

    func test_noCodePath_queriesTheTerminal() throws {
        var written: [String] = []
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]); close(ends[1]) }
        let terminal = TTYTerminal(input: ends[0], output: ends[1], environment: ["TERM": "xterm-256color"], writer: { written.append($0) })
        let screen = BusyScreen(lines: (0..<100).map { "row \($0) 日本 😀" })
        let application = try makeApplication(NavigationController(rootViewController: screen), on: terminal)
        application.handleInput(Array("jjjG\u{1B}[5~?x\t".utf8))
        runMainQueueTurns()
        application.handleSignal(SIGWINCH)
        application.handleSignal(SIGTSTP)
        application.exit(0)
        let output = written.joined()
        XCTAssertTrue(output.contains(TTYTerminal.enterSequence) && output.contains(TTYTerminal.exitSequence))
        // Input is a pipe, so not even the one start-up question about pictures is asked
        // (that is only for a real terminal, and waits 150 ms at most: GraphicsQueryTests).
        // Requests a terminal answers on stdin: device status and cursor position, device
        // attributes, mode reports, terminal-parameter and capability queries, window
        // reports, OSC colour queries and the kitty keyboard query.
        let queries = ["\u{1B}[5n", "\u{1B}[6n", "\u{1B}[?6n", "\u{1B}[c", "\u{1B}[0c", "\u{1B}[>c", "\u{1B}[=c", "$p",
                       "\u{1B}P+q", "\u{1B}P$q", "\u{1B}[18t", "\u{1B}[14t", "\u{1B}[19t", ";?\u{07}", ";?\u{1B}\\", "\u{1B}[?u", "\u{1B}[x"]
        for query in queries {
            XCTAssertFalse(output.contains(query), "asks the terminal \(query.debugDescription) and would wait for an answer")
        }
    }
}
