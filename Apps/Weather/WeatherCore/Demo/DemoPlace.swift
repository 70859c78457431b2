import Foundation

/// One place the bundled demo knows, with the made-up climate its weather is drawn from.
struct DemoPlace: Sendable {
    /// Where it is, as a geocoder would name it.
    var place: Place
    /// Its offset from UTC (the demo keeps one all year).
    var utcOffsetSeconds: Int
    /// The day's mean temperature in °C.
    var meanTemperature: Double
    /// Half the difference between the day's warmest and coldest hour, in °C.
    var dailySwing: Double
    /// The WMO weather codes of the next days, repeated as needed.
    var conditions: [Int]
    /// The usual wind in km/h.
    var wind: Double
    /// The usual relative humidity in %.
    var humidity: Double
}

extension DemoPlace {
    /// The demo's places: a few climates, and two Parises so the list of other places
    /// (`m`) and a country after a comma ("Paris, US") have something to show.
    static let all: [DemoPlace] = [
        DemoPlace(place: Place(id: 1, name: "Berlin", latitude: 52.52, longitude: 13.41, country: "Germany", countryCode: "DE",
                               region: "Land Berlin", timeZone: "Europe/Berlin", population: 3_600_000),
                  utcOffsetSeconds: 3600, meanTemperature: 3, dailySwing: 3, conditions: [3, 61, 3, 2, 71, 45, 3], wind: 17, humidity: 84),
        DemoPlace(place: Place(id: 2, name: "Paris", latitude: 48.85, longitude: 2.35, country: "France", countryCode: "FR",
                               region: "Île-de-France", timeZone: "Europe/Paris", population: 2_100_000),
                  utcOffsetSeconds: 3600, meanTemperature: 7, dailySwing: 3, conditions: [2, 3, 61, 63, 2, 1, 3], wind: 14, humidity: 80),
        DemoPlace(place: Place(id: 3, name: "Paris", latitude: 33.66, longitude: -95.56, country: "United States", countryCode: "US",
                               region: "Texas", timeZone: "America/Chicago", population: 25_000),
                  utcOffsetSeconds: -21600, meanTemperature: 10, dailySwing: 6, conditions: [0, 1, 2, 80, 95, 1, 0], wind: 19, humidity: 62),
        DemoPlace(place: Place(id: 4, name: "Tokyo", latitude: 35.69, longitude: 139.69, country: "Japan", countryCode: "JP",
                               region: "Tokyo", timeZone: "Asia/Tokyo", population: 14_000_000),
                  utcOffsetSeconds: 32400, meanTemperature: 9, dailySwing: 4, conditions: [1, 0, 2, 3, 61, 1, 0], wind: 11, humidity: 55),
        DemoPlace(place: Place(id: 5, name: "Sydney", latitude: -33.87, longitude: 151.21, country: "Australia", countryCode: "AU",
                               region: "New South Wales", timeZone: "Australia/Sydney", population: 5_300_000),
                  utcOffsetSeconds: 39600, meanTemperature: 23, dailySwing: 4, conditions: [1, 0, 80, 2, 95, 0, 1], wind: 22, humidity: 68),
        DemoPlace(place: Place(id: 6, name: "Reykjavík", latitude: 64.15, longitude: -21.94, country: "Iceland", countryCode: "IS",
                               region: "Capital Region", timeZone: "Atlantic/Reykjavik", population: 140_000),
                  utcOffsetSeconds: 0, meanTemperature: 0, dailySwing: 1.5, conditions: [73, 3, 71, 85, 3, 45, 2], wind: 31, humidity: 78),
        DemoPlace(place: Place(id: 7, name: "Nairobi", latitude: -1.29, longitude: 36.82, country: "Kenya", countryCode: "KE",
                               region: "Nairobi County", timeZone: "Africa/Nairobi", population: 4_400_000),
                  utcOffsetSeconds: 10800, meanTemperature: 20, dailySwing: 6, conditions: [2, 80, 1, 2, 95, 81, 1], wind: 13, humidity: 60),
        DemoPlace(place: Place(id: 8, name: "New York", latitude: 40.71, longitude: -74.01, country: "United States", countryCode: "US",
                               region: "New York", timeZone: "America/New_York", population: 8_300_000),
                  utcOffsetSeconds: -18000, meanTemperature: 4, dailySwing: 4, conditions: [0, 3, 71, 73, 2, 1, 61], wind: 20, humidity: 63),
    ]
}
