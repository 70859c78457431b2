import AppCoreSupport
import AppSupport
import Foundation
import RxCore
import RxImages
import TerminalUI
import TweetieCore

/// One person's timeline: binds `PersonTimelineViewModel`'s title, tweets, banner and
/// status to the title bar, a table of tweets, a banner and the status bar; a spinner
/// shows the view model's activity until the first response (or error). `o` opens the
/// selected tweet's link, as on the list. Every word shown is the view model's.
///
/// Use from the main queue only.
public final class PersonTimelineViewController: ViewController, TableViewDelegate {
    /// The view model bound.
    public let viewModel: PersonTimelineViewModel
    /// Where segues go (none from this screen yet; kept for the documents' shape).
    public let navigator: Navigator

    /// Spins until the first response.
    let spinner: Spinner
    /// The view model's banner; its line is kept.
    let messageView = MessageView()
    /// The tweets.
    let tableView = TimelineTableView()
    /// Opens the selected tweet's link (a numbered question when it has several).
    let openCommand = KeyCommand(key: .character("o"), title: TimelineAction.openLink.title)
    /// Keys (`o` on a tweet with links, when a browser is given), and the status.
    let statusBar = RankedStatusBar(hints: [], importance: ["?", "Esc", "o", "q"])

    private var tweets: [Tweet] = []
    private var actions: Set<TimelineAction> = []
    private let linkOpener: LinkOpener?
    private let heights = RowHeightCache<Int64>()
    /// Loads the authors' pictures; nil when pictures are off.
    private let imageLoader: ImageLoader?
    private let disposeBag = DisposeBag()

    /// A screen for `viewModel`; `openPage` as for the list timeline, `imageLoader` loads
    /// the authors' pictures (nil shows none). The view model's environment gives the
    /// clock, time zone and scheduler.
    public init(viewModel: PersonTimelineViewModel, navigator: Navigator, openPage: PageOpener? = nil, imageLoader: ImageLoader? = nil) {
        self.imageLoader = imageLoader
        self.viewModel = viewModel
        self.navigator = navigator
        linkOpener = openPage.map { LinkOpener(openPage: $0, noun: viewModel.noun, scheduler: viewModel.environment.scheduler) }
        spinner = Spinner(title: viewModel.activity, scheduler: viewModel.environment.scheduler)
        super.init()
    }

    public override func loadView() {
        view = StackView(arrangedSubviews: [messageView, spinner, tableView, statusBar])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TweetCell.self, forCellReuseIdentifier: TweetCell.identifier)
        tableView.estimatedRowHeight = TweetCell.estimatedHeight
        // Enter does nothing here (the author's own timeline is this one): help does not offer it.
        tableView.selectionTitle = nil
        tableView.rx.setDelegate(self).disposed(by: disposeBag)
        focusedView = tableView
        keyCommands = [openCommand]
        openCommand.isEnabled = linkOpener != nil
        updateHints()
        messageView.reservesSpace = true
        bindUI()
    }

    private func bindUI() {
        let viewModel = self.viewModel
        let environment = viewModel.environment
        // Relative times age while the rows stay on screen.
        tableView.reloadVisibleRows(every: .seconds(60), scheduler: environment.scheduler)
            .disposed(by: disposeBag)

        viewModel.title
            .map(Optional.some)
            .drive(rx.title)
            .disposed(by: disposeBag)

        let timeFormatter = RelativeTimeFormatter(timeZone: environment.timeZone)
        let clock = environment.now
        let imageLoader = self.imageLoader
        viewModel.tweets
            .do(onNext: { [weak self] in self?.tweets = $0 })
            .asObservable().bind(to: tableView.rx.items(cellIdentifier: TweetCell.identifier, cellType: TweetCell.self)) { _, tweet, cell in
                cell.update(with: tweet, time: timeFormatter.string(for: tweet.createdAt, now: clock()))
                cell.showAvatar(tweet.avatarURL, loader: imageLoader)
            }
            .disposed(by: disposeBag)

        viewModel.isLoading
            .drive(spinner.rx.isAnimating)
            .disposed(by: disposeBag)

        viewModel.status
            .map { $0.text() }
            .drive(statusBar.rx.message)
            .disposed(by: disposeBag)

        // Older tweets when the reader gets to the end, with the view model's note under
        // the last tweet until they arrive or fail.
        let loadOlder = viewModel.loadOlder
        tableView.onReachedEnd = { loadOlder.accept(()) }
        viewModel.olderNote
            .drive(Binder(self) { viewController, note in
                viewController.tableView.footnote = note.flatMap { note in viewController.tweets.last.map { (note, $0.id) } }
            })
            .disposed(by: disposeBag)

        // Polled like the list: the banner keeps its line, so the tweets do not move
        // down and back on every failed poll.
        let banner = viewModel.banner.asObservable()
        (linkOpener?.banners(over: banner) ?? banner)
            .bind(to: messageView.rx.reservedBanner)
            .disposed(by: disposeBag)

        // The selected tweet, and the keys of what applies to it.
        tableView.onLayout = { [weak self] _ in
            guard let self else { return }
            let selected = self.selectedTweet
            if selected != viewModel.selectedTweet.value { viewModel.selectedTweet.accept(selected) }
        }
        viewModel.actions
            .drive(Binder(self) { viewController, actions in
                viewController.actions = actions
                viewController.updateHints()
            })
            .disposed(by: disposeBag)

        openCommand.rx.tap
            .subscribe(onNext: { [weak self] in self?.linkOpener?.open(self?.selectedTweet) })
            .disposed(by: disposeBag)
    }

    /// The selected tweet, nil when none is.
    private var selectedTweet: Tweet? {
        tableView.indexPathForSelectedRow.flatMap { $0.row < tweets.count ? tweets[$0.row] : nil }
    }

    /// Esc, `o` when the selected tweet has links (and a browser is given), help, quit.
    private func updateHints() {
        let link = actions.contains(.openLink) && linkOpener != nil
        let hints = [KeyHint(key: "Esc", title: "Back")] + (link ? [KeyHint(key: "o", title: TimelineAction.openLink.shortTitle)] : [])
            + [KeyHint(key: "?", title: "Help"), KeyHint(key: "q", title: "Quit")]
        if statusBar.hints != hints { statusBar.hints = hints }
    }

    /// The link question gets keys first while it is asked.
    public override func handleKey(_ key: Key) -> Bool {
        if linkOpener?.handleKey(key) == true { return true }
        return super.handleKey(key)
    }

    /// What `o` said is about this screen: it goes when the screen does.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        linkOpener?.dismiss()
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
