import Foundation

/// How the latest fetch of a timeline went, for a status line ("updated 12:03") and
/// for front ends that print once and exit.
public enum FetchStatus: Equatable, Sendable {
    /// Nothing has been fetched yet in this run.
    case waiting
    /// The latest fetch succeeded at this time (on the fetcher's scheduler clock), and its
    /// tweets were stored before this status was sent.
    case updated(at: Date)
    /// The latest fetch failed; what is shown stays as it was.
    case failed(TwitterError)

    /// Whether the latest fetch succeeded.
    public var isUpdated: Bool {
        if case .updated = self { return true }
        return false
    }

    /// Whether a fetch has finished, well or not.
    public var isFinished: Bool {
        if case .waiting = self { return false }
        return true
    }
}
