import Foundation
import RxCore
import RxNetwork
import RxStore
import AppSupport
import TerminalUI
import TestSupport
import TweetieCore
import XCTest
@testable import Tweetie
@testable import TweetieTerminal

/// A damaged local database: the app says so and offers to move it aside; `f` keeps the
/// old file (renamed) and opens the timeline on a fresh one; `q` quits.
final class DatabaseProblemTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-damaged-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    /// A session whose database file holds `bytes`, shown in a headless window (80×24).
    private func session(databaseBytes bytes: Data, size: Size = Size(width: 80, height: 24), quit: @escaping () -> Void = {}) throws
        -> (ScreenSession, Window, HeadlessTerminal, URL) {
        let storeURL = directory.appendingPathComponent("demo-rxmvvm-reactive-swift.sqlite")
        try bytes.write(to: storeURL)
        let startup = TweetieStartup(
            source: .demo, list: DemoData.list, api: DemoTwitterAPI(), account: TwitterAccount(fixed: DemoData.accountStatus),
            reachability: StubReachability(reachable: true), database: TweetieStorage.localDatabase(at: storeURL),
            note: "demo data", interval: nil)
        let state = ScreenSession(context: AppContext(name: "tweetie", environment: ["XDG_CACHE_HOME": directory.path], frontEnd: .terminal),
                                  onQuit: quit)
        var options = TweetieOptions()
        options.common.noImages = true
        state.start(database: startup.database) { store in
            TweetieApp.showScreens(startup: startup, store: store, options: options, session: state)
        }
        let window = Window(rootViewController: state.navigationController, size: size)
        window.makeKeyAndVisible()
        return (state, window, HeadlessTerminal(width: size.width, height: size.height), storeURL)
    }

    private func screen(_ window: Window, _ terminal: HeadlessTerminal) -> String {
        drainMainQueue()
        window.render(with: Renderer(terminal: terminal))
        return terminal.lines.joined(separator: "\n")
    }

    private let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })

    /// At 40×10 the screen showed "The tweet database" and then the keys: the path filled
    /// the few lines left and "is damaged" was never seen.
    func test_damagedDatabase_onA40x10Terminal_saysItIsDamaged_andWhichKeys() throws {
        let (_, window, terminal, _) = try session(databaseBytes: garbage, size: Size(width: 40, height: 10))
        let text = screen(window, terminal)
        XCTAssertTrue(text.contains("The tweet database is damaged."), text)
        XCTAssertTrue(text.contains("Press f to move it aside"), text)
    }

    func test_damagedDatabase_showsTheProblemAndThePath_andOffersToStartFresh() throws {
        let (_, window, terminal, storeURL) = try session(databaseBytes: garbage)
        let text = screen(window, terminal)
        XCTAssertTrue(text.contains("The local database cannot be used"), text)
        XCTAssertTrue(text.contains("Press f to move it aside"), text)
        // The path is wrapped across lines; joined, it is whole.
        let unwrapped = text.split(separator: "\n").joined()
        XCTAssertTrue(unwrapped.contains(storeURL.path), text)
        XCTAssertEqual(try Data(contentsOf: storeURL), garbage, "nothing is touched before the user chooses")
    }

    func test_f_movesTheFileAside_keepingItsBytes_andOpensTheTimelineOnAFreshDatabase() throws {
        let (state, window, terminal, storeURL) = try session(databaseBytes: garbage)
        _ = screen(window, terminal)
        window.processKey(.character("f"))
        let text = screen(window, terminal)
        XCTAssertTrue(text.contains("@rxmvvm/reactive-swift"), text)
        XCTAssertNotNil(state.navigationController.topViewController as? ListTimelineViewController)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let aside = try XCTUnwrap(names.first { $0.hasPrefix(storeURL.lastPathComponent + ".corrupt-") }, "\(names)")
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent(aside)), garbage)
    }

    func test_q_quitsWithoutTouchingTheFile() throws {
        var quits = 0
        let (_, window, terminal, storeURL) = try session(databaseBytes: garbage, quit: { quits += 1 })
        _ = screen(window, terminal)
        window.processKey(.character("q"))
        XCTAssertEqual(quits, 1)
        XCTAssertEqual(try Data(contentsOf: storeURL), garbage)
    }

    func test_help_listsEachKeyOnce() throws {
        let (state, window, terminal, _) = try session(databaseBytes: garbage)
        _ = screen(window, terminal)
        window.processKey(.character("?"))
        let text = screen(window, terminal)
        let hints = state.navigationController.keyHints
        XCTAssertEqual(hints.filter { $0.key == "q" }.count, 1, "\(hints)")
        XCTAssertEqual(hints.map(\.key), ["f", "q", "?"], "\(hints)")
        XCTAssertEqual(text.components(separatedBy: "Quit").count - 1, 1, "q is listed once in the overlay:\n\(text)")
    }

    func test_anotherProgramsDatabase_isExplained_andNotOfferedToBeMoved() throws {
        let storeURL = directory.appendingPathComponent("demo-rxmvvm-reactive-swift.sqlite")
        do { try Store(url: storeURL).execute("CREATE TABLE moz_places (id INTEGER PRIMARY KEY)") }
        let (_, window, terminal, _) = try session(databaseBytes: try Data(contentsOf: storeURL))
        let before = try Data(contentsOf: storeURL)
        let text = screen(window, terminal)
        let unwrapped = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        XCTAssertTrue(unwrapped.contains("another program's SQLite database"), text)
        XCTAssertTrue(text.contains("Press q to quit; nothing was changed."), text)
        XCTAssertFalse(text.contains("Press f"), text)
        window.processKey(.character("f"))
        _ = screen(window, terminal)
        XCTAssertEqual(try Data(contentsOf: storeURL), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".corrupt-") }, [])
    }
}
