import Foundation
import XCTest

/// Reads a weather screen's rows as the layout promises them: the title, the search row,
/// then the error's rows (each its own: no other section's text on them), a blank row,
/// the sections that fitted below it, and the status bar last.
struct WeatherScreenRows {
    /// The error's rows, trimmed and joined with spaces: the whole message when it fits.
    let error: String
    /// The rows between the blank after the error and the status bar, trailing spaces trimmed.
    let below: [String]
    /// The last row.
    let statusBar: String

    /// The rows of `lines` (a screen `height` rows tall) whose error starts with
    /// `errorStart` on the row under the search row; fails the test when it is not there.
    init(_ lines: [String], height: Int, errorStart: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(lines.count, height, file: file, line: line)
        let rows = lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        let screen = rows.joined(separator: "\n")
        guard rows.count == height, height >= 4, rows[2].trimmingCharacters(in: .whitespaces).hasPrefix(errorStart) else {
            XCTFail("the error does not start under the search row:\n\(screen)", file: file, line: line)
            throw MissingRow(description: "no error under the search row")
        }
        var index = 2
        var errorRows: [String] = []
        while index < height - 1, !rows[index].trimmingCharacters(in: .whitespaces).isEmpty {
            errorRows.append(rows[index].trimmingCharacters(in: .whitespaces))
            index += 1
        }
        error = errorRows.joined(separator: " ")
        below = index + 1 < height - 1 ? Array(rows[(index + 1)..<(height - 1)]) : []
        statusBar = rows[height - 1]
    }
}

/// A screen without the row a test reads.
struct MissingRow: Error, CustomStringConvertible {
    let description: String
}
