import Foundation
import RxCore
import RxTesting
@testable import WeatherCore

/// A helper's failed expectation.
struct WeatherTestFailure: Error, CustomStringConvertible {
    let description: String
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// The value of a source's `Single`, waiting at most `timeout` seconds for the real server.
    func awaitValue(timeout: TimeInterval = 10) throws -> Element {
        let values = try asObservable().toBlocking(timeout: timeout).toArray()
        guard let value = values.first, values.count == 1 else { throw WeatherTestFailure(description: "expected one value, got \(values.count)") }
        return value
    }

    /// The `WeatherError` a source's `Single` fails with (nil when it succeeds or fails otherwise).
    func awaitWeatherError(timeout: TimeInterval = 10) -> WeatherError? {
        do {
            _ = try asObservable().toBlocking(timeout: timeout).toArray()
            return nil
        } catch {
            return error as? WeatherError
        }
    }
}

/// A fresh directory under the system's temporary directory, removed by `remove()`.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("weather-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Every file below the directory, as paths relative to it, sorted.
    func files() -> [String] {
        let base = url.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        return (enumerator?.compactMap { item -> String? in
            guard let file = item as? URL, (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { return nil }
            return String(file.standardizedFileURL.path.dropFirst(base.count))
        } ?? []).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
