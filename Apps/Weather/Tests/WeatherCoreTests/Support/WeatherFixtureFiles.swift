import Foundation
import LoopbackHTTP
import TestSupport
import WeatherFixtures
import XCTest

/// The shared recorded fixtures, read in place. A checkout without them FAILS the tests
/// that need them (never skips): the weather checks are only honest against real answers.
enum WeatherFixtureFiles {
    /// A test failure for missing fixtures.
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// The `shared/fixtures` directory; records a failure and throws when it is absent.
    static func directory(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        guard let openMeteo = PackagePaths.fixtures("open-meteo"), PackagePaths.fixtures("openweathermap") != nil else {
            let missing = Missing(description: "shared/fixtures/open-meteo and openweathermap are missing next to this checkout")
            XCTFail(missing.description, file: file, line: line)
            throw missing
        }
        return openMeteo.deletingLastPathComponent()
    }

    /// The first exchange recorded at `relative` (a cassette's first interaction, or a bare body).
    static func exchange(_ relative: String) throws -> RecordedExchange {
        let file = try directory().appendingPathComponent(relative)
        guard let first = try RecordedExchange.load(file).first else { throw Missing(description: "\(relative) holds no exchange") }
        return first
    }

    /// The body recorded at `relative`.
    static func body(_ relative: String) throws -> Data {
        try exchange(relative).body
    }

    /// A fixture server over the recordings; stop it in tearDown.
    static func server() throws -> WeatherFixtureServer {
        try WeatherFixtureServer(fixtures: directory())
    }
}
