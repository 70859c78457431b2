import Foundation
import RxCore
import RxTesting
import Synchronization
@testable import NewsCore

/// A source for the view model tests: numbered stories (`story 0` ...) in pages of the
/// size asked for, answered at once on the subscribing thread; records every offset
/// asked for. Offsets in `failing` fail (until `heal` removes them); pages at `emptyPages`
/// come with no stories (all skipped); `repeatFirstOnPage` puts the previous page's last
/// story again at the start of a page (a ranking that moved); `edition` changes the
/// stories (a reload sees new ones); between `hold` and `release` answers wait (a page
/// in flight). Its stories are stored under `storageKey` when one is given.
final class ScriptedNewsSource: NewsSource {
    let title: String
    let storageKey: String?
    let sectioning: NewsSectioning
    let total: Int

    private struct State {
        var requests: [Int] = []
        var requestTimes: [Int] = []
        var failing: Set<Int> = []
        var edition = 0
        var repeatFirstOnPage = false
    }

    private let state: Mutex<State>
    private let emptyPages: Set<Int>
    private let answering = BehaviorRelay<Bool>(value: true)

    /// The virtual time requests are stamped with.
    private let clock: @Sendable () -> Int

    init(title: String = "Scripted", total: Int = 35, sectioning: NewsSectioning = .single("Stories"), failing: Set<Int> = [],
         emptyPages: Set<Int> = [], storageKey: String? = nil, clock: @escaping @Sendable () -> Int = { 0 }) {
        self.title = title
        self.storageKey = storageKey
        self.clock = clock
        self.total = total
        self.sectioning = sectioning
        self.emptyPages = emptyPages
        state = Mutex(State(failing: failing))
    }

    /// Answers wait from now on, until `release`.
    func hold() { answering.accept(false) }
    /// The answers waiting, and any later, come.
    func release() { answering.accept(true) }

    /// Offsets asked for, in order.
    var requests: [Int] { state.withLock { $0.requests } }
    /// Each request's offset and virtual time, in order.
    var timedRequests: [Recorded<Int>] { state.withLock { zip($0.requestTimes, $0.requests).map { Recorded(time: $0.0, value: $0.1) } } }

    func fail(at offset: Int) { state.withLock { _ = $0.failing.insert(offset) } }
    func heal(_ offset: Int) { state.withLock { _ = $0.failing.remove(offset) } }
    func nextEdition() { state.withLock { $0.edition += 1 } }
    func repeatPreviousStoryOnEachPage() { state.withLock { $0.repeatFirstOnPage = true } }

    /// Story `index` of the current edition.
    func story(_ index: Int) -> NewsItem {
        let edition = state.withLock { $0.edition }
        return ScriptedNewsSource.story(index, edition: edition, source: title)
    }

    static func story(_ index: Int, edition: Int = 0, source: String = "Scripted") -> NewsItem {
        let prefix = edition == 0 ? "" : "e\(edition)-"
        return NewsItem(id: "\(source):\(prefix)\(index)", title: "\(prefix)story \(index)", source: source)
    }

    func page(at offset: Int, size: Int) -> Single<NewsPage> {
        answering.filter { $0 }.take(1).asSingle().flatMap { [self] _ in answer(at: offset, size: size) }
    }

    private func answer(at offset: Int, size: Int) -> Single<NewsPage> {
        Single.deferred { [self] in
            let (failing, edition, repeats) = state.withLock { state -> (Bool, Int, Bool) in
                state.requests.append(offset)
                state.requestTimes.append(clock())
                return (state.failing.contains(offset), state.edition, state.repeatFirstOnPage)
            }
            if failing { throw NewsError.network("scripted failure at \(offset)", offline: false) }
            let end = min(total, offset + size)
            if emptyPages.contains(offset) {
                return .just(NewsPage(items: [], skipped: end - offset, nextOffset: end < total ? end : nil, sourceTitle: title))
            }
            var items = (offset..<end).map { ScriptedNewsSource.story($0, edition: edition, source: title) }
            if repeats, offset > 0 { items.insert(ScriptedNewsSource.story(offset - 1, edition: edition, source: title), at: 0) }
            return .just(NewsPage(items: items, nextOffset: end < total ? end : nil, sourceTitle: title))
        }
    }
}
