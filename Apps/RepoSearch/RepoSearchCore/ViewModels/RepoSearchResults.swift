import Foundation

/// Everything the search screen shows at one moment: the query, its repositories, the
/// state, paging and the rate limit. The view model's outputs are views of it.
public struct RepoSearchResults: Equatable, Sendable {
    /// The mode the field is in.
    public var mode: SearchMode
    /// The query shown; nil while nothing is typed.
    public var query: SearchQuery?
    /// The repositories shown, every page loaded so far, without duplicates.
    public var repos: [Repo]
    /// Where the query stands.
    public var state: RepoSearchState
    /// The page after the last one loaded; nil when there is none.
    public var nextPage: URL?
    /// Whether the next page is being fetched (the "loading more…" row).
    public var isLoadingMore: Bool
    /// How many repositories the search matched in all (searches only).
    public var totalCount: Int?
    /// Elements of the loaded pages that were not readable repositories and were left
    /// out (the rest is shown).
    public var skipped: Int
    /// Whether GitHub's search timed out and its results may be incomplete.
    public var isIncomplete: Bool
    /// The latest rate limit GitHub reported for each of its counters.
    public var rateLimits: [GitHubRateLimit.Resource: GitHubRateLimit]
    /// Whether the last change loaded a first page, which is stored (later pages are not:
    /// typed again, a query shows its first page at once, and pages on from there).
    var needsStoring = false
    /// What `.notFound` says when the error said more than that no such user exists
    /// (the demo names the users it knows).
    var notFoundMessage: String?

    /// Nothing typed yet, in `mode`.
    public init(mode: SearchMode) {
        self.mode = mode
        query = nil
        repos = []
        state = .idle
        nextPage = nil
        isLoadingMore = false
        totalCount = nil
        skipped = 0
        isIncomplete = false
        rateLimits = [:]
    }

    /// Whether another page can be asked for.
    public var hasMore: Bool { nextPage != nil }

    /// Whether nothing more is coming for a reader who wants `count` repositories (a
    /// pipe's `--limit`, with `RepoSearchViewModel.wantedCount`): the first answer or its
    /// failure is in, no page is loading, and there are `count`, or no next page, or the
    /// last page failed.
    public func hasSettled(wanting count: Int) -> Bool {
        guard state.isSettled, !isLoadingMore else { return false }
        if case .loaded = state { return repos.count >= count || !hasMore }
        return true
    }

    /// The rate limit of the counter the current mode uses.
    public var rateLimit: GitHubRateLimit? {
        rateLimits[mode == .repositorySearch ? .search : .core]
    }

    /// What to tell the user about the state (times in the local time zone), nil when
    /// the list says it all.
    public var message: String? { message(timeZone: .current) }

    /// What to tell the user about the state, times in `timeZone`; nil when the list says
    /// it all. A rate limit suggests `GITHUB_TOKEN` only when `suggestingToken`.
    public func message(timeZone: TimeZone, suggestingToken: Bool = false) -> String? {
        guard let query else { return nil }
        switch state {
        case .idle, .loaded:
            return nil
        case .loading:
            switch query.mode {
            case .userRepositories: return "Loading \(query.text)'s repositories…"
            case .repositorySearch: return "Searching for \(query.text)…"
            }
        case .empty:
            switch query.mode {
            case .userRepositories: return "\(query.text) has no public repositories."
            case .repositorySearch: return "No repositories match \(query.text)."
            }
        case .notFound where !query.isValidUserName:
            // Typed in the user mode but not a login ("rails/rails", "tetris game"): most
            // likely a search, which Tab switches to.
            return "\(query.text) cannot be a GitHub user name (only letters, digits and hyphens). Tab searches all repositories."
        case .notFound:
            return notFoundMessage ?? GitHubError.userNotFound(query.text).message
        case .rateLimited(let until):
            return GitHubError.rateLimited(until: until, resource: query.mode == .repositorySearch ? .search : .core)
                .message(timeZone: timeZone, suggestingToken: suggestingToken)
        case .failed(let message):
            return message
        }
    }

    /// The results after `event`.
    mutating func apply(_ event: SearchEvent) {
        needsStoring = false
        switch event {
        case .cleared(let mode):
            // As at the start, but GitHub's counters are what they were.
            let limits = rateLimits
            self = RepoSearchResults(mode: mode)
            rateLimits = limits
        case .started(let query, let stored):
            mode = query.mode
            self.query = query
            state = .loading
            notFoundMessage = nil
            isLoadingMore = false
            if let stored {
                repos = stored.repos
                nextPage = stored.nextPage
                totalCount = stored.totalCount
                skipped = 0
                isIncomplete = false
            } else {
                // The last list stays until the answer replaces it: no flash of emptiness
                // while typing, and nothing lost if the request fails. Paging belongs to it,
                // so it stops.
                nextPage = nil
            }
        case .loaded(let query, let page, let isFirst):
            guard query == self.query else { return }
            record(page.rateLimit)
            if isFirst, page.repos.isEmpty, page.skipped > 0 {
                // Not "has no public repositories" then "skipped 30": the answer could not
                // be read. What was shown (stored results) stays, and nothing is stored.
                nextPage = nil
                isLoadingMore = false
                state = .failed(GitHubError.unreadableRepositories(count: page.skipped).message)
                return
            }
            if isFirst {
                repos = RepoSearchResults.unique(page.repos)
                totalCount = page.totalCount
                skipped = page.skipped
                isIncomplete = page.isIncomplete
            } else {
                var seen = Set(repos.map(\.id))
                repos += page.repos.filter { seen.insert($0.id).inserted }
                totalCount = page.totalCount ?? totalCount
                skipped += page.skipped
                isIncomplete = isIncomplete || page.isIncomplete
            }
            nextPage = page.next
            isLoadingMore = false
            state = repos.isEmpty ? .empty : .loaded
            needsStoring = isFirst
        case .loadingMore(let query):
            guard query == self.query else { return }
            isLoadingMore = true
        case .failed(let query, let error, _):
            guard query == self.query else { return }
            isLoadingMore = false
            switch error {
            case .userNotFound, .notInDemo:
                if case .notInDemo = error { notFoundMessage = error.message }
                repos = []
                nextPage = nil
                totalCount = nil
                skipped = 0
                isIncomplete = false
                state = .notFound
            case .rateLimited(let until, let resource):
                let known = rateLimits[resource]
                record(GitHubRateLimit(resource: resource, limit: known?.limit, remaining: 0, reset: until))
                state = .rateLimited(until: until)
            default:
                // The list shown stays. A failed next page keeps `nextPage`, so scrolling
                // to the bottom again retries it.
                state = .failed(error.message)
            }
        }
    }

    private mutating func record(_ limit: GitHubRateLimit?) {
        if let limit { rateLimits[limit.resource] = limit }
    }

    /// `repos` without a repeated id (the first copy stays).
    static func unique(_ repos: [Repo]) -> [Repo] {
        var seen = Set<Int64>()
        return repos.filter { seen.insert($0.id).inserted }
    }
}
