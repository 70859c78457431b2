import Foundation
@_spi(Instrumentation) import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

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

/// A row of a timeline as a reader sees it: the author's name (bold) and handle (dim,
/// on the second line of taller rows), the time (dim, right-aligned), and the text
/// wrapped over the other 172 columns, as many lines as the row has.
private final class TweetCell: TableViewCell {
    let authorLabel = Label(style: .bold)
    let handleLabel = Label(style: .dim)
    let timeLabel = Label(style: .dim)

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        timeLabel.alignment = .right
        addSubview(authorLabel)
        addSubview(handleLabel)
        addSubview(timeLabel)
    }

    override func layoutSubviews() {
        authorLabel.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        handleLabel.frame = Rect(x: 0, y: 1, width: 20, height: min(1, max(0, frame.height - 1)))
        timeLabel.frame = Rect(x: 21, y: 0, width: 6, height: 1)
        textLabel.frame = Rect(x: 28, y: 0, width: max(0, frame.width - 28), height: frame.height)
    }
}

/// 10,000 tweets whose texts fill their rows edge to edge: mixed ASCII, CJK and emoji
/// (some with skin tones, ZWJ sequences and variation selectors), made once from a
/// fixed seed. A row is 1–3 lines high; its text is longer than the lines it has, so
/// the last line ends with an ellipsis, as a real timeline with fixed heights does.
private final class TweetsDataSource: TableViewDataSource, TableViewDelegate {
    struct Tweet {
        let author: String
        let handle: String
        let time: String
        let text: String
        let height: Int
    }

    let tweets: [Tweet]
    /// Whether the text labels wrap without a line limit (`numberOfLines` 0, as the
    /// reader's tweet cells do) rather than with the row's height as their limit.
    let wrapsWithoutLimit: Bool

