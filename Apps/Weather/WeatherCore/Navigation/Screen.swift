/// A screen to present: the view model a segue made. The platform (terminal, web page)
/// turns it into its own view controller.
public enum Screen {
    /// The weather screen.
    case weather(WeatherViewModel)
    /// The places a name matched, to pick from.
    case places(PlacesViewModel)
}
