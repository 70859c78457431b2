import Foundation

/// What happens to a query, in order; `WeatherSnapshot.apply` folds them into what is shown.
enum WeatherEvent: Sendable {
    /// The field was emptied.
    case cleared
    /// A lookup of `query` started; `stored` is its last saved forecast, if any.
    case started(query: String, stored: RecentCity?)
    /// The lookup answered.
    case lookedUp(query: String, WeatherLookup)
    /// Fetching match `index` of the matches shown started.
    case picking(index: Int)
    /// Match `index`'s forecast arrived.
    case picked(index: Int, Forecast)
    /// The lookup of `query` failed; `stored` is its last saved forecast, if any.
    case failed(query: String, WeatherError, stored: RecentCity?)
    /// Fetching a picked match failed; what is shown stays.
    case pickFailed(WeatherError)
}
