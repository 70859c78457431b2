import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import AppSupport

/// The screens need keys: a stdin that is not a terminal is named, so the app can say
/// why it does not start instead of drawing and ending at once.
final class KeyboardInputTests: XCTestCase {
    func test_devNull_isNamed() throws {
        let descriptor = open("/dev/null", O_RDONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        XCTAssertEqual(KeyboardInput.problem(descriptor: descriptor), "stdin is /dev/null, not a terminal")
    }

    func test_pipeFileAndClosed_areNamed() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        XCTAssertEqual(KeyboardInput.problem(descriptor: ends[0]), "stdin is a pipe, not a terminal")
        close(ends[0])
        close(ends[1])
        XCTAssertEqual(KeyboardInput.problem(descriptor: ends[0]), "stdin is closed")

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString)")
        try Data("q".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let descriptor = open(file.path, O_RDONLY)
        defer { close(descriptor) }
        XCTAssertEqual(KeyboardInput.problem(descriptor: descriptor), "stdin is a file, not a terminal")
    }

    func test_aTerminal_isFine() throws {
        var master: Int32 = -1
        var terminal: Int32 = -1
        XCTAssertEqual(openpty(&master, &terminal, nil, nil, nil), 0)
        defer {
            close(master)
            close(terminal)
        }
        XCTAssertNil(KeyboardInput.problem(descriptor: terminal))
    }
}
