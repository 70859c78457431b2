import Foundation
import XCTest
import RxCore
import RxTesting
@testable import TweetieCore

/// A fresh directory under the system's temporary directory, removed by `remove()`.
/// Tests point the reader's config and data directories here, never at the real home.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// An environment whose XDG directories (and HOME) are inside this directory.
    var environment: [String: String] {
        ["HOME": url.appendingPathComponent("home").path,
         "XDG_CONFIG_HOME": url.appendingPathComponent("config").path,
         "XDG_DATA_HOME": url.appendingPathComponent("data").path]
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

extension ObservableConvertibleType {
    /// The one answer of an API observable, waiting at most `timeout` seconds.
    func awaitAnswer(timeout: TimeInterval = 10) throws -> Element {
        let answers = try asObservable().toBlocking(timeout: timeout).toArray()
        guard answers.count == 1, let answer = answers.first else {
            throw TwitterTestFailure("expected one answer, got \(answers.count)")
        }
        return answer
    }

    /// The `TwitterError` the API observable fails with (nil when it succeeds or fails otherwise).
    func awaitTwitterError(timeout: TimeInterval = 10) -> TwitterError? {
        do {
            _ = try asObservable().toBlocking(timeout: timeout).toArray()
            return nil
        } catch {
            return error as? TwitterError
        }
    }
}

/// A failed expectation inside a test helper.
struct TwitterTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
