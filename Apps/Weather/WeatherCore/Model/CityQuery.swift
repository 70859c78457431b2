import Foundation

/// What a user typed to find a place, read as a name and what narrows it: "Paris, US",
/// "Paris, Texas", "Paris, Texas, United States", "Paris US" — a country (its ISO code or
/// its name) or a region after the name picks the places there, as the not-found message
/// advises.
///
/// A comma separates the name from its qualifiers. Without one, the whole text is the
/// name; `splits` offers the readings where its last words qualify it ("Paris US"), for a
/// source to try when the whole text finds nothing.
public struct CityQuery: Hashable, Sendable {
    /// The place's name: "Paris".
    public var name: String
    /// What each matching place must be in, in the order given: a country code or name,
    /// or a region ("Texas").
    public var qualifiers: [String]

    /// A query for `name` within `qualifiers`.
    public init(name: String, qualifiers: [String] = []) {
        self.name = name
        self.qualifiers = qualifiers
    }

    /// `text` read at its commas: "Paris, Texas, US" is Paris within Texas within US.
    public init(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        name = parts.first ?? ""
        qualifiers = parts.dropFirst().filter { !$0.isEmpty }
    }

    /// The readings of a query without qualifiers whose last one, two or three words may
    /// qualify it: "Paris United States" is Paris in "United States" or Paris United in
    /// "States". Nearest split first; none when it has qualifiers or one word.
    public var splits: [CityQuery] {
        guard qualifiers.isEmpty else { return [] }
        let words = name.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count > 1 else { return [] }
        return (1...min(3, words.count - 1)).map { count in
            CityQuery(name: words.dropLast(count).joined(separator: " "), qualifiers: [words.suffix(count).joined(separator: " ")])
        }
    }

    /// Whether `place` is within every qualifier: its country code, its country's name
    /// (or a common other name of it: "USA", "UK"), or its region, compared without case
    /// or accents.
    public func admits(_ place: Place) -> Bool {
        qualifiers.allSatisfy { qualifier in
            let wanted = CityQuery.fold(qualifier)
            let code = CityQuery.countryAliases[wanted] ?? wanted
            return [place.countryCode, place.country, place.region].contains { value in
                guard let value else { return false }
                let folded = CityQuery.fold(value)
                return folded == wanted || folded == code
            }
        }
    }

    /// The places of `candidates` within the qualifiers, in their order.
    public func filter(_ candidates: [Place]) -> [Place] {
        qualifiers.isEmpty ? candidates : candidates.filter(admits)
    }

    /// `text` as OpenWeatherMap's `q` reads it ("city,state,country"): as typed, but for a
    /// common country name after a comma, which becomes its code ("Paris, United States"
    /// is "Paris,US"; OpenWeatherMap knows codes only).
    public static func openWeatherMapQuery(for text: String) -> String {
        let query = CityQuery(parsing: text)
        let codes = query.qualifiers.map { countryAliases[fold($0)]?.uppercased() }
        guard codes.contains(where: { $0 != nil }) else { return text }
        return ([query.name] + zip(query.qualifiers, codes).map { qualifier, code in code ?? qualifier }).joined(separator: ",")
    }

    /// `text` without case or accents, for comparing names: "Brasília" is "brasilia".
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Names people give countries that geocoders spell otherwise, folded, to the code
    /// (folded) the place carries.
    static let countryAliases: [String: String] = [
        "usa": "us", "united states": "us", "u.s.": "us", "u.s.a.": "us", "united states of america": "us", "america": "us",
        "uk": "gb", "u.k.": "gb", "united kingdom": "gb", "great britain": "gb", "britain": "gb", "england": "gb",
        "scotland": "gb", "wales": "gb",
    ]
}
