import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import XCTest

/// `tui-gallery`'s command line, run as a real process: `--help`, a bad option, and
/// stdout that is not a terminal, none of which may draw a frame.
final class GalleryCommandLineTests: XCTestCase {
    func test_help_printsTheOptionsAndKeys_exitsZero() throws {
        let result = try ChildProcess.run(try gallery(), ["--help"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Usage: tui-gallery [options]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("--mouse") && result.stdout.contains("q quits"), result.stdout)
        XCTAssertFalse(result.stdout.contains("after-first-frame"), "the test hooks stay hidden:\n\(result.stdout)")
        XCTAssertFalse(result.stdout.contains("\u{1B}"), "no frame drawn")
    }

    func test_unknownOption_saysSo_exitsTwo() throws {
        let result = try ChildProcess.run(try gallery(), ["--colour"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "tui-gallery: Unknown option --colour. See tui-gallery --help.\n")
        XCTAssertEqual(result.stdout, "")
    }

    func test_unexpectedArgument_exitsTwo() throws {
        let result = try ChildProcess.run(try gallery(), ["labels"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Unexpected argument labels"), result.stderr)
    }

    func test_stdoutIntoAPipe_refusesToDraw_exitsOne() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]) }
        let result = try ChildProcess.run(try gallery(), ["--mouse"], standardOutput: .descriptor(ends[1]))
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(ends[0], &buffer, buffer.count)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(count, 0, "nothing written into the pipe")
        XCTAssertEqual(result.stderr, "tui-gallery: stdout is not a terminal: the gallery only draws full screen. Run it in a terminal.\n")
    }

    func test_stdoutIntoAFile_refusesToDraw() throws {
        let result = try ChildProcess.run(try gallery(), [])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("not a terminal"), result.stderr)
    }

    private func gallery() throws -> String {
        try PackagePaths.builtProduct(named: "tui-gallery").path
    }
}
