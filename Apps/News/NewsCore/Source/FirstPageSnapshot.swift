import RxCore
import Synchronization

/// What a source fetched for its first page (a feed's items, a ranking's ids), kept for
/// the pages after it: page 0 loads afresh, later pages reuse the snapshot (or load one
/// when there is none yet).
///
/// Thread safety (`@unchecked Sendable`): the kept value is behind a `Mutex`; `load` is
/// a `let` that is only called (outside the mutex) and captures only thread-safe objects
/// (providers, schedulers, immutable values).
final class FirstPageSnapshot<Value: Sendable>: @unchecked Sendable {
    private let kept = Mutex<Value?>(nil)
    private let load: () -> Single<Value>

    /// A snapshot filled by `load`, which must be safe to call from any thread.
    init(load: @escaping () -> Single<Value>) {
        self.load = load
    }

    /// The value for the page at `offset`: loaded afresh at 0, otherwise the kept one.
    func value(forPageAt offset: Int) -> Single<Value> {
        Single.deferred { [self] in
            if offset > 0, let value = kept.withLock({ $0 }) { return .just(value) }
            return load().do(onSuccess: { [self] value in kept.withLock { $0 = value } })
        }
    }
}

extension NewsPage {
    /// The page of `items` starting at `offset`, at most `size` long, from a source whose
    /// whole list is known.
    static func slice(_ items: [NewsItem], offset: Int, size: Int, sourceTitle: String) -> NewsPage {
        let start = min(max(0, offset), items.count)
        let end = min(items.count, start + max(1, size))
        return NewsPage(items: Array(items[start..<end]), nextOffset: end < items.count ? end : nil, sourceTitle: sourceTitle)
    }
}
