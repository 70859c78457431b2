import AppCoreSupport
import AppSupport
import Foundation
import RxCore
import RxImages
import TerminalUI
import TweetieCore

/// One person's timeline: binds `PersonTimelineViewModel`'s title, tweets and error to
/// the title bar, a table of tweets and a banner; a spinner shows until the first
/// response (or error). `o` opens the selected tweet's link, as on the list.
///
/// Use from the main queue only.
public final class PersonTimelineViewController: ViewController, TableViewDelegate {
    /// The view model bound.
    public let viewModel: PersonTimelineViewModel
    /// Where segues go (none from this screen yet; kept for the documents' shape).
    public let navigator: Navigator

    /// Spins until the first response.
    let spinner: Spinner
    /// The last fetch error; hidden otherwise.
    let messageView = MessageView()
    /// The tweets.
    let tableView = TimelineTableView()
    /// Opens the selected tweet's link (a numbered question when it has several).
    let openCommand = KeyCommand(key: .character("o"), title: "Open link")

    private var tweets: [Tweet] = []
    private let linkOpener: LinkOpener?
    private let clock: () -> Date
    private let scheduler: SchedulerType
    private let timeFormatter: RelativeTimeFormatter
    private let heights = RowHeightCache<Int64>()
    /// Loads the authors' pictures; nil when pictures are off.
    private let imageLoader: ImageLoader?
    private let disposeBag = DisposeBag()

    /// A screen for `viewModel`; `openPage`, `clock` and `timeZone` as for the list
    /// timeline, `scheduler` runs the spinner and the clock that ages relative times,
    /// `imageLoader` loads the authors' pictures (nil shows none).
    public init(viewModel: PersonTimelineViewModel, navigator: Navigator,
                openPage: PageOpener? = nil, clock: @escaping () -> Date = Date.init,
                timeZone: TimeZone = .current, scheduler: SchedulerType = MainScheduler.instance, imageLoader: ImageLoader? = nil) {
        self.imageLoader = imageLoader
        self.viewModel = viewModel
        self.navigator = navigator
        self.clock = clock
        linkOpener = openPage.map { LinkOpener(openPage: $0, noun: viewModel.noun) }
        self.scheduler = scheduler
        timeFormatter = RelativeTimeFormatter(timeZone: timeZone)
        spinner = Spinner(title: "Loading \(viewModel.noun.plural)…", scheduler: scheduler)
        super.init()
    }

    /// Keys (`o` when a browser is given), and how many tweets are shown.
    let statusBar = RankedStatusBar(hints: [], importance: ["?", "Esc", "o", "q"])

    public override func loadView() {
        view = StackView(arrangedSubviews: [messageView, spinner, tableView, statusBar])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "@\(viewModel.username)"
        tableView.register(TweetCell.self, forCellReuseIdentifier: TweetCell.identifier)
        // Enter does nothing here (the author's own timeline is this one): help does not offer it.
        tableView.selectionTitle = nil
        tableView.rx.setDelegate(self).disposed(by: disposeBag)
        focusedView = tableView
        keyCommands = [openCommand]
        openCommand.isEnabled = linkOpener != nil
        statusBar.hints = [KeyHint(key: "Esc", title: "Back")] + (linkOpener == nil ? [] : [KeyHint(key: "o", title: "Link")])
            + [KeyHint(key: "?", title: "Help"), KeyHint(key: "q", title: "Quit")]
        messageView.reservesSpace = true
        bindUI()
    }

    private func bindUI() {
        // Relative times age while the rows stay on screen.
        tableView.reloadVisibleRows(every: .seconds(60), scheduler: scheduler)
            .disposed(by: disposeBag)

        viewModel.title
            .map { Optional($0) }
            .drive(rx.title)
            .disposed(by: disposeBag)

        let timeFormatter = self.timeFormatter
        let clock = self.clock
        let imageLoader = self.imageLoader
        viewModel.tweets
            .do(onNext: { [weak self] in self?.tweets = $0 })
            .asObservable().bind(to: tableView.rx.items(cellIdentifier: TweetCell.identifier, cellType: TweetCell.self)) { _, tweet, cell in
                cell.update(with: tweet, time: timeFormatter.string(for: tweet.createdAt, now: clock()))
                cell.showAvatar(tweet.avatarURL, loader: imageLoader)
            }
            .disposed(by: disposeBag)

        // Loading until the title names the person: the view model does so at the first
        // response, a failed one included.
        viewModel.title
            .map { !$0.hasPrefix("@") }
            .distinctUntilChanged()
            .drive(spinner.rx.isAnimating)
            .disposed(by: disposeBag)

        let noun = viewModel.noun
        Driver.combineLatest(viewModel.tweets, viewModel.skippedTweets, viewModel.olderPages) { tweets, skipped, older in
            StatusLine.adding(older, to: noun.count(tweets.count) + StatusLine.skipped(skipped))
        }
        .drive(statusBar.rx.message)
        .disposed(by: disposeBag)

        // Older tweets when the reader gets to the end, with a "loading…" line under the
        // last tweet until they arrive or fail.
        let loadOlder = viewModel.loadOlder
        tableView.onReachedEnd = { loadOlder.accept(()) }
        viewModel.isLoadingOlder
            .drive(Binder(self) { viewController, loading in
                viewController.tableView.footnote = loading ? viewController.tweets.last.map { (ListTimelineViewController.loadingOlderNote(noun), $0.id) } : nil
            })
            .disposed(by: disposeBag)

        // Polled like the list: the banner keeps its line, so the tweets do not move
        // down and back on every failed poll. A person with nothing to show is said so,
        // once the first answer came: a blank screen looked like a load that never ended.
        let username = viewModel.username
        let answeredEmpty = Driver.combineLatest(viewModel.title.map { $0.hasPrefix("@") }, viewModel.tweets.map(\.isEmpty)) { $0 && $1 }
        let stateBanner = Driver.combineLatest(viewModel.errorMessage.startWith(nil), answeredEmpty) { error, empty -> Banner? in
            if let error { return Banner(text: error, kind: .error) }
            return empty ? Banner(text: "@\(username) has no \(noun.plural) to show.", kind: .info) : nil
        }
        .asObservable()
        (linkOpener?.banners(over: stateBanner) ?? stateBanner)
            .bind(to: messageView.rx.reservedBanner)
            .disposed(by: disposeBag)

        openCommand.rx.tap
            .subscribe(onNext: { [weak self] in
                guard let self else { return }
                let row = self.tableView.indexPathForSelectedRow?.row
                self.linkOpener?.open(row.flatMap { $0 < self.tweets.count ? self.tweets[$0] : nil })
            })
            .disposed(by: disposeBag)
    }

    /// The link question gets keys first while it is asked.
    public override func handleKey(_ key: Key) -> Bool {
        if linkOpener?.handleKey(key) == true { return true }
        return super.handleKey(key)
    }

    // MARK: - TableViewDelegate

    /// As many lines as the tweet's wrapped text (and its details) need at the table's width.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        guard indexPath.row < tweets.count else { return 1 }
        let tweet = tweets[indexPath.row]
        return heights.height(for: tweet.id, width: tableView.frame.width) {
            TweetCell.height(for: tweet, width: TweetAvatar.textWidth(tableWidth: tableView.frame.width, showsPictures: imageLoader != nil))
        }
    }
}
