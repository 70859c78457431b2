import AppSupport
import Foundation
import TweetieCore
import TestSupport
import XCTest
@testable import Tweetie
@testable import TweetieTerminal

final class TweetieOptionsTests: XCTestCase {
    /// The damaged-database screen's title and the database's messages name the app as
    /// its README titles it: one spelling rule for the four apps (`LocalDatabase.appName`).
    func test_theDatabase_namesTheApp_asItsREADMETitlesIt() throws {
        let startup = try TweetieStartup.make(options: TweetieOptions(), environment: ["XDG_DATA_HOME": "/tmp/x"])
        XCTAssertEqual(startup.database.appName, try PackagePaths.readmeTitle(ofApp: "Tweetie"))
    }

    /// `--json`'s envelope names the source: the demo, the recordings, or the service asked.
    func test_jsonSource_ofEachSource() throws {
        let directory = URL(fileURLWithPath: "/tmp/recorded-tweets")
        XCTAssertEqual(TweetieStartup.Source.demo.json, .demo)
        XCTAssertEqual(TweetieStartup.Source.replay(directory).json, .recording(directory))
        XCTAssertEqual(TweetieStartup.Source.blueskyReplay(directory).json, .recording(directory))
        XCTAssertEqual(TweetieStartup.Source.live(nil).json, .live(TwitterAPI.defaultBaseURL))
        XCTAssertEqual(TweetieStartup.Source.bluesky(nil).json, .live(BlueskyAPI.defaultBaseURL))
        let local = try XCTUnwrap(URL(string: "http://127.0.0.1:9"))
        XCTAssertEqual(TweetieStartup.Source.bluesky(local).json, .init(kind: .live, address: "http://127.0.0.1:9"))
    }

    func test_defaults() throws {
        let options = try TweetieOptions.parse([])
        XCTAssertNil(options.list)
        XCTAssertEqual(options.interval, 30)
        XCTAssertFalse(options.common.json)
        XCTAssertFalse(options.common.help)
        XCTAssertFalse(options.common.mouse, "the wheel takes the terminal's mouse selection over: only when asked")
    }

    func test_mouse_turnsTheWheelOn_andTakesNoValue() throws {
        XCTAssertTrue(try TweetieOptions.parse(["--mouse"]).common.mouse)
        XCTAssertTrue(try TweetieOptions.parse(["--interval", "0", "--mouse", "--fresh"]).common.mouse)
        XCTAssertThrowsError(try TweetieOptions.parse(["--mouse=yes"])) { error in
            XCTAssertEqual((error as? CommandLineError)?.message.contains("takes no value"), true)
        }
        XCTAssertTrue(TweetieOptions.usage.contains("--mouse             Scroll with the mouse wheel; this takes over the terminal's"))
        XCTAssertTrue(TweetieOptions.usage.contains("hold Shift to select text"))
    }

    func test_everyOption_bothSpellings() throws {
        let options = try TweetieOptions.parse(["--list", "@icanzilb/RxSwift", "--api-cache=/tmp/cache", "--interval", "0", "--json", "--fresh"])
        XCTAssertEqual(options.list, ListIdentifier(username: "icanzilb", slug: "RxSwift"))
        XCTAssertEqual(options.apiCache?.path, "/tmp/cache")
        XCTAssertEqual(options.interval, 0)
        XCTAssertTrue(options.common.json)
        XCTAssertTrue(options.common.fresh)
        XCTAssertEqual(try TweetieOptions.parse(["--base-url", "http://127.0.0.1:8080"]).baseURL?.absoluteString, "http://127.0.0.1:8080")
        XCTAssertTrue(try TweetieOptions.parse(["-h"]).common.help)
    }

    func test_badOptions_sayWhatIsWrong() {
        func error(_ arguments: [String]) -> CommandLineError? {
            do { _ = try TweetieOptions.parse(arguments); return nil } catch { return error }
        }
        XCTAssertEqual(error(["--nope"])?.problem, .unknownOption("--nope"))
        XCTAssertEqual(error(["--nope"])?.message, "Unknown option --nope. See tweetie --help.")
        XCTAssertEqual(error(["stray"])?.problem, .unexpectedArgument("stray"))
        XCTAssertEqual(error(["--list"])?.problem, .missingValue(option: "--list"))
        XCTAssertEqual(error(["--list", "--json"])?.problem, .missingValue(option: "--list"))
        XCTAssertEqual(error(["--list", "noslash"])?.message.contains("owner/slug"), true)
        XCTAssertEqual(error(["--list", "a b/c"])?.message.contains("letters, digits and _"), true)
        XCTAssertEqual(error(["--interval", "-1"])?.message.contains("0 or more"), true)
        XCTAssertEqual(error(["--interval", "soon"])?.message.contains("whole seconds"), true)
        XCTAssertEqual(error(["--base-url", "ftp://x"])?.message.contains("http"), true)
        XCTAssertEqual(error(["--json=yes"])?.message.contains("takes no value"), true)
        XCTAssertNotNil(error(["--api-cache", "/a", "--base-url", "http://b.example"]))
    }

