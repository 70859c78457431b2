import Foundation
import RxStore

/// A city looked up before, with the last forecast it got: what the app restores on
/// start and shows, marked "as of", when the network is gone. One row per query
/// (compared without case, accents or extra spaces).
public struct RecentCity: Record, Hashable, Sendable {
    /// The primary key: `RecentCity.key(for: query)`.
    public var key: String
    /// The text as the user typed it (trimmed), which restores the search field.
    public var query: String
    /// The forecast last shown for it (of the place matched or picked).
    public var forecast: Forecast
    /// When that forecast arrived.
    public var savedAt: Date

    /// The primary key column.
    public static var primaryKey: String { "key" }
    /// Newest first is how every list reads them.
    public static var indexes: [RecordIndex] { [RecordIndex("savedAt")] }

    /// A row for `query` holding `forecast`, saved at `savedAt`.
    public init(query: String, forecast: Forecast, savedAt: Date) {
        self.key = RecentCity.key(for: query)
        self.query = query
        self.forecast = forecast
        self.savedAt = savedAt
    }

    /// `query` folded for comparison: no case or accents, single spaces
    /// ("  Brasília " and "brasilia" are the same city).
    public static func key(for query: String) -> String {
        query.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
