import Foundation
import RxCore
import TweetieCore

/// The second front end: for a pipe or a file instead of a terminal. It drives the same
/// `ListTimelineViewModel` as the terminal screen — subscribes to its tweets, waits for
/// the first fetch to finish or fail, prints the timeline and reports how it went.
///
/// The view model must be built on an API wrapped in `FirstResponseSignal` (to know when
/// the first fetch finished: the view model's outputs do not say it when nothing new
/// came). Use from the main queue; `completion` is called once, on the main queue.
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
    private let firstResponse: FirstResponseSignal
    private let format: PlainTimelineFormatter.Format
    private var latest: [Tweet] = []
    private var finished = false
    private let disposeBag = DisposeBag()

    /// A front end printing `viewModel`'s timeline in `format`; `firstResponse` wraps the
    /// API the view model was built on.
    public init(viewModel: ListTimelineViewModel, firstResponse: FirstResponseSignal, format: PlainTimelineFormatter.Format) {
        self.viewModel = viewModel
        self.firstResponse = firstResponse
        self.format = format
    }

    /// Starts; calls `completion` once the first fetch finished (or cannot happen: not
    /// logged in, offline) with what to print and the exit status.
    public func run(completion: @escaping (Outcome) -> Void) {
        viewModel.paused = false
        viewModel.tweets
            .subscribe(onNext: { [weak self] tweets, _ in self?.latest = tweets })
            .disposed(by: disposeBag)

        let fetched = firstResponse.finished
            .take(1)
            .map { error -> [String] in error.map { [$0.message] } ?? [] }
        let notLoggedIn = viewModel.loggedIn.asObservable()
            .filter { !$0 }
            .map { _ in ["Not logged in: set TWITTER_BEARER_TOKEN (or TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET), or use --api-cache DIR."] }
        let offline = viewModel.isOffline.asObservable()
            .filter { $0 }
            .map { _ in ["Offline: showing stored tweets only."] }

        Observable.merge(fetched, notLoggedIn, offline)
            .take(1)
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] errors in
                // The response's tweets are written, and their change set queued on the
                // main queue, before the response completes: let it arrive, then print.
                _ = MainScheduler.instance.schedule(()) { _ in
                    _ = MainScheduler.instance.schedule(()) { _ in
                        self?.finish(errors: errors, completion: completion)
                        return Disposables.create()
                    }
                    return Disposables.create()
                }
            })
            .disposed(by: disposeBag)
    }

    private func finish(errors: [String], completion: (Outcome) -> Void) {
        guard !finished else { return }
        finished = true
        let output = PlainTimelineFormatter.string(for: latest, format: format)
        completion(Outcome(status: errors.isEmpty ? 0 : 1, output: output, errors: errors))
    }
}
