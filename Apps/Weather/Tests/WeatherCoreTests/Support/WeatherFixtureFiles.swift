import Foundation
import LoopbackHTTP
import TestSupport
import WeatherFixtures
import XCTest

/// The shared recorded fixtures, read in place; a test reading them joins the recordings
/// suite (`RecordingsSuite`).
enum WeatherFixtureFiles {
    /// The `shared/fixtures` directory.
    static func directory(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        try PackagePaths.fixturesDirectory(holding: "open-meteo", "openweathermap", file: file, line: line)
    }

    /// The first exchange recorded at `relative` (a cassette's first interaction, or a bare body).
    static func exchange(_ relative: String) throws -> RecordedExchange {
        let file = try directory().appendingPathComponent(relative)
        guard let first = try RecordedExchange.load(file).first else { throw WeatherTestFailure(description: "\(relative) holds no exchange") }
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