    func test_usage_listsOptionsKeysAndEnvironment() {
        for word in ["--list", "--api-cache", "--base-url", "--interval", "--json", "--fresh", "--mouse", "--help",
                     "TWITTER_BEARER_TOKEN", "TWITTER_CONSUMER_KEY", "TWITTER_CONSUMER_SECRET", "Esc", "q  Quit", "Members", "demo data"] {
            XCTAssertTrue(TweetieOptions.usage.contains(word), word)
        }
    }

    /// `--help`'s Keys section names every key Tweetie's README table (and so each screen's
    /// `?` help) has: it used to leave out `o`, `u` and `r`, so a reader of `--help`
    /// never learnt how to open a link.
    func test_usageKeys_nameEveryKeyOfTheScreens() throws {
        let usage = TweetieOptions.usage
        let keysSection = try XCTUnwrap(usage.components(separatedBy: "\nKeys:\n").dropFirst().first?
            .components(separatedBy: "\n\n").first)
        let words = Set(keysSection.split(whereSeparator: \.isWhitespace).map(String.init))
        let screensKeys = try ReadmeKeysTests.readmeKeys().values.joined()
            .flatMap { $0.split(separator: " ") }.flatMap { $0 == "↑↓" ? ["↑", "↓"] : [String($0)] }
        for key in Set(screensKeys) {
            XCTAssertTrue(words.contains(key), "--help's Keys section names \(key):\n\(keysSection)")
        }
    }

    func test_startupPlan_sources() throws {
        let demo = try TweetieStartup.make(options: TweetieOptions(), environment: ["XDG_DATA_HOME": "/tmp/x"])
        XCTAssertEqual(demo.source, .demo)
        XCTAssertEqual(demo.note, "demo data")
        XCTAssertEqual(demo.database.url.path, "/tmp/x/tweetie/demo-rxmvvm-reactive-swift.sqlite")

        var other = TweetieOptions()
        other.list = ListIdentifier(username: "someone", slug: "else")
        XCTAssertThrowsError(try TweetieStartup.make(options: other, environment: [:])) { error in
            XCTAssertTrue("\(error)".contains("demo data has only the list"), "\(error)")
        }
        let live = try TweetieStartup.make(options: other, environment: ["TWITTER_BEARER_TOKEN": "t"])
        XCTAssertEqual(live.source, .live(nil))

        var cache = TweetieOptions()
        cache.apiCache = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        XCTAssertThrowsError(try TweetieStartup.make(options: cache, environment: [:])) { error in
            XCTAssertEqual((error as? TweetieStartupError)?.exitStatus, 2)
        }
        var baseOnly = TweetieOptions()
        baseOnly.baseURL = URL(string: "http://127.0.0.1:1")
        XCTAssertThrowsError(try TweetieStartup.make(options: baseOnly, environment: [:]))
    }

    func test_demo_isTheDemoEvenWithCredentials_andRefusesAnotherSource() throws {
        let demo = try TweetieStartup.make(options: TweetieOptions.parse(["--demo"]), environment: ["TWITTER_BEARER_TOKEN": "t", "XDG_DATA_HOME": "/tmp/x"])
        XCTAssertEqual(demo.source, .demo)
        XCTAssertEqual(demo.note, "demo data")
        for other in [["--bluesky", "at://did:plc:abc/app.bsky.graph.list/xyz"], ["--api-cache", "/tmp"], ["--base-url", "http://127.0.0.1:9"]] {
            XCTAssertThrowsError(try TweetieOptions.parse(["--demo"] + other), "\(other)") { error in
                XCTAssertTrue("\(error)".contains("--demo reads the bundled demo list"), "\(error)")
            }
        }
    }

    func test_startupPlan_replay_unknownListIsClear() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var options = TweetieOptions()
        options.apiCache = directory
        XCTAssertThrowsError(try TweetieStartup.make(options: options, environment: [:])) { error in
            XCTAssertEqual((error as? TweetieStartupError)?.exitStatus, 1)
            XCTAssertTrue("\(error)".contains("Unknown list @icanzilb/RxSwift"), "\(error)")
        }
    }
}
