import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import AppSupport

/// What an app writes: every write's failure becomes an exit status (never a trap), and
/// error lines reach the terminal sanitized, one line each.
final class AppContextTests: XCTestCase {
    private func descriptor(_ path: String) -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        addTeardownBlock { close(fd) }
        return fd
    }

    func test_aFullDisk_isExitStatus1_withTheReasonOnStderr() throws {
        let log = try TemporaryDirectory(for: self).url.appendingPathComponent("stderr")
        let app = AppContext(name: "demo", environment: [:], frontEnd: .plain,
                             output: StandardStream(descriptor: descriptor("/dev/full")), errorOutput: StandardStream(descriptor: descriptor(log.path)))
        XCTAssertEqual(app.emit("some output\n"), 1)
        XCTAssertEqual(app.finish(output: "more", errors: ["and an error"], status: 0), 1)
        let stderr = try String(contentsOf: log, encoding: .utf8)
        XCTAssertTrue(stderr.hasPrefix("demo: cannot write the output: No space left on device.\n"), stderr)
        XCTAssertThrowsError(try StandardStream(descriptor: descriptor("/dev/full")).write("x")) { error in
            XCTAssertEqual(error as? OutputError, .failed(code: ENOSPC, reason: "No space left on device"))
        }
    }

    func test_errorLines_areSanitized_andStayOneLine() throws {
        let log = try TemporaryDirectory(for: self).url.appendingPathComponent("stderr")
        let app = AppContext(name: "demo", environment: [:], frontEnd: .plain, errorOutput: StandardStream(descriptor: descriptor(log.path)))
        app.report("bad \u{1B}]0;pwned\u{7}name\u{1B}[2J with\u{2028}separator\nand newline \u{202E}rtl")
        let stderr = try String(contentsOf: log, encoding: .utf8)
        XCTAssertEqual(stderr, "demo: bad name with separator and newline rtl\n")
    }

    func test_aWrittenOutput_isStatus0_andErrorsFollowIt() throws {
        let directory = try TemporaryDirectory(for: self).url
        let out = directory.appendingPathComponent("out"), err = directory.appendingPathComponent("err")
        let app = AppContext(name: "demo", environment: [:], frontEnd: .plain,
                             output: StandardStream(descriptor: descriptor(out.path)), errorOutput: StandardStream(descriptor: descriptor(err.path)))
        XCTAssertEqual(app.finish(output: "text\n", errors: ["warned"], status: 0), 0)
        XCTAssertEqual(try String(contentsOf: out, encoding: .utf8), "text\n")
        XCTAssertEqual(try String(contentsOf: err, encoding: .utf8), "demo: warned\n")
    }
}
