import Foundation
import XCTest
@testable import WeatherCore

/// What a typed city means: a name, and the country or region after a comma that picks
/// the places there ("Paris, US"), as the not-found message advises.
final class CityQueryTests: XCTestCase {
    private let parisFrance = Place(name: "Paris", latitude: 48.85, longitude: 2.35, country: "France", countryCode: "FR", region: "Île-de-France")
    private let parisTexas = Place(name: "Paris", latitude: 33.66, longitude: -95.56, country: "United States", countryCode: "US", region: "Texas")

    func test_aCommaSeparatesTheName_fromWhatNarrowsIt() {
        XCTAssertEqual(CityQuery(parsing: "Paris, US"), CityQuery(name: "Paris", qualifiers: ["US"]))
        XCTAssertEqual(CityQuery(parsing: " Paris ,Texas, United States "), CityQuery(name: "Paris", qualifiers: ["Texas", "United States"]))
        XCTAssertEqual(CityQuery(parsing: "Paris,"), CityQuery(name: "Paris"))
        XCTAssertEqual(CityQuery(parsing: "New York"), CityQuery(name: "New York"))
    }

    func test_aCountryCode_aCountrysName_aCommonOtherName_orARegion_picksThePlacesThere() {
        for qualifier in ["US", "us", "United States", "USA", "texas", "Texas"] {
            XCTAssertEqual(CityQuery(name: "Paris", qualifiers: [qualifier]).filter([parisFrance, parisTexas]), [parisTexas], qualifier)
        }
        for qualifier in ["FR", "France", "ile-de-france", "Île-de-France"] {
            XCTAssertEqual(CityQuery(name: "Paris", qualifiers: [qualifier]).filter([parisFrance, parisTexas]), [parisFrance], qualifier)
        }
        XCTAssertEqual(CityQuery(name: "Paris", qualifiers: ["Japan"]).filter([parisFrance, parisTexas]), [])
        XCTAssertEqual(CityQuery(name: "Paris", qualifiers: ["Texas", "US"]).filter([parisFrance, parisTexas]), [parisTexas], "every qualifier")
        XCTAssertEqual(CityQuery(name: "Paris").filter([parisFrance, parisTexas]), [parisFrance, parisTexas], "no qualifier keeps all")
    }

    func test_withoutAComma_theLastWordsMayQualifyTheName_nearestSplitFirst() {
        XCTAssertEqual(CityQuery(parsing: "Paris United States").splits, [
            CityQuery(name: "Paris United", qualifiers: ["States"]),
            CityQuery(name: "Paris", qualifiers: ["United States"]),
        ])
        XCTAssertEqual(CityQuery(parsing: "Paris US").splits, [CityQuery(name: "Paris", qualifiers: ["US"])])
        XCTAssertEqual(CityQuery(parsing: "Paris").splits, [])
        XCTAssertEqual(CityQuery(parsing: "Paris, US").splits, [], "a comma already says what qualifies")
    }

    func test_openWeatherMapsQ_isAsTyped_butCommonCountryNamesBecomeCodes() {
        XCTAssertEqual(CityQuery.openWeatherMapQuery(for: "Paris, United States"), "Paris,US")
        XCTAssertEqual(CityQuery.openWeatherMapQuery(for: "London, UK"), "London,GB")
        XCTAssertEqual(CityQuery.openWeatherMapQuery(for: "Paris, FR"), "Paris, FR", "codes OpenWeatherMap reads as they are")
        XCTAssertEqual(CityQuery.openWeatherMapQuery(for: "Berlin"), "Berlin")
    }
}
