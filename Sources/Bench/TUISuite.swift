import Foundation
@_spi(Instrumentation) import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// A terminal that only counts the bytes it is sent (the cost of a real terminal's
/// write is the kernel's, not ours).
private final class ByteSink: Terminal {
    let size: Size
    let capabilities: TerminalCapabilities
    var bytes = 0
    var writes = 0

    init(size: Size, capabilities: TerminalCapabilities = .full) {
        self.size = size
        self.capabilities = capabilities
    }

    func write(_ output: String) {
        bytes += output.utf8.count
        writes += 1
    }
}

/// A headless screen for the key-latency case: it notes when each frame arrives.
private final class TimedSession: TerminalSession {
    let screen: HeadlessTerminal
    var lastWrite: UInt64 = 0
    var writes = 0

    init(size: Size) {
        screen = HeadlessTerminal(width: size.width, height: size.height)
    }

    var size: Size { screen.size }
    var capabilities: TerminalCapabilities { screen.capabilities }
    func write(_ output: String) {
        lastWrite = nanoseconds()
        writes += 1
        screen.write(output)
    }
    func enter() throws {}
    func restore() {}
}

/// A row of the benchmark table: a number, a name (CJK and emoji among them) and a text.
private final class PostCell: TableViewCell {
    let numberLabel = Label(style: .dim)
    let nameLabel = Label(style: .bold)

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        addSubview(numberLabel)
        addSubview(nameLabel)
    }

    override func layoutSubviews() {
        numberLabel.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        nameLabel.frame = Rect(x: 9, y: 0, width: 14, height: 1)
        textLabel.frame = Rect(x: 24, y: 0, width: max(0, frame.width - 24), height: 1)
    }
}

/// 10,000 rows from a plain data source, texts made once.
private final class PostsDataSource: TableViewDataSource {
    let names = ["Ada", "Grace 🎉", "Linus", "美咲", "Zoë", "東京タワー", "Ken 🚀", "Barbara"]
    let texts: [String]

    init(count: Int, textLength: Int = 0) {
        let phrases = ["posted a photo of 富士山 at dawn 🌄", "replied: sounds good 👍 see you there",
                       "shared 今日はいい天気ですね and a link", "wrote a long thread about terminals and Unicode widths"]
        texts = (0..<count).map { index in
            textLength > 0 ? String(repeating: "長い文章 long text ", count: textLength / 16 + 1) : phrases[index % phrases.count] + " #\(index)"
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
        if let post = cell as? PostCell {
            post.numberLabel.text = "#\(indexPath.row + 1)"
            post.nameLabel.text = names[indexPath.row % names.count]
        }
        cell.textLabel.text = texts[indexPath.row]
        return cell
    }
}

/// A screen: the table over a status bar.
private final class TableScreen: ViewController {
    let tableView = TableView()
    let statusBar = StatusBar(hints: [KeyHint(key: "j/k", title: "Move"), KeyHint(key: "q", title: "Quit")], message: "10,000 posts")
    let dataSource: PostsDataSource

    init(dataSource: PostsDataSource) {
        self.dataSource = dataSource
        super.init()
        title = "Timeline"
    }

    override func loadView() {
        view = ScreenContainer(content: tableView, bar: statusBar)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PostCell.self, forCellReuseIdentifier: "Post")
        tableView.dataSource = dataSource
        focusedView = tableView
    }
}

/// Content above a one-line bar.
private final class ScreenContainer: View {
    let content: View
    let bar: View

    init(content: View, bar: View) {
        self.content = content
        self.bar = bar
        super.init()
        addSubview(content)
        addSubview(bar)
    }

    override func layoutSubviews() {
        content.frame = Rect(x: 0, y: 0, width: frame.width, height: max(0, frame.height - 1))
        bar.frame = Rect(x: 0, y: max(0, frame.height - 1), width: frame.width, height: min(1, frame.height))
    }
}