    /// `count` tweets; with `textLength`, every text is one text of that many characters
    /// made of the same words (shared, so 1,000 rows of 100,000 characters fit in memory).
    init(count: Int, textLength: Int? = nil, wrapsWithoutLimit: Bool = false) {
        self.wrapsWithoutLimit = wrapsWithoutLimit
        let words = [
            "the", "terminal", "renders", "every", "frame", "in", "under", "two", "milliseconds", "Swift",
            "#RxSwift", "@ada", "https://t.co/x7Yz2Qk", "reactive", "streams", "of", "tweets", "and", "a", "table",
            "東京", "今日はいい天気ですね", "富士山", "ラーメン", "美味しい", "新しい", "한국어", "테스트",
            "🎉", "🚀", "👍🏽", "❤️", "👨‍👩‍👧", "🇯🇵", "✨", "café", "naïve", "Zoë", "—", "…and", "(really)", "42%",
        ]
        let authors = ["Ada Lovelace", "Grace Hopper 🎉", "Linus", "美咲 Misaki", "Zoë Ångström", "東京タワー公式",
                       "Ken 🚀 Thompson", "Barbara Liskov", "김민준", "Margaret Hamilton"]
        let times = ["now", "12s", "5m", "42m", "3h", "23h", "Nov 28", "Mar 3"]
        var generator = SplitMix64(seed: 0x5EED)
        var longText = ""
        if let textLength {
            // A generator of its own, so the rows are as high as without the long text.
            var textGenerator = SplitMix64(seed: 0x10A6)
            var scalars = 0
            while scalars < textLength {
                let word = words[Int(textGenerator.next() % UInt64(words.count))] + " "
                longText += word
                scalars += word.unicodeScalars.count
            }
        }
        var tweets: [Tweet] = []
        tweets.reserveCapacity(count)
        for index in 0..<count {
            let height = Int(generator.next() % 3) + 1
            // Enough words for the row's lines and some more, so every line is full.
            var text = ""
            var width = 0
            while width < height * 172 + 40 {
                let word = words[Int(generator.next() % UInt64(words.count))]
                if !text.isEmpty { text += " " }
                text += word
                width += word.displayWidth + 1
            }
            if textLength != nil { text = longText }
            let author = authors[index % authors.count]
            tweets.append(Tweet(
                author: author,
                handle: "@" + author.lowercased().filter { $0.isASCII && $0.isLetter } + "\(index)",
                time: times[index % times.count], text: text, height: height))
        }
        self.tweets = tweets
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { tweets.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { tweets[indexPath.row].height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Tweet", for: indexPath)
        let tweet = tweets[indexPath.row]
        if let tweetCell = cell as? TweetCell {
            tweetCell.authorLabel.text = tweet.author
            tweetCell.handleLabel.text = tweet.handle
            tweetCell.timeLabel.text = tweet.time
        }
        cell.textLabel.numberOfLines = wrapsWithoutLimit ? 0 : tweet.height
        cell.textLabel.text = tweet.text
        return cell
    }
}

/// A fixed-seed generator, so every run measures the same texts (and `bench search` the
/// same repositories).
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The table's rows: full-width tweets (what the targets are measured on) or the sparse
/// rows of ~70 columns (a secondary figure).
private enum TableKind {
    case tweets
    case sparse(textLength: Int)
    /// Tweets whose text labels wrap without a line limit, as the reader's cells do, with
    /// texts of `textLength` characters (nil: a little more than their rows show).
    case wrappedTweets(textLength: Int?)
}

/// A screen: the table over a status bar.
private final class TableScreen: ViewController {
    let tableView = TableView()
    let statusBar = StatusBar(hints: [KeyHint(key: "j/k", title: "Move"), KeyHint(key: "q", title: "Quit")], message: "10,000 posts")
    let dataSource: TableViewDataSource
    let kind: TableKind

    init(rows: Int, kind: TableKind) {
        self.kind = kind
        switch kind {
        case .tweets: dataSource = TweetsDataSource(count: rows)
        case .wrappedTweets(let textLength): dataSource = TweetsDataSource(count: rows, textLength: textLength, wrapsWithoutLimit: true)
        case .sparse(let textLength): dataSource = PostsDataSource(count: rows, textLength: textLength)
        }
        super.init()
        title = "Timeline"
    }

    override func loadView() {
        view = ScreenContainer(content: tableView, bar: statusBar)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PostCell.self, forCellReuseIdentifier: "Post")
        tableView.register(TweetCell.self, forCellReuseIdentifier: "Tweet")
        tableView.dataSource = dataSource
        tableView.delegate = dataSource as? TableViewDelegate
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
/// The table is a timeline whose rows fill the screen edge to edge (author, handle,
/// time, and text wrapped over 1–3 lines; mixed ASCII, CJK and emoji), since that is
/// what a reader's screen holds; a table of sparse rows (~70 of the 200 columns) is
/// measured as a secondary figure.
///
/// - A full frame: the table shows a new page (every visible cell dequeued and
///   configured from the data source), every view is laid out and drawn, diffed against
///   a blank screen and encoded as ANSI into a byte sink. Paired in alternating rounds
///   with a floor: writing the same frame's text as plain lines (what any renderer must
///   at least produce).
/// - The bytes of a one-row scroll (`j` on the last visible row) against a full frame.
/// - A key press's way to the screen through the real run-loop path: a byte written to
///   a pipe read by the application's dispatch source, the key parser, the window, the
///   coalesced render; the time until the frame showing it is written, and how many
///   frames that took.
@MainActor
func runTUISuite() -> Bool {
    let size = Size(width: 200, height: 60)
    var results: [BenchResult] = []

    func makeWindow(rows: Int = 10_000, kind: TableKind = .tweets) -> (Window, TableScreen) {
        let screen = TableScreen(rows: rows, kind: kind)
        let navigation = NavigationController(rootViewController: screen)
        let window = Window(rootViewController: navigation, size: size)
        window.makeKeyAndVisible()
        return (window, screen)
    }

    // MARK: a. Full frame

    func fullFrameCase(kind: TableKind, name: String, target: Bool) -> BenchResult {
        let (window, screen) = makeWindow(kind: kind)
        let sink = ByteSink(size: size)
        let renderer = Renderer(terminal: sink)
        var page = 0
        // Each frame shows another page of the table (97 rows on: none of the previous
        // page's rows), so no cell can be kept from the frame before.
        func fullFrame() {
            page += 1
            screen.tableView.selectRow(at: IndexPath(row: (page * 97) % 10_000, section: 0))
            renderer.invalidate()
            window.rootViewController.view.setNeedsLayout()
            screen.view.setNeedsLayout()
            window.render(with: renderer)
        }
        // Check once that a full frame shows what the views drew, and how full it is.
        fullFrame()
        let checkTerminal = HeadlessTerminal(width: size.width, height: size.height)
        Renderer(terminal: checkTerminal).render(window.rendered())
        let drawn = window.rendered()
        let frameIsCorrect = checkTerminal.screen == drawn && !checkTerminal.lines[1].allSatisfy { $0 == " " }
        let filled = drawn.cells.filter { $0.symbol != " " }.count * 100 / max(1, drawn.cells.count)
        let plainSink = ByteSink(size: size)
        func floor() { plainSink.write(ANSIEncoder.plainFrame(drawn)) }

        let (frameMedian, frameRatio) = medianFrameTime(floor: floor, frame: fullFrame)
        return BenchResult(
            name: name,
            figure: frameIsCorrect ? "\(format(frameMedian / 1_000_000, decimals: 3)) ms" : "wrong screen",
            reference: "\(format(frameRatio))x floor (plain text of the frame), \(sink.bytes / max(1, sink.writes)) bytes, \(filled)% of cells drawn",
            target: target ? "<= 2 ms" : nil, met: target ? frameIsCorrect && frameMedian <= 2_000_000 : nil)
    }
    results.append(fullFrameCase(kind: .tweets, name: "full frame 200x60, 10k-row table", target: true))
    results.append(fullFrameCase(kind: .sparse(textLength: 0), name: "  same, sparse rows (~70 columns)", target: false))

    // MARK: b. Bytes of a one-row scroll

    func scrollBytes(kind: TableKind, capabilities: TerminalCapabilities) -> (full: Int, scroll: Int, correct: Bool) {
        let (window, screen) = makeWindow(kind: kind)
        let terminal = HeadlessTerminal(width: size.width, height: size.height, capabilities: capabilities)
        let renderer = Renderer(terminal: terminal)
        _ = window.rendered()  // lays the table out, so its rows on screen are known
        let lastVisible = screen.tableView.indexPathsForVisibleRows.last?.row ?? 0
        screen.tableView.selectRow(at: IndexPath(row: lastVisible, section: 0))
        window.render(with: renderer)
        let full = terminal.bytesWritten
        let offset = screen.tableView.contentOffset
        terminal.clearWrites()
        window.processKey(.character("j"))
        window.render(with: renderer)
        let correct = screen.tableView.contentOffset > offset && terminal.screen == window.rendered()
        return (full, terminal.bytesWritten, correct)
    }
    for (kind, name, isTarget) in [(TableKind.tweets, "scroll one row (j) vs full frame", true),
                                   (TableKind.sparse(textLength: 0), "  same, sparse rows", false)] {
        let scrolled = scrollBytes(kind: kind, capabilities: .full)
        let cellByCell = scrollBytes(kind: kind, capabilities: TerminalCapabilities(colors: .trueColor, scrollRegions: false))
        let scrollShare = Double(scrolled.scroll) / Double(max(1, scrolled.full)) * 100
        results.append(BenchResult(
            name: name,
            figure: scrolled.correct ? "\(format(scrollShare))%" : "wrong screen",
            reference: "\(scrolled.scroll) of \(scrolled.full) bytes; cell by cell \(cellByCell.scroll) bytes (\(format(Double(cellByCell.scroll) / Double(max(1, cellByCell.full)) * 100))%)",
            target: isTarget ? "<= 10%" : nil, met: isTarget ? scrolled.correct && scrollShare <= 10 : nil))
    }

    // MARK: c. Key to screen

    results.append(keyLatency(size: size))

    // MARK: d. Texts of 100,000 characters

    // The same screen with texts of 100,000 characters and of about what the screen
    // shows: a long text must cost what a short one does. One-line labels (sparse rows
    // and the status bar) against 300-character texts, and the multi-line labels of
    // tweet cells (wrapping without a line limit, as the reader's) against texts a little
    // longer than their rows show.
    func longTextFrame(kind: TableKind, barLength: Int?) -> (frame: () -> Void, truncated: Bool) {
        let (window, screen) = makeWindow(rows: 1_000, kind: kind)
        if let barLength { screen.statusBar.message = String(repeating: "x", count: barLength) }
        let renderer = Renderer(terminal: ByteSink(size: size))
        let rendered = window.rendered()
        // Every table line is drawn to its end: cut with "…", or full of wrapped text.
        let truncated: Bool
        switch kind {
        case .sparse:
            truncated = rendered.lines[1].hasSuffix("…") && rendered.lines[size.height - 1].contains("…")
        default:
            // Each line's text reaches the last 30 columns: the rows show full lines.
            truncated = (1..<(size.height - 1)).allSatisfy { y in
                ((size.width - 30)..<size.width).contains { x in (rendered[x, y]?.symbol ?? " ") != " " }
            }
        }
        var page = 0
        // A new page of rows each frame, so every cell's text is set and cut again.
        return ({
            page += 1
            screen.tableView.selectRow(at: IndexPath(row: (page * 97) % 1_000, section: 0))
            renderer.invalidate()
            window.render(with: renderer)
        }, truncated)
    }
    func longTextCase(name: String, long: (frame: () -> Void, truncated: Bool), short: (frame: () -> Void, truncated: Bool),
                      shortText: String) -> BenchResult {
        // The short frame is the floor the long one is measured against.
        let (time, ratio) = medianFrameTime(floor: short.frame, frame: long.frame)
        let drawn = long.truncated && short.truncated
        return BenchResult(
            name: name,
            figure: drawn ? "\(format(time / 1_000_000, decimals: 3)) ms" : "wrong screen",
            reference: "\(format(ratio, decimals: 2))x the same frame with \(shortText)",
            target: "<= 1.25x", met: drawn && ratio <= 1.25)
    }
    results.append(longTextCase(
        name: "full frame, 100k-char cells and bar",
        long: longTextFrame(kind: .sparse(textLength: 100_000), barLength: 100_000),
        short: longTextFrame(kind: .sparse(textLength: 300), barLength: 300),
        shortText: "300-char texts"))
    results.append(longTextCase(
        name: "full frame, 100k-char multi-line cells",
        long: longTextFrame(kind: .wrappedTweets(textLength: 100_000), barLength: nil),
        short: longTextFrame(kind: .wrappedTweets(textLength: nil), barLength: nil),
        shortText: "texts a little longer than their rows"))

    return report("tui", results)
}

/// j and k in turn on the 10,000-row table: each moves the selection, which the first
/// frame after the key must show (the row reversed on screen).
@MainActor
private func keyLatency(size: Size) -> BenchResult {
    let screen = TableScreen(rows: 10_000, kind: .tweets)
    // Row 1 starts below row 0, which is 1–3 lines high.
    let firstRowHeight = (screen.dataSource as? TweetsDataSource)?.tweets[0].height ?? 1
    let keys = (0..<300).map { $0 % 2 == 0 ? UInt8(ascii: "j") : UInt8(ascii: "k") }
    return keyToFrameCase(name: "key to screen (pipe → run loop → frame)", rootViewController: NavigationController(rootViewController: screen),
                          size: size, keys: keys) { index, terminal in
        let expectedRow = index % 2 == 0 ? 1 : 0
        let expectedLine = expectedRow == 0 ? 0 : firstRowHeight
        // Row 1 is the table's first line, under the title bar.
        return screen.tableView.indexPathForSelectedRow?.row == expectedRow
            && terminal.style(atX: 0, y: 1 + expectedLine)?.attributes.contains(.reverse) == true
    }
}
