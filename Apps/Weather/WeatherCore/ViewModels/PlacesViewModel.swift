import AppCoreSupport
import RxCore

/// The other places a city name matched ("Hollywood": ten of them), to pick the one to
/// show: the names, which is shown now, and the pick, which goes to the weather screen's
/// view model (its `pickMatch`).
///
/// Inputs are sent from the main queue; outputs are Drivers.
public final class PlacesViewModel {
    // MARK: - Init

    /// The weather screen's view model, whose matches these are.
    public let weather: WeatherViewModel

    /// The places of `weather`'s query.
    public init(weather: WeatherViewModel) {
        self.weather = weather
        title = weather.snapshot.map { snapshot in
            snapshot.query.isEmpty ? "Places" : "Places called \(snapshot.query)"
        }
        .distinctUntilChanged()
        places = weather.matches
        selected = weather.selectedMatch
        pick = weather.pickMatch
    }

    // MARK: - Input

    /// Shows the weather of place `index` of `places` (the weather screen's `pickMatch`).
    public let pick: PublishRelay<Int>

    // MARK: - Output

    /// "Places called Hollywood".
    public let title: Driver<String>
    /// The places, as names, best first.
    public let places: Driver<[String]>
    /// The index in `places` of the one shown.
    public let selected: Driver<Int?>
}