/// `bench tui`: TerminalUI's frames at 200×60 on a 10,000-row table.
///
/// - A full frame (layout of every view, drawing, diff against a blank screen, ANSI
///   encoding into a byte sink), paired in alternating rounds with a floor: writing the
///   same frame's text as plain lines (what any renderer must at least produce).
/// - The bytes of a one-row scroll (`j` on the last visible row) against a full frame.
/// - A key press's way to the screen through the real run-loop path: a byte written to
///   a pipe read by the application's dispatch source, the key parser, the window, the
///   coalesced render; the time until the frame showing it is written, and how many
///   frames that took.
@MainActor
func runTUISuite() -> Bool {
    let size = Size(width: 200, height: 60)
    var results: [BenchResult] = []

    func makeWindow(rows: Int = 10_000, textLength: Int = 0) -> (Window, TableScreen) {
        let screen = TableScreen(dataSource: PostsDataSource(count: rows, textLength: textLength))
        let navigation = NavigationController(rootViewController: screen)
        let window = Window(rootViewController: navigation, size: size)
        window.makeKeyAndVisible()
        return (window, screen)
    }

    // MARK: a. Full frame

    let (window, screen) = makeWindow()
    let sink = ByteSink(size: size)
    let renderer = Renderer(terminal: sink)
    func fullFrame() {
        renderer.invalidate()
        window.rootViewController.view.setNeedsLayout()
        screen.view.setNeedsLayout()
        screen.tableView.setNeedsLayout()
        window.render(with: renderer)
    }
    // Check once that a full frame shows what the views drew.
    let checkTerminal = HeadlessTerminal(width: size.width, height: size.height)
    Renderer(terminal: checkTerminal).render(window.rendered())
    let frameIsCorrect = checkTerminal.screen == window.rendered() && checkTerminal.lines[1].contains("#1 ")
    let plainSink = ByteSink(size: size)
    let frameForFloor = window.rendered()
    func floor() { plainSink.write(ANSIEncoder.plainFrame(frameForFloor)) }

    var frameTimes: [Double] = []
    var frameRatios: [Double] = []
    for _ in 0..<9 {
        let floorTime = bestNanoseconds(operations: 1, repetitions: 5, floor)
        let frameTime = bestNanoseconds(operations: 1, repetitions: 5, fullFrame)
        frameTimes.append(frameTime)
        frameRatios.append(frameTime / floorTime)
    }
    let frameMedian = median(frameTimes)
    results.append(BenchResult(
        name: "full frame 200x60, 10k-row table",
        figure: frameIsCorrect ? "\(format(frameMedian / 1_000_000, decimals: 3)) ms" : "wrong screen",
        reference: "\(format(median(frameRatios)))x floor (plain text of the frame), \(sink.bytes / max(1, sink.writes)) bytes",
        target: "<= 2 ms", met: frameIsCorrect && frameMedian <= 2_000_000))

    // MARK: b. Bytes of a one-row scroll

    func scrollBytes(capabilities: TerminalCapabilities) -> (full: Int, scroll: Int, correct: Bool) {
        let (window, screen) = makeWindow()
        let terminal = HeadlessTerminal(width: size.width, height: size.height, capabilities: capabilities)
        let renderer = Renderer(terminal: terminal)
        _ = window.rendered()  // lays the table out, so its height is known
        let lastVisible = screen.tableView.frame.height - 1
        screen.tableView.selectRow(at: IndexPath(row: max(0, lastVisible), section: 0))
        window.render(with: renderer)
        let full = terminal.bytesWritten
        let offset = screen.tableView.contentOffset
        terminal.clearWrites()
        window.processKey(.character("j"))
        window.render(with: renderer)
        let correct = screen.tableView.contentOffset == offset + 1 && terminal.screen == window.rendered()
        return (full, terminal.bytesWritten, correct)
    }
    let scrolled = scrollBytes(capabilities: .full)
    let cellByCell = scrollBytes(capabilities: TerminalCapabilities(colors: .trueColor, scrollRegions: false))
    let scrollShare = Double(scrolled.scroll) / Double(max(1, scrolled.full)) * 100
    results.append(BenchResult(
        name: "scroll one row (j) vs full frame",
        figure: scrolled.correct ? "\(format(scrollShare))%" : "wrong screen",
        reference: "\(scrolled.scroll) of \(scrolled.full) bytes; cell by cell \(cellByCell.scroll) bytes (\(format(Double(cellByCell.scroll) / Double(max(1, cellByCell.full)) * 100))%)",
        target: "<= 10%", met: scrolled.correct && scrollShare <= 10))

    // MARK: c. Key to screen

    results.append(keyLatency(size: size))

    // MARK: d. Lines of 100,000 characters

    // The same screen with texts of 100,000 characters and of one screen width (300):
    // both fill every line, so a long line must cost what a short one does.
    func longTextFrame(length: Int) -> (frame: () -> Void, truncated: Bool) {
        let (window, screen) = makeWindow(rows: 100, textLength: length)
        screen.statusBar.message = String(repeating: "x", count: length)
        let renderer = Renderer(terminal: ByteSink(size: size))
        let rendered = window.rendered()
        let truncated = rendered.lines[1].hasSuffix("…") && rendered.lines[size.height - 1].contains("…")
        return ({
            renderer.invalidate()
            screen.tableView.setNeedsLayout()
            window.render(with: renderer)
        }, truncated)
    }
    let long = longTextFrame(length: 100_000)
    let screenWide = longTextFrame(length: 300)
    var longTimes: [Double] = []
    var longRatios: [Double] = []
    for _ in 0..<9 {
        let shortTime = bestNanoseconds(operations: 1, repetitions: 3, screenWide.frame)
        let time = bestNanoseconds(operations: 1, repetitions: 3, long.frame)
        longTimes.append(time)
        longRatios.append(time / shortTime)
    }
    let longRatio = median(longRatios)
    results.append(BenchResult(
        name: "full frame, 100k-char cells and bar",
        figure: long.truncated ? "\(format(median(longTimes) / 1_000_000, decimals: 3)) ms" : "not truncated",
        reference: "\(format(longRatio, decimals: 2))x the same frame with 300-char texts",
        target: "<= 1.25x", met: long.truncated && screenWide.truncated && longRatio <= 1.25))

    return report("tui", results)
}

