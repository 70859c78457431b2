import AppCoreSupport
import Foundation

/// What the search screen's one banner says, from everything that can fill it, most
/// important first: what opening a page in the browser said (until the query changes),
/// a server not answering, the query's state, a storage problem, being offline, what the list
/// leaves out. One value folded from each change, so a change never shows a mix of the
/// old and the new.
struct RepoSearchBanner: Equatable {
    /// A change to what the banner is made from.
    enum Change {
        case results(RepoSearchResults)
        case browser(Banner)
        case storageProblem(String?)
        case offline(Bool)
        case slow(Bool)
    }

    /// The results shown.
    var results: RepoSearchResults
    /// What opening a page said, for the query shown; nil when nothing.
    var browser: Banner?
    /// Why stored results cannot be used, nil while they can.
    var storageProblem: String?
    /// Whether the network is down.
    var isOffline = false
    /// Whether a request has gone unanswered for the environment's `slowAfter`.
    var isSlow = false
    /// Where times are written.
    let timeZone: TimeZone
    /// Whether a rate limit suggests `GITHUB_TOKEN` (the environment's `suggestsToken`).
    let suggestsToken: Bool

    /// The state of nothing typed yet in `mode`.
    init(mode: SearchMode, timeZone: TimeZone, suggestsToken: Bool) {
        results = RepoSearchResults(mode: mode)
        self.timeZone = timeZone
        self.suggestsToken = suggestsToken
    }

    /// Takes `change` in; a new query puts away what opening a page said.
    mutating func apply(_ change: Change) {
        switch change {
        case .results(let new):
            if new.query != results.query { browser = nil }
            results = new
        case .browser(let banner): browser = banner
        case .storageProblem(let problem): storageProblem = problem
        case .offline(let offline): isOffline = offline
        case .slow(let slow): isSlow = slow
        }
    }

    /// What the banner says, nil for nothing.
    var banner: Banner? {
        if let browser { return browser }
        // Said instead of "Loading…" (or over a list whose next page hangs): only while waiting.
        if isSlow { return .info(RepoSearchViewModel.slowText) }
        if let message = RepoSearchBanner.message(for: results, timeZone: timeZone, suggestingToken: suggestsToken) { return message }
        if let storageProblem { return .error(storageProblem) }
        if isOffline { return .info(RepoSearchViewModel.offlineText) }
        return RepoFormatting.omissions(of: results).map { .info($0) }
    }

    /// What `results`' state tells the user: an error for a user not found, a rate limit
    /// or a failure (which the user can try again), else information; nil when nothing.
    static func message(for results: RepoSearchResults, timeZone: TimeZone, suggestingToken: Bool) -> Banner? {
        guard let text = results.message(timeZone: timeZone, suggestingToken: suggestingToken) else { return nil }
        switch results.state {
        case .failed: return .error(text, action: .retry)
        case .notFound, .rateLimited: return .error(text)
        case .idle, .loading, .loaded, .empty: return .info(text)
        }
    }
}
