import AppCoreSupport
import Foundation
import RxCore

/// One story to read: its title, a byline (source, author, date, points, comments), the
/// whole text with its numbered links listed below it, the pages to open in a browser
/// (the story's link, a numbered link, the discussion) and which of them the story has
/// (`actions`), and the banner: why nothing was opened, or what opening a page did.
///
/// Inputs are sent from the main queue; outputs are Drivers and Signals.
public final class ArticleViewModel {
    // MARK: - Init

    /// The story shown.
    public let item: NewsItem

    private let dateFormatter: DateFormatter

    /// The story `item`, its date written in `timeZone`.
    public init(item: NewsItem, timeZone: TimeZone = .current) {
        self.item = item
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "EEE d MMM yyyy HH:mm"
        dateFormatter = formatter
        let byline = ArticleViewModel.byline(of: item, dateFormatter: formatter)
        let text = ArticleViewModel.text(of: item)
        let pages = ArticleViewModel.links(of: item)
        let body = ArticleViewModel.body(text: text, links: pages)
        // Delivered on subscription: the screen has them for its first frame.
        title = Observable.just(item.title).asDriver(onErrorJustReturn: item.title)
        self.byline = Observable.just(byline).asDriver(onErrorJustReturn: byline)
        self.text = Observable.just(text).asDriver(onErrorJustReturn: text)
        self.links = Observable.just(pages).asDriver(onErrorJustReturn: pages)
        self.body = Observable.just(body).asDriver(onErrorJustReturn: body)

        let links = item.links
        let story = item.link
        // A discussion that is the story's own page (Ask HN) is no second page: no `c`,
        // as the link list and the web page leave it out.
        let discussion = item.discussionURL.flatMap { $0 == story ? nil : $0 }
        var actions: Set<ArticleAction> = []
        if story != nil { actions.insert(.openStory) }
        if !links.isEmpty { actions.insert(.openNumberedLink) }
        if discussion != nil { actions.insert(.openDiscussion) }
        self.actions = Observable.just(actions).asDriver(onErrorJustReturn: actions)
        let requests = Observable.merge(
            openLink.map { story.map(LinkRequest.open) ?? .missing("This story has no link.") },
            openNumberedLink.map { number in
                links.indices.contains(number - 1) ? .open(links[number - 1])
                    : .missing(ArticleViewModel.noLink(number, count: links.count))
            },
            openDiscussion.map { discussion.map(LinkRequest.open) ?? .missing("This story has no discussion page.") }
        )
        .share()
        openURL = requests.compactMap { if case .open(let url) = $0 { return url } else { return nil } }
            .asSignal(onErrorSignalWith: .empty())
        let notices = requests.compactMap { request -> Banner? in
            if case .missing(let text) = request { return .info(text) } else { return nil }
        }
        banner = Observable.merge(notices, browserBanner.asObservable())
            .map(Optional.some)
            .startWith(nil)
            .asDriver(onErrorJustReturn: nil)
    }

    // MARK: - Input

    /// Open the story's link.
    public let openLink = PublishRelay<Void>()
    /// Open link number n of the text (1-based, as numbered).
    public let openNumberedLink = PublishRelay<Int>()
    /// Open the discussion page, for Hacker News.
    public let openDiscussion = PublishRelay<Void>()
    /// What opening a page of `openURL` says, as the front end's browser reports it
    /// ("Opening …", "Opened …", or why not): shown in `banner`.
    public let browserBanner = PublishRelay<Banner>()

    // MARK: - Output

    /// The headline.
    public let title: Driver<String>
    /// Source, author, date, points and comments: "news.ycombinator.com · by pg · Wed 14 Aug 2024 15:14 · 120 points · 48 comments".
    public let byline: Driver<String>
    /// The story's text, or its digest, or a note that there is none.
    public let text: Driver<String>
    /// The pages the story leads to, in the order the text lists them: the numbered links,
    /// then the story's page, then the discussion page (when it is not the story's page).
    public let links: Driver<[ArticleLink]>
    /// `text`, then `links` as lines: the numbered ones under `linksHeading`, then
    /// "Story: …" and "Discussion: …" (for a front end showing one block of text).
    public let body: Driver<String>
    /// The heading over the numbered links.
    public static let linksHeading = "Links"
    /// Which of the story's pages there are to open: the actions that apply.
    public let actions: Driver<Set<ArticleAction>>
    /// A page to open in the browser, each time one is asked for.
    public let openURL: Signal<URL>
    /// What the screen says above the text: why nothing was opened ("There is no link
    /// 7…"), or what opening a page did (`browserBanner`); nil until then.
    public let banner: Driver<Banner?>

    // MARK: - Building

    private enum LinkRequest {
        case open(URL)
        case missing(String)
    }

    static func byline(of item: NewsItem, dateFormatter: DateFormatter) -> String {
        var parts: [String] = []
        if !item.source.isEmpty { parts.append(item.source) }
        if let author = item.author { parts.append("by \(author)") }
        if let date = item.publishedAt { parts.append(dateFormatter.string(from: date)) }
        if let points = item.pointsText { parts.append(points) }
        if let comments = item.commentsText { parts.append(comments) }
        return parts.joined(separator: " · ")
    }

    static func text(of item: NewsItem) -> String {
        if !item.text.isEmpty { return item.text }
        if !item.digest.isEmpty { return item.digest }
        return item.link == nil ? "No text comes with this story." : "No text comes with this story: open it in the browser."
    }

    static func links(of item: NewsItem) -> [ArticleLink] {
        var links = item.links.enumerated().map { ArticleLink(kind: .numbered($0.offset + 1), url: $0.element) }
        if let link = item.link { links.append(ArticleLink(kind: .story, url: link)) }
        if let discussion = item.discussionURL, discussion != item.link { links.append(ArticleLink(kind: .discussion, url: discussion)) }
        return links
    }

    static func body(text: String, links: [ArticleLink]) -> String {
        var sections = [text]
        var numbered: [String] = []
        var pages: [String] = []
        for link in links {
            if case .numbered = link.kind {
                numbered.append("\(link.label) \(link.url.absoluteString)")
            } else {
                pages.append("\(link.label): \(link.url.absoluteString)")
            }
        }
        if !numbered.isEmpty { sections.append(([linksHeading] + numbered).joined(separator: "\n")) }
        if !pages.isEmpty { sections.append(pages.joined(separator: "\n")) }
        return sections.joined(separator: "\n\n")
    }
}

extension ArticleViewModel {
    /// What a digit with no link says: "There is no link 7; the links go from 1 to 3.",
    /// or, for one link, "There is no link 7; this story has only link 1." (not "from 1 to 1").
    static func noLink(_ number: Int, count: Int) -> String {
        switch count {
        case 0: return "This story has no numbered links."
        case 1: return "There is no link \(number); this story has only link 1."
        default: return "There is no link \(number); the links go from 1 to \(count)."
        }
    }
}
