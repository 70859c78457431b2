import AppCoreSupport

/// A screen to present: the view model a segue made. The platform (terminal, web page)
/// turns it into its own view controller.
public enum Screen: AppScreen {
    /// The weather screen.
    case weather(WeatherViewModel)
    /// The places a name matched, to pick from.
    case places(PlacesViewModel)

    /// The screen `segue` leads to, with a new view model made from `environment`.
    public init(segue: Segue, environment: WeatherEnvironment) {
        switch segue {
        case .weather(let city, let units):
            self = .weather(WeatherViewModel(environment: environment, units: units, initialQuery: city))
        case .otherPlaces(let weather):
            self = .places(PlacesViewModel(weather: weather))
        }
    }
}
