import Foundation
import XCTest
@testable import AppSupport

/// The command line every app parses: flags, `--opt value` and `--opt=value`, plain
/// arguments, typed values with errors that say what was expected, and the help text.
final class CommandLineSpecTests: XCTestCase {
    private let spec = CommandLineSpec(
        program: "demo", summary: "Does demo things.", arguments: "[NAME]",
        options: [
            .value("--count", "N", help: "How many"),
            .json,
            .baseURL(default: "https://example.com"),
            .apiCache,
        ],
        sections: ["Keys:\n  q  Quit"])

    private func problem(_ arguments: [String]) -> CommandLineError.Problem? {
        do {
            _ = try spec.parse(arguments)
            return nil
        } catch {
            XCTAssertEqual(error.exitStatus, 2)
            return error.problem
        }
    }

    func test_valuesFlagsAndArguments_inBothSpellings() throws {
        let parsed = try spec.parse(["--count", "3", "--json", "ada", "--base-url=http://127.0.0.1:8080"])
        XCTAssertEqual(try parsed.integer("--count", expected: "a number"), 3)
        XCTAssertTrue(parsed.flag("--json"))
        XCTAssertFalse(parsed.wantsHelp)
        XCTAssertEqual(parsed.arguments, ["ada"])
        XCTAssertEqual(try parsed.httpURL("--base-url", example: "https://x")?.absoluteString, "http://127.0.0.1:8080")
        XCTAssertNil(parsed.string("--api-cache"))
        XCTAssertTrue(try spec.parse(["-h"]).wantsHelp)
        XCTAssertTrue(try spec.parse(["--help"]).wantsHelp)
    }

    func test_noImages_isAFlagEveryAppCanOffer() throws {
        let withImages = CommandLineSpec(program: "news", summary: "Reads news.", options: [.noImages])
        XCTAssertTrue(try withImages.parse(["--no-images"]).flag("--no-images"))
        XCTAssertFalse(try withImages.parse([]).flag("--no-images"))
        XCTAssertTrue(withImages.usage.contains("--no-images"), withImages.usage)
        XCTAssertTrue(withImages.usage.contains("Show no pictures (thumbnails, avatars); none are downloaded\n"), withImages.usage)
        XCTAssertThrowsError(try withImages.parse(["--no-images=yes"]))
    }

    func test_theLastOfARepeatedOptionWins_andDoubleDashEndsOptions() throws {
        XCTAssertEqual(try spec.parse(["--count", "1", "--count=2"]).string("--count"), "2")
        XCTAssertEqual(try spec.parse(["--", "--json"]).arguments, ["--json"])
    }

    func test_anOptionGivenSeveralTimes_hasEveryValue_inOrder_forThoseThatTakeMany() throws {
        let parsed = try spec.parse(["--count", "1", "--count=2", "--json", "--count", "3"])
        XCTAssertEqual(try parsed.values("--count", expected: "a number") { Int($0) }, [1, 2, 3])
        XCTAssertEqual(try parsed.values("--base-url", expected: "a URL") { $0 }, [], "not given: none")
        XCTAssertThrowsError(try spec.parse(["--count", "1", "--count", "x"]).values("--count", expected: "a number") { Int($0) }) { error in
            XCTAssertEqual((error as? CommandLineError)?.problem, .invalidValue(option: "--count", value: "x", reason: "a number"))
        }
    }

    func test_badCommandLines_sayWhatIsWrong() {
        XCTAssertEqual(problem(["--nope"]), .unknownOption("--nope"))
        XCTAssertEqual(problem(["-x"]), .unknownOption("-x"))
        XCTAssertEqual(problem(["a", "b"]), .unexpectedArgument("b"))
        XCTAssertEqual(problem(["--count"]), .missingValue(option: "--count"))
        XCTAssertEqual(problem(["--count", "--json"]), .missingValue(option: "--count"), "an option is not taken as a value")
        XCTAssertEqual(problem(["--json=yes"]), .invalidValue(option: "--json", value: "yes", reason: "it takes no value"))
    }

    func test_typedValues_nameTheOptionAndWhatWasExpected() throws {
        let parsed = try spec.parse(["--count", "-1", "--base-url", "ftp://x", "--api-cache="])
        XCTAssertThrowsError(try parsed.integer("--count", minimum: 0, expected: "0 or more")) { error in
            XCTAssertEqual((error as? CommandLineError)?.message, "Bad value '-1' for --count: 0 or more.")
        }
        XCTAssertThrowsError(try parsed.httpURL("--base-url", example: "https://api.example.com")) { error in
            XCTAssertEqual((error as? CommandLineError)?.message.contains("expected an http(s) URL"), true)
        }
        XCTAssertThrowsError(try parsed.directory("--api-cache"))
    }

    func test_messages_pointAtTheProgramsHelp() {
        XCTAssertEqual(CommandLineError(.unknownOption("--x"), program: "demo").message, "Unknown option --x. See demo --help.")
        XCTAssertEqual(CommandLineError(.missingValue(option: "--count"), program: "demo").message, "--count needs a value. See demo --help.")
    }

    func test_usage_listsEveryOption_inTwoColumns_helpLast() {
        XCTAssertEqual(spec.usage, """
        Usage: demo [options] [NAME]

        Does demo things.

        Options:
          --count N           How many
          --json              Print JSON and exit: instead of text on a pipe, and
                              instead of the screens on a terminal
          --base-url URL      The live API's base URL (default https://example.com)
          --api-cache DIR     Replay recorded API responses from DIR instead of the network
          -h, --help          Show this help

        Keys:
          q  Quit

        """)
    }

    func test_usage_indentsContinuationLines_andWidensForLongOptions() {
        let spec = CommandLineSpec(program: "p", summary: "S.", options: [
            .value("--a-rather-long-option", "VALUE", help: "First line\nsecond line"),
        ])
        let column = "  --a-rather-long-option VALUE  ".count
        XCTAssertTrue(spec.usage.contains("  --a-rather-long-option VALUE  First line\n" + String(repeating: " ", count: column) + "second line\n"), spec.usage)
    }
}
