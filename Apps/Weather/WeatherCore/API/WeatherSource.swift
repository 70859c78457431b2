import Foundation
import RxCore

/// Where weather comes from: Open-Meteo or OpenWeatherMap, live or replaying a
/// directory of recordings. View models take `any WeatherSource` through their init, so
/// tests inject a scripted one.
///
/// Each `Single` sends its requests on subscription, succeeds once or fails with a
/// `WeatherError`, and cancels what is in flight when disposed. Answers arrive on a
/// network thread. Implementations are safe to call from any thread.
public protocol WeatherSource: AnyObject, Sendable {
    /// Which service this is.
    var kind: WeatherSourceKind { get }

    /// The directory of recordings it answers from, nil for the network.
    var replayDirectory: URL? { get }

    /// The places called `name`, best first, and the forecast of the first; fails with
    /// `.notFound(name)` when nothing matches.
    func lookup(_ name: String) -> Single<WeatherLookup>

    /// The forecast of `place` (one of a lookup's matches).
    func forecast(for place: Place) -> Single<Forecast>
}

extension WeatherSource {
    /// None: a source answers from the network unless it says otherwise.
    public var replayDirectory: URL? { nil }

    /// Whether it answers from recordings instead of the network.
    public var isReplay: Bool { replayDirectory != nil }
}
