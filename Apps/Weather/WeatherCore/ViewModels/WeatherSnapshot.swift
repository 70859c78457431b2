import Foundation

/// Everything the weather screen shows at one moment, before formatting: the query, its
/// state, the places it matched and which one is shown, and the forecast (live, or the
/// last saved one with the time it was saved).
public struct WeatherSnapshot: Hashable, Sendable {
    /// The query as typed (trimmed); empty when idle.
    public var query: String = ""
    /// Where the query stands.
    public var state: WeatherState = .idle
    /// The places the query matched, best first (empty until an answer).
    public var matches: [Place] = []
    /// The index in `matches` of the place shown, nil when `forecast` is not one of them.
    public var selectedMatch: Int?
    /// The forecast shown, nil when there is none.
    public var forecast: Forecast?
    /// When `forecast` was saved, when it is the saved one rather than a fresh answer
    /// (offline, or while the query loads): the screen says "as of" this time.
    public var savedAt: Date?

    /// An idle snapshot.
    public init() {}

    /// Applies `event`: a fresh answer replaces the saved forecast; a failure shows the
    /// query's saved forecast, or nothing (never another city's); not-found clears.
    mutating func apply(_ event: WeatherEvent) {
        switch event {
        case .cleared:
            self = WeatherSnapshot()
        case .started(let query, let stored):
            self.query = query
            state = .loading(query)
            if let stored {
                show(stored)
            }
        case .lookedUp(let query, let lookup):
            self.query = query
            state = .loaded
            matches = lookup.matches
            selectedMatch = 0
            forecast = lookup.forecast
            savedAt = nil
        case .picking(let index):
            guard matches.indices.contains(index) else { return }
            state = .loading(matches[index].displayName)
        case .picked(let index, let picked):
            state = .loaded
            selectedMatch = index
            forecast = picked
            savedAt = nil
        case .failed(let query, .notFound, _):
            self = WeatherSnapshot()
            self.query = query
            state = .notFound(query)
        case .failed(let query, let error, let stored):
            self.query = query
            state = .failed(error)
            matches = []
            selectedMatch = nil
            forecast = nil
            savedAt = nil
            if let stored { show(stored) }
        case .pickFailed(let error):
            state = .failed(error)
        }
    }

    private mutating func show(_ stored: RecentCity) {
        matches = []
        selectedMatch = nil
        forecast = stored.forecast
        savedAt = stored.savedAt
    }
}
