/// The screens the weather app can show, each with everything it needs: the documents'
/// `Navigator.Segue`.
public enum Segue {
    /// The weather screen, starting with `city` (nil: the last one looked up), in `units`.
    case weather(city: String?, units: UnitSystem)
    /// The other places the weather screen's query matched.
    case otherPlaces(WeatherViewModel)
}
