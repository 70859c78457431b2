import Foundation

/// The list a `NewsViewModel` shows, as a value folded from paging events.
///
/// A generation is one run of paging: the first source, each source switch and each
/// reload start one. Events of an older generation are ignored. A reload keeps the
/// stories shown until its first page arrives (so a failed reload loses nothing); a
/// source switch clears them at once. A generation that starts empty shows the source's
/// stored stories, if any, until its first page arrives; a failed (or stood-in) first
/// page leaves them shown.
///
/// Pages are kept as they came (`pages`), so appending one copies a list of pages, not
/// every story: each state is sent on while the next is being made, and a copy of the
/// whole list per page would cost O(stories) time and memory each time.
struct NewsFeedState {
    /// What happened while paging.
    enum Event {
        /// A generation began for the source at `sourceIndex`, titled `title`; when it
        /// clears the list, the source's `stored` stories are shown until a page arrives.
        case started(generation: Int, sourceIndex: Int, title: String, clearing: Bool, stored: StoredStories?)
        /// The page at `offset` was asked for.
        case loading(generation: Int, offset: Int)
        /// The page at `offset` arrived.
        case loaded(generation: Int, offset: Int, page: NewsPage)
        /// The page at `offset` failed.
        case failed(generation: Int, offset: Int, error: NewsError)
        /// The source's `stored` stories, read only once its first page failed or was
        /// stood in for (`NewsEnvironment.showsStoredStoriesWhileLoading` off): shown
        /// when the list is still empty, as a start's are.
        case storedRead(generation: Int, stored: StoredStories)
    }

    var generation = -1
    var sourceIndex = 0
    var sourceTitle = ""
    /// The stories shown, a page at a time, without repeats, in the order the pages came.
    var pages: [[NewsItem]] = []
    /// How many stories `pages` holds.
    var count = 0
    /// The ids in `pages`, kept by reference so that copying a state does not copy them;
    /// only `apply` adds to them, and starting over makes a new set.
    private var ids = StoryIDs()
    var skipped = 0
    /// The offset of the page after the shown ones (nil: no more).
    var nextOffset: Int? = 0
    var load = NewsLoadState.loading(offset: 0, count: 0)
    /// When the stories shown were fetched, while they are the stored ones (nil once a
    /// fresh first page arrived).
    var storedAt: Date?
    /// The source's feed moved for good (its first page said so), nil when not.
    var moved: FeedMove?

    mutating func apply(_ event: Event) {
        switch event {
        case .started(let generation, let sourceIndex, let title, let clearing, let stored):
            self.generation = generation
            self.sourceIndex = sourceIndex
            sourceTitle = title
            if clearing {
                startOver()
                nextOffset = 0
                if let stored { show(stored) }
            }
            load = .loading(offset: 0, count: count)
        case .loading(let generation, let offset):
            guard generation == self.generation else { return }
            load = .loading(offset: offset, count: count)
        case .loaded(let generation, let offset, let page):
            guard generation == self.generation else { return }
            if offset == 0, page.standsIn, storedAt != nil {
                // The demo standing in for a source that cannot be reached: its own
                // stored stories say more than the demo does.
                load = .failed(.network("no answer from \(sourceTitle)", offline: true), offset: 0, count: count)
                return
            }
            if offset == 0 {
                startOver()
                moved = page.moved
            }
            let fresh = page.items.filter { ids.insert($0.id) }
            if !fresh.isEmpty {
                pages.append(fresh)
                count += fresh.count
            }
            skipped += page.skipped
            nextOffset = page.nextOffset
            sourceTitle = page.sourceTitle
            load = .loaded(count: count, skipped: skipped, hasMore: page.nextOffset != nil)
        case .failed(let generation, let offset, let error):
            guard generation == self.generation else { return }
            load = .failed(error, offset: offset, count: count)
        case .storedRead(let generation, let stored):
            guard generation == self.generation, count == 0 else { return }
            show(stored)
        }
    }

    /// Every story, in order.
    var items: [NewsItem] { pages.count == 1 ? pages[0] : Array(pages.joined()) }

    /// The id of the list's last story, nil while it is empty.
    var lastID: String? { pages.last?.last?.id }

    /// Shows `stored` in an empty list; paging goes on from the fresh first page.
    private mutating func show(_ stored: StoredStories) {
        let shown = stored.items.filter { ids.insert($0.id) }
        guard !shown.isEmpty else { return }
        pages = [shown]
        count = shown.count
        nextOffset = nil
        storedAt = stored.fetchedAt
        // A feed is named by its address until a page says its title.
        if let title = stored.title { sourceTitle = title }
    }

    private mutating func startOver() {
        storedAt = nil
        pages = []
        count = 0
        skipped = 0
        moved = nil
        ids = StoryIDs()
    }
}

/// The ids of the stories of one run of pages, kept by reference so that states can be
/// copied without copying it. Only the state that owns it adds to it (inside `scan`,
/// one event at a time).
private final class StoryIDs {
    private var ids: Set<String> = []

    /// Adds `id`; whether it was new.
    func insert(_ id: String) -> Bool {
        ids.insert(id).inserted
    }
}