/// Key presses written to a pipe that a launched `Application` reads like stdin; the
/// main run loop is turned until the frame showing each key is written.
@MainActor
private func keyLatency(size: Size) -> BenchResult {
    let frameBudget = 16_700_000.0
    let screen = TableScreen(dataSource: PostsDataSource(count: 10_000))
    let navigation = NavigationController(rootViewController: screen)
    let terminal = TimedSession(size: size)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
        return BenchResult(name: "key to screen", figure: "no pipe", reference: "", target: "within one frame", met: false)
    }
    defer { close(ends[0]); close(ends[1]) }
    let application: Application
    do {
        application = try Application.launch(rootViewController: navigation, terminal: terminal, input: ends[0], onExit: { _ in })
    } catch {
        return BenchResult(name: "key to screen", figure: "no start", reference: "\(error)", target: "within one frame", met: false)
    }
    defer { application.exit(0) }

    var latencies: [Double] = []
    var framesPerKey: [Int] = []
    var allShown = true
    for sample in 0..<300 {
        let key: UInt8 = sample % 2 == 0 ? UInt8(ascii: "j") : UInt8(ascii: "k")
        let expectedRow = sample % 2 == 0 ? 1 : 0
        let writesBefore = terminal.writes
        let rendersBefore = application.renderCount
        var byte = key
        let start = nanoseconds()
        _ = write(ends[1], &byte, 1)
        let deadline = Date().addingTimeInterval(1)
        // Turns of the main run loop that do not sleep: the app's own `dispatchMain`
        // runs main-queue work as soon as it is queued, and so does this.
        while terminal.writes == writesBefore && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date())
        }
        guard terminal.writes > writesBefore else {
            allShown = false
            break
        }
        latencies.append(Double(terminal.lastWrite - start))
        framesPerKey.append(application.renderCount - rendersBefore)
        // The first frame after the key shows it: the selection moved on screen (row 1
        // is the table's first line, under the title bar).
        let selected = screen.tableView.indexPathForSelectedRow?.row == expectedRow
        let shownReversed = terminal.screen.style(atX: 0, y: 1 + expectedRow)?.attributes.contains(.reverse) == true
        if !selected || !shownReversed { allShown = false }
    }
    let p50 = median(latencies)
    let worst = latencies.max() ?? .infinity
    let inFirstFrame = framesPerKey.allSatisfy { $0 == 1 }
    let met = allShown && inFirstFrame && !latencies.isEmpty && p50 <= frameBudget
    let sorted = latencies.sorted()
    let p99 = sorted.isEmpty ? .infinity : sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
    return BenchResult(
        name: "key to screen (pipe → run loop → frame)",
        figure: allShown ? "\(format(p50 / 1_000)) µs" : "not shown",
        reference: "p99 \(format(p99 / 1_000)) µs, max \(format(worst / 1_000)) µs, frames per key \(framesPerKey.min() ?? 0)...\(framesPerKey.max() ?? 0), \(latencies.count) keys",
        target: "first frame, <= 16.7 ms", met: met)
}
