import AppCoreSupport
import AppSupport
import Foundation
import RxCore
import TerminalUI
import TweetieCore

/// What `o` does on a timeline: opens the selected tweet's link in the browser, or, when
/// it has several, asks which one in the banner ("1 github.com · 2 example.org") and
/// opens the one whose digit is pressed next (Esc, or any other key, puts the question
/// away). `banners(over:)` says what happened: the page opened, the browser's error, the
/// question, or that the tweet has no link. What it said about a finished opening goes
/// away with the next key (which still reaches the screen) or when the screen is left
/// (`dismiss()`); "Opened … in the browser." also by itself after `outcomeLifetime`.
///
/// The view controller owns it, sends `o`'s tweet to `open(_:)` and gives it each key
/// first (`handleKey`). Use from the main queue only.
final class LinkOpener {
    /// How long "Opened … in the browser." stays: long enough to read, not a banner for
    /// good. The browser's errors stay until a key, since they carry the link to copy.
    static let outcomeLifetime: RxTimeInterval = .seconds(5)

    /// The screen's own banner (`state`) with what `o` said over it: the question stays
    /// while it is asked, and what opening did stays until the screen's banner changes,
    /// a key puts it away, or (when it went well) `outcomeLifetime` passed.
    func banners(over state: Observable<Banner?>) -> Observable<Banner?> {
        let shown = (state: Banner?.none, opener: Banner?.none)
        return Observable.merge(state.distinctUntilChanged().map { BannerEvent.state($0) },
                                bannerRelay.map { BannerEvent.opener($0) })
            .scan(shown) { [weak self] current, event in
                switch event {
                case .state(let banner):
                    let asking = self?.choices.isEmpty == false
                    return (banner, asking ? current.opener : nil)
                case .opener(let banner):
                    return (current.state, banner)
                }
            }
            .map { $0.opener ?? $0.state }
    }
    /// Whether the banner is asking which link to open.
    private(set) var choices: [URL] = []

    private let openPage: PageOpener
    private let bannerRelay = PublishRelay<Banner?>()
    /// The page being opened, whose outcome is still to be said; a newer one replaces it.
    private let opening = SerialDisposable()
    private let noun: PostNoun
    /// Times `outcomeLifetime` (the view model's scheduler: the main one in the app).
    private let scheduler: SchedulerType
    /// Whether the banner shows what a finished opening said (a key puts it away).
    private var showsOutcome = false

    /// An opener that starts the browser with `openPage` (`Browser.open`; tests record
    /// it), naming the items in `noun` (`TweetLinks` words what it says), timing how long
    /// a good outcome stays on `scheduler`.
    init(openPage: @escaping PageOpener, noun: PostNoun = .tweet, scheduler: SchedulerType = MainScheduler.instance) {
        self.openPage = openPage
        self.noun = noun
        self.scheduler = scheduler
    }

    /// Puts away whatever `o` shows (the question, the opening's outcome), as leaving the
    /// screen does; an opening still running says nothing more.
    func dismiss() {
        choices = []
        opening.disposable = Disposables.create()
        showsOutcome = false
        bannerRelay.accept(nil)
    }

    /// `o` on `tweet` (nil when nothing is selected).
    func open(_ tweet: Tweet?) {
        guard let tweet else {
            choices = []
            bannerRelay.accept(TweetLinks.noSelection(noun))
            return
        }
        let links = TweetLinks.urls(in: tweet)
        switch links.count {
        case 0:
            choices = []
            bannerRelay.accept(TweetLinks.noLink(noun))
        case 1:
            choose(links[0])
        default:
            choices = Array(links.prefix(TweetLinks.maxChoices))
            bannerRelay.accept(.info(Self.question(for: choices)))
        }
    }

    /// While the question is shown: a listed digit opens its link, Esc cancels (both
    /// consumed); any other key cancels and is left to the screen. Otherwise false, and
    /// a key puts away what a finished opening said.
    func handleKey(_ key: Key) -> Bool {
        guard !choices.isEmpty else {
            if showsOutcome { dismiss() }
            return false
        }
        if case .character(let character) = key, let digit = character.wholeNumberValue, (1...choices.count).contains(digit) {
            choose(choices[digit - 1])
            return true
        }
        choices = []
        bannerRelay.accept(nil)
        return key == .escape
    }

    private func choose(_ url: URL) {
        choices = []
        showsOutcome = false
        let scheduler = self.scheduler
        // The first banner is "Opening …"; the next one is the outcome.
        opening.disposable = Banner.opening(url, with: openPage)
            .enumerated()
            .flatMapLatest { index, banner -> Observable<(Banner?, isOutcome: Bool)> in
                let shown = Observable.just((Optional(banner), isOutcome: index > 0))
                guard index > 0, banner.kind != .error else { return shown }
                let gone = Observable<Int>.timer(LinkOpener.outcomeLifetime, scheduler: scheduler).map { _ in (Banner?.none, isOutcome: false) }
                return shown.concat(gone)
            }
            .subscribe(onNext: { [weak self] banner, isOutcome in
                self?.showsOutcome = isOutcome
                self?.bannerRelay.accept(banner)
            })
    }

    /// The core's question with how to answer it here: "Open which link? 1 github.com ·
    /// 2 example.org (1-2; Esc cancels)".
    static func question(for links: [URL]) -> String {
        TweetLinks.question(for: links) + " (1-\(links.count); Esc cancels)"
    }
}

/// A change to one of the two banners `LinkOpener.banners(over:)` shows.
private enum BannerEvent {
    case state(Banner?)
    case opener(Banner?)
}
