/// Where the list stands (the state machine the documents recommend a view model output).
public enum NewsLoadState: Hashable, Sendable {
    /// Asking for the page at `offset` (0: the first page, or a reload); `count` stories are shown meanwhile.
    case loading(offset: Int, count: Int)
    /// Showing `count` stories; `hasMore` when another page follows; `skipped` slots were
    /// left out so far (deleted, dead or missing items).
    case loaded(count: Int, skipped: Int, hasMore: Bool)
    /// The page at `offset` failed; the `count` stories shown stay.
    case failed(NewsError, offset: Int, count: Int)

    /// Whether a page is being asked for.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The failure's message, if the last page failed.
    public var errorMessage: String? {
        if case .failed(let error, _, _) = self { return error.message }
        return nil
    }
}
