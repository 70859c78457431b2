import RxNetwork

/// How the latest request for older tweets (the reader reached the end of the timeline)
/// went, for a "loading older…" hint and for front ends that page until they have enough.
public enum OlderPagesStatus: Equatable, Sendable {
    /// Nothing is loading: none was asked for yet, or the last page came and held older tweets.
    case idle
    /// A page of older tweets is on its way.
    case loading
    /// The source has nothing older than what is shown.
    case reachedEnd
    /// The last request failed; what is shown stays. Asking again retries.
    case failed(TwitterError)
}

/// One step of a request for older tweets: its status, and the page or error it ended with.
struct OlderPageResponse {
    /// The id the page was asked to be older than.
    let below: Int64
    /// The status this step leads to.
    let status: OlderPagesStatus
    /// The answer, when the request ended (nil while loading or when nothing was asked).
    let result: Result<Decoded<Tweet>, TwitterError>?

    /// A step without an answer (`.loading`, or `.reachedEnd` known beforehand).
    init(below: Int64, status: OlderPagesStatus) {
        self.below = below
        self.status = status
        result = nil
    }

    /// The answer to the request: `.idle` when the page held a tweet older than `below`,
    /// `.reachedEnd` when it held none, `.failed` for an error.
    init(below: Int64, result: Result<Decoded<Tweet>, TwitterError>) {
        self.below = below
        self.result = result
        switch result {
        case .success(let page): status = page.values.contains { $0.id < below } ? .idle : .reachedEnd
        case .failure(let error): status = .failed(error)
        }
    }
}
