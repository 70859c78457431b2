import Foundation
import RxCore
import Synchronization
import NewsCore

/// A source of given stories for the screen tests, paged as asked and answered at once;
/// records the offsets asked for. An offset in `failing` fails with a network error.
final class StubNewsSource: NewsSource {
    let title: String
    let sectioning: NewsSectioning
    /// Where its stories are kept (nil, the default: not kept).
    let storageKey: String?
    private let state: Mutex<(stories: [NewsItem], requests: [Int], failing: Set<Int>)>

    init(title: String = "Stub news", stories: [NewsItem], sectioning: NewsSectioning = .single("Stories"), storageKey: String? = nil) {
        self.title = title
        self.storageKey = storageKey
        self.sectioning = sectioning
        state = Mutex((stories, [], []))
    }

    /// `count` plain stories: `Story 1`… with links to example.org.
    convenience init(title: String = "Stub news", count: Int, storageKey: String? = nil) {
        self.init(title: title, stories: (1...count).map { StubNewsSource.story($0) }, storageKey: storageKey)
    }

    /// Story `number`; `images` are names under https://img.example/ or whole URLs (one
    /// picture, or three and more for the three-picture layout).
    static func story(_ number: Int, title: String? = nil, images: [String] = []) -> NewsItem {
        let pictures = images.compactMap { URL(string: $0.contains("://") ? $0 : "https://img.example/\($0)") }
        return NewsItem(id: "stub:\(number)", title: title ?? "Story \(number)", source: "example.org",
                        digest: "Digest of story \(number).", text: "Text of story \(number), see the docs [1].",
                        links: [URL(string: "https://docs.example/\(number)")].compactMap { $0 }, commentCount: number,
                        link: URL(string: "https://example.org/\(number)"), imageURL: pictures.first,
                        extraImageURLs: pictures.count >= 3 ? pictures : [])
    }

    var requests: [Int] { state.withLock { $0.requests } }

    /// While false, answers (failures too) wait until it is true again: a page in flight.
    let answering = BehaviorRelay<Bool>(value: true)

    func fail(at offset: Int) { state.withLock { _ = $0.failing.insert(offset) } }

    /// The offset answers again (the network came back).
    func recover(at offset: Int) { state.withLock { _ = $0.failing.remove(offset) } }

    func page(at offset: Int, size: Int) -> Single<NewsPage> {
        answering.filter { $0 }.take(1).asSingle().flatMap { [self] _ in answer(at: offset, size: size) }
    }

    private func answer(at offset: Int, size: Int) -> Single<NewsPage> {
        Single.deferred { [self] in
            let (stories, failing) = state.withLock { state -> ([NewsItem], Bool) in
                state.requests.append(offset)
                return (state.stories, state.failing.contains(offset))
            }
            if failing { throw NewsError.network("could not connect to news.example", offline: true) }
            let end = min(stories.count, offset + size)
            let items = offset < end ? Array(stories[offset..<end]) : []
            return .just(NewsPage(items: items, nextOffset: end < stories.count ? end : nil, sourceTitle: title))
        }
    }
}
