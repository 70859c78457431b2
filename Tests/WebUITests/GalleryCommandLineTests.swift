import BrowserSupport
import Foundation
import TestSupport
import XCTest

/// web-gallery's command line: help, bad options, and exactly one line on stdout.
final class GalleryCommandLineTests: XCTestCase {
    func test_help_listsPortAndNoOpen() throws {
        let gallery = try PackagePaths.builtProduct(named: "web-gallery")
        let run = try ChildProcess.run(gallery.path, ["--help"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains("--port N"))
        XCTAssertTrue(run.stdout.contains("--no-open"))
    }

    func test_aBadPort_exitsWith2AndSaysWhy() throws {
        let gallery = try PackagePaths.builtProduct(named: "web-gallery")
        for port in ["0", "65536", "http"] {
            let run = try ChildProcess.run(gallery.path, ["--port", port, "--no-open"])
            XCTAssertEqual(run.status, 2, port)
            XCTAssertTrue(run.stderr.contains("port number"), run.stderr)
            XCTAssertEqual(run.stdout, "")
        }
    }

    func test_noOpen_printsOnlyTheAddress_logsToStderr_andEndsOnSIGTERM() throws {
        let gallery = try PackagePaths.builtProduct(named: "web-gallery")
        let process = try RunningProcess(gallery.path, ["--no-open"])
        let line = try process.firstLine(timeout: 30)
        XCTAssertTrue(line.hasPrefix("http://127.0.0.1:") && line.contains("/?token="), line)
        XCTAssertTrue(process.isRunning)
        let status = process.terminate()
        XCTAssertEqual(status.map { ($0 >> 8) & 0xff }, 0, "exit status 0 after SIGTERM")
    }

    func test_aGivenPort_isUsed() throws {
        let gallery = try PackagePaths.builtProduct(named: "web-gallery")
        let port = LoopbackPorts.free()
        let process = try RunningProcess(gallery.path, ["--no-open", "--port", String(port)])
        defer { process.terminate() }
        XCTAssertTrue(try process.firstLine(timeout: 30).hasPrefix("http://127.0.0.1:\(port)/?token="))
    }
}
