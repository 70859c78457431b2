import Foundation
import RxCore
import TweetieCore

/// The second front end: for a pipe or a file instead of a terminal. It drives the same
/// `ListTimelineViewModel` as the terminal screen: it waits for the view model's first
/// fetch to finish (`fetchStatus`) or become impossible (not logged in, offline), then
/// prints the stored timeline (`tweets`) and reports how it went.
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
        /// What the reader should know although nothing failed (for stderr), such as
        /// tweets that could not be read and were left out.
        public var warnings: [String] = []
    }

    private let viewModel: ListTimelineViewModel
    private let format: PlainTimelineFormatter.Format
    private let authorizationError: Driver<TwitterError?>
    private var finished = false
    private let disposeBag = DisposeBag()

    /// A front end printing `viewModel`'s timeline in `format`; when the account is not
    /// logged in, `authorizationError` (the account's) says why.
    public init(viewModel: ListTimelineViewModel, format: PlainTimelineFormatter.Format,
                authorizationError: Driver<TwitterError?> = .just(nil)) {
        self.viewModel = viewModel
        self.format = format
        self.authorizationError = authorizationError
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
            .withLatestFrom(authorizationError.asObservable().startWith(nil))
            .map { reason in
                [reason?.message ?? ListTimelineViewModel.notLoggedInMessage]
            }
        let offline = viewModel.isOffline.asObservable()
            .filter { $0 }
            .map { _ in ["Offline: showing stored tweets only."] }

        Observable.merge(fetched, notLoggedIn, offline)
            .take(1)
            .observe(on: MainScheduler.instance)
            // The status comes after the page was stored, and the live query's first
            // element is read on subscription: it holds everything stored so far.
            .flatMap { [viewModel] errors in
                Observable.zip(viewModel.tweets.take(1), viewModel.skippedTweets.asObservable().take(1)) { tweets, skipped in
                    (tweets.0, errors, skipped)
                }
            }
            .subscribe(onNext: { [weak self] tweets, errors, skipped in
                self?.finish(tweets: tweets, errors: errors, skipped: skipped, completion: completion)
            })
            .disposed(by: disposeBag)
    }

    private func finish(tweets: [Tweet], errors: [String], skipped: Int, completion: (Outcome) -> Void) {
        guard !finished else { return }
        finished = true
        let output = PlainTimelineFormatter.string(for: tweets, format: format)
        var warnings = skipped == 0 ? [] : [
            "skipped \(skipped) tweet\(skipped == 1 ? "" : "s") of the latest update that could not be read "
                + "(broken JSON, no author or an unreadable date); the others are shown.",
        ]
        // Empty text output would say nothing at all (JSON's `[]` speaks for itself).
        if tweets.isEmpty && errors.isEmpty && format == .text { warnings.append("No tweets in this list yet.") }
        completion(Outcome(status: errors.isEmpty ? 0 : 1, output: output, errors: errors, warnings: warnings))
    }
}
