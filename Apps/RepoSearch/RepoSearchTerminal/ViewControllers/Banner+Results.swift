import AppCoreSupport
import AppSupport
import RepoSearchCore
import TerminalUI

extension Banner {
    /// The banner above the list: the state's message (an error for failures, a user not
    /// found and rate limits), else a storage problem, else being offline; nil when all
    /// is well.
    static func of(_ results: RepoSearchResults, storageProblem: String?, offline: Bool) -> Banner? {
        if let message = results.message {
            switch results.state {
            case .notFound, .rateLimited, .failed: return Banner(text: message, kind: .error)
            case .idle, .loading, .loaded, .empty: return Banner(text: message, kind: .info)
            }
        }
        if let storageProblem { return Banner(text: storageProblem, kind: .error) }
        if offline { return Banner(text: "Offline: no network connection. Searches typed before show what was saved.", kind: .info) }
        return nil
    }
}
