/// The list a `NewsViewModel` shows, as a value folded from paging events.
///
/// A generation is one run of paging: the first source, each source switch and each
/// reload start one. Events of an older generation are ignored. A reload keeps the
/// stories shown until its first page arrives (so a failed reload loses nothing); a
/// source switch clears them at once.
struct NewsFeedState: Equatable {
    /// What happened while paging.
    enum Event {
        /// A generation began for the source at `sourceIndex`, titled `title`.
        case started(generation: Int, sourceIndex: Int, title: String, clearing: Bool)
        /// The page at `offset` was asked for.
        case loading(generation: Int, offset: Int)
        /// The page at `offset` arrived.
        case loaded(generation: Int, offset: Int, page: NewsPage)
        /// The page at `offset` failed.
        case failed(generation: Int, offset: Int, error: NewsError)
    }

    var generation = -1
    var sourceIndex = 0
    var sourceTitle = ""
    /// The stories shown, without repeats, in the order their pages came.
    var items: [NewsItem] = []
    var ids: Set<String> = []
    var skipped = 0
    /// The offset of the page after the shown ones (nil: no more).
    var nextOffset: Int? = 0
    var load = NewsLoadState.loading(offset: 0, count: 0)

    mutating func apply(_ event: Event) {
        switch event {
        case .started(let generation, let sourceIndex, let title, let clearing):
            self.generation = generation
            self.sourceIndex = sourceIndex
            sourceTitle = title
            if clearing {
                items = []
                ids = []
                skipped = 0
                nextOffset = 0
            }
            load = .loading(offset: 0, count: items.count)
        case .loading(let generation, let offset):
            guard generation == self.generation else { return }
            load = .loading(offset: offset, count: items.count)
        case .loaded(let generation, let offset, let page):
            guard generation == self.generation else { return }
            if offset == 0 {
                items = []
                ids = []
                skipped = 0
            }
            for item in page.items where ids.insert(item.id).inserted {
                items.append(item)
            }
            skipped += page.skipped
            nextOffset = page.nextOffset
            sourceTitle = page.sourceTitle
            load = .loaded(count: items.count, skipped: skipped, hasMore: page.nextOffset != nil)
        case .failed(let generation, let offset, let error):
            guard generation == self.generation else { return }
            load = .failed(error, offset: offset, count: items.count)
        }
    }
}
