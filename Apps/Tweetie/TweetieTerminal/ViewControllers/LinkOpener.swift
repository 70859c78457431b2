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
/// question, or that the tweet has no link.
///
/// The view controller owns it, sends `o`'s tweet to `open(_:)` and gives it each key
/// first (`handleKey`). Use from the main queue only.
final class LinkOpener {
    /// The screen's own banner (`state`) with what `o` said over it: the question stays
    /// while it is asked, and what opening did stays until the screen's banner changes
    /// or a key puts it away.
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

    /// An opener that starts the browser with `openPage` (`Browser.open`; tests record
    /// it), naming the items in `noun` (`TweetLinks` words what it says).
    init(openPage: @escaping PageOpener, noun: PostNoun = .tweet) {
        self.openPage = openPage
        self.noun = noun
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
    /// consumed); any other key cancels and is left to the screen. Otherwise false.
    func handleKey(_ key: Key) -> Bool {
        guard !choices.isEmpty else { return false }
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
        let bannerRelay = self.bannerRelay
        opening.disposable = Banner.opening(url, with: openPage).subscribe(onNext: { bannerRelay.accept($0) })
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
