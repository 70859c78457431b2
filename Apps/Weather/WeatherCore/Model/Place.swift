/// A place a city name was matched to: what geocoding (or OpenWeatherMap) answered.
public struct Place: Codable, Hashable, Sendable {
    /// The source's identifier of the place (GeoNames id for both sources), when given.
    public var id: Int?
    /// The place's name, such as "Berlin".
    public var name: String
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double
    /// The country's name, such as "Germany", when known.
    public var country: String?
    /// The ISO 3166-1 alpha-2 country code, such as "DE", when known.
    public var countryCode: String?
    /// The first-level region (state, province), such as "Florida", when known.
    public var region: String?
    /// The IANA time zone, such as "Europe/Berlin", when known.
    public var timeZone: String?
    /// How many people live there, when known.
    public var population: Int?

    /// A place with these parts.
    public init(id: Int? = nil, name: String, latitude: Double, longitude: Double, country: String? = nil,
                countryCode: String? = nil, region: String? = nil, timeZone: String? = nil, population: Int? = nil) {
        self.id = id
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.country = country
        self.countryCode = countryCode
        self.region = region
        self.timeZone = timeZone
        self.population = population
    }

    /// "Name, Region, Country", leaving out parts that are missing or repeat the name
    /// (so "Paris, Île-de-France, France" but "Berlin, Germany").
    public var displayName: String {
        var parts = [name]
        for part in [region, country ?? countryCode] {
            guard let part, !part.isEmpty, !parts.contains(part) else { continue }
            parts.append(part)
        }
        return parts.joined(separator: ", ")
    }
}
