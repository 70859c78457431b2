/// What the user can do on the weather screen besides typing; `WeatherViewModel.actions`
/// says which apply now, so a front end offers only those (a key on the terminal, a
/// button on a page). Each names itself: front ends add only their control.
public enum WeatherAction: Hashable, Sendable, CaseIterable {
    /// Clear the field and type another city.
    case newSearch
    /// Show the other places the name matched (there are several).
    case otherPlaces
    /// Look the city up again.
    case lookUpAgain

    /// The action's name, on a key hint or a button.
    public var title: String {
        switch self {
        case .newSearch: return "New search"
        case .otherPlaces: return "Other places"
        case .lookUpAgain: return "Look up again"
        }
    }
}
