import Foundation
import XCTest
import RxStore
@testable import WeatherCore

/// Recent cities in a real SQLite file: saved, found again by any spelling of the query,
/// kept to the capacity, and still there after reopening.
final class WeatherStorageTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
    }

    private func open() throws -> WeatherStorage {
        WeatherStorage(store: try Store(url: directory.url.appendingPathComponent("weather.sqlite"), schemaVersion: WeatherStorage.schemaVersion),
                       capacity: 3)
    }

    func test_savedCities_areFoundByAnySpellingOfTheQuery_andSurviveReopening() throws {
        let forecast = TestForecasts.forecast("Brasília", celsius: 25, country: "Brazil")
        try open().save(query: "Brasília", forecast: forecast, at: Date(timeIntervalSince1970: 100))
        let reopened = try open()
        XCTAssertEqual(try reopened.city(forQuery: "  brasilia ")?.forecast, forecast)
        XCTAssertEqual(try reopened.lastCity()?.query, "Brasília")
        XCTAssertEqual(try reopened.lastCity()?.savedAt, Date(timeIntervalSince1970: 100))
    }

    func test_savingAgain_replacesTheForecast_andMovesTheCityToTheFront() throws {
        let storage = try open()
        try storage.save(query: "Berlin", forecast: TestForecasts.forecast("Berlin", celsius: 1), at: Date(timeIntervalSince1970: 1))
        try storage.save(query: "Paris", forecast: TestForecasts.forecast("Paris", celsius: 2), at: Date(timeIntervalSince1970: 2))
        try storage.save(query: "BERLIN", forecast: TestForecasts.forecast("Berlin", celsius: 3), at: Date(timeIntervalSince1970: 3))
        XCTAssertEqual(try storage.newestFirst.toArray().map(\.query), ["BERLIN", "Paris"])
        XCTAssertEqual(try storage.city(forQuery: "berlin")?.forecast.current?.temperature, 3)
    }

    func test_theOldestCities_areForgotten_beyondTheCapacity() throws {
        let storage = try open()
        for (index, name) in ["A", "B", "C", "D", "E"].enumerated() {
            try storage.save(query: name, forecast: TestForecasts.forecast(name, celsius: 0), at: Date(timeIntervalSince1970: Double(index)))
        }
        XCTAssertEqual(try storage.newestFirst.toArray().map(\.query), ["E", "D", "C"])
        XCTAssertNil(try storage.city(forQuery: "A"))
    }

    func test_anEmptyStore_hasNoLastCity() throws {
        XCTAssertNil(try WeatherStorage.inMemory().lastCity())
    }
}
