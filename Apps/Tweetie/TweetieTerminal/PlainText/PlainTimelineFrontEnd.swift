import Foundation
import RxCore
import TweetieCore

/// The second front end: for a pipe or a file instead of a terminal. It drives the same
/// `ListTimelineViewModel` as the terminal screen: it waits for the view model's first
/// fetch to finish (`fetchStatus`) or become impossible (not logged in, offline), then
/// prints the stored timeline (`tweets`) and reports how it went. With a limit it first
/// loads older pages (`loadOlder`) until that many tweets are stored or the source has no
/// older ones, and prints the newest `limit`.
///
/// Use from the main queue; `completion` is called once, on the main queue.
public final class PlainTimelineFrontEnd {
    /// How a run ended.
    public struct Outcome: Equatable, Sendable {
        /// The process's exit status: 0 when the first fetch succeeded, 1 otherwise.
        public var status: Int32
        /// What was printed.
        public var output: String
        /// What went wrong (for stderr), one message per line; empty on success.
        public var errors: [String]
    }

    private let viewModel: ListTimelineViewModel
    private let format: PlainTimelineFormatter.Format
    private let limit: Int?
    private var finished = false
    private let disposeBag = DisposeBag()

    /// A front end printing `viewModel`'s timeline in `format`: everything stored, or the
    /// newest `limit` tweets after loading older pages until there are that many.
    public init(viewModel: ListTimelineViewModel, format: PlainTimelineFormatter.Format, limit: Int? = nil) {
        self.viewModel = viewModel
        self.format = format
        self.limit = limit
    }

    /// Starts; calls `completion` once the first fetch finished (or cannot happen: not
    /// logged in, offline) with what to print and the exit status.
    public func run(completion: @escaping (Outcome) -> Void) {
        viewModel.paused = false

        let fetched = viewModel.fetchStatus.asObservable()
            .filter(\.isFinished)
            .map { status -> [String] in
                if case .failed(let error) = status { return [error.message] }
                return []
            }
        let notLoggedIn = viewModel.loggedIn.asObservable()
            .filter { !$0 }
            .map { _ in ["Not logged in: set TWITTER_BEARER_TOKEN (or TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET), or use --api-cache DIR."] }
        let offline = viewModel.isOffline.asObservable()
            .filter { $0 }
            .map { _ in ["Offline: showing stored tweets only."] }

        Observable.merge(fetched, notLoggedIn, offline)
            .take(1)
            .observe(on: MainScheduler.instance)
            // The status comes after the page was stored, and the live query's first
            // element is read on subscription: it holds everything stored so far.
            .flatMap { [weak self] errors -> Observable<([Tweet], [String])> in
                self?.tweetsUpToLimit(errors: errors) ?? .empty()
            }
            .subscribe(onNext: { [weak self] tweets, errors in
                self?.finish(tweets: tweets, errors: errors, completion: completion)
            })
            .disposed(by: disposeBag)
    }

    /// The stored tweets once there are `limit` of them, the source has nothing older, or
    /// loading older failed (its message joins `errors`); at once without a limit or after
    /// an error.
    private func tweetsUpToLimit(errors: [String]) -> Observable<([Tweet], [String])> {
        let viewModel = self.viewModel
        let limit = self.limit
        return viewModel.tweets.take(1).flatMap { [weak self] tweets, _ -> Observable<([Tweet], [String])> in
            guard let self, errors.isEmpty, let limit, !tweets.isEmpty, tweets.count < limit else { return .just((tweets, errors)) }
            // Listen first, then ask: the status may settle while `loadOlder` is handled.
            let settled = Observable<OlderPagesStatus>.create { observer in
                let subscription = viewModel.olderPages.asObservable()
                    .skip(1)
                    .filter { $0 != .loading }
                    .take(1)
                    .subscribe(observer)
                viewModel.loadOlder.accept(())
                return subscription
            }
            return settled.flatMap { [weak self] status -> Observable<([Tweet], [String])> in
                switch status {
                case .idle: return self?.tweetsUpToLimit(errors: errors) ?? .empty()
                case .failed(let error): return viewModel.tweets.take(1).map { tweets, _ in (tweets, [error.message]) }
                case .reachedEnd, .loading: return viewModel.tweets.take(1).map { tweets, _ in (tweets, errors) }
                }
            }
        }
    }

    private func finish(tweets: [Tweet], errors: [String], completion: (Outcome) -> Void) {
        guard !finished else { return }
        finished = true
        let shown = limit.map { Array(tweets.prefix($0)) } ?? tweets
        let output = PlainTimelineFormatter.string(for: shown, format: format)
        completion(Outcome(status: errors.isEmpty ? 0 : 1, output: output, errors: errors))
    }
}
