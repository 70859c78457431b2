/// Where the weather screen stands (the documents' state machine: one enum instead of
/// flags scattered over the view model).
public enum WeatherState: Hashable, Sendable {
    /// Nothing asked: the field is empty.
    case idle
    /// Looking up the name (or fetching a picked match); what is shown stays meanwhile.
    case loading(String)
    /// The forecast shown answers the query.
    case loaded
    /// No place matches the name.
    case notFound(String)
    /// The lookup failed; the last saved forecast of the query is shown if there is one.
    case failed(WeatherError)

    /// Whether a request is in flight.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}
