import AppCoreSupport
import AppSupport
import Differentiator
import Foundation
import RxCore
import RxImages
import TerminalUI
import TweetieCore

/// The combined timeline of a list: binds `ListTimelineViewModel`'s outputs to a table of
/// tweets, a banner and the status bar, and sends the user's events (members, scrolling,
/// the selection, appearing) back. Nothing else: fetching, storing and every word shown
/// are the view model's; it chooses the keys and the layout.
///
/// - Title the view model's; `m` (a bar item) shows the members through the navigator,
///   throttled so a double press opens one screen; Enter on a tweet shows its author's
///   timeline, `u` on a repost the reposter's; `o` opens its link in the browser (asking
///   which, by number, when it has several; see `LinkOpener`). The status bar offers the
///   keys of the view model's `actions` for the selected tweet.
/// - Tweets come as a live query's change sets: new ones pour in highlighted, the
///   selected tweet stays selected; rows are as tall as their wrapped text.
/// - The banner keeps its line, blank when there is nothing to say, so the list never moves.
/// - The status line is the view model's, with `g` after "N new ↑"; `r` refreshes now.
/// - Fetching pauses while the screen is not visible; the tweet at the top of the screen
///   is sent back as `topVisibleTweet`, and the first load selects `readingPosition`.
/// - The selection reaching the last row asks for older tweets (`loadOlder`).
///
/// Use from the main queue only.
public final class ListTimelineViewController: ViewController, TableViewDelegate {
    /// The view model bound.
    public let viewModel: ListTimelineViewModel
    /// Where segues go.
    public let navigator: Navigator

    /// The tweets.
    let tableView = TimelineTableView()
    /// The view model's banner; its line is kept, blank, when there is nothing to say.
    let messageView = MessageView()
    /// Keys, and the view model's status. `m` is left to the title bar (its bar item); the
    /// least important keys give way to the status when both do not fit (at 80 columns,
    /// `q` beside a repost's `u`).
    let statusBar = RankedStatusBar(hints: [], importance: ["?", "Enter", "o", "u", "r", "q"])
    /// Opens the members screen.
    let membersItem = BarButtonItem(key: .character("m"), title: TimelineAction.members.title)
    /// Opens the selected tweet's link (a numbered question when it has several).
    let openCommand = KeyCommand(key: .character("o"), title: TimelineAction.openLink.title)
    /// Fetches now.
    let refreshCommand = KeyCommand(key: .character("r"), title: TimelineAction.refresh.title)
    /// Opens the timeline of who reposted the selected tweet; enabled on reposts only
    /// (Enter opens the original author).
    let reposterCommand = KeyCommand(key: .character("u"), title: TimelineAction.reposter.title)

    private let linkOpener: LinkOpener?
    private let heights = RowHeightCache<Int64>()
    /// Loads the authors' pictures; nil when pictures are off.
    private let imageLoader: ImageLoader?
    private let dataSource: RxTableViewChangesetDataSource<Tweet>
    private let topRows = PublishRelay<Int64>()
    private var actions: Set<TimelineAction> = []
    private var appliedReadingPosition = false
    private let disposeBag = DisposeBag()

    /// A screen for `viewModel`, showing segues through `navigator`; the view model's
    /// environment gives the clock and time zone of relative times and the scheduler of
    /// the members throttle, the new-tweet highlight and aging times.
    ///
    /// - Parameters:
    ///   - openPage: Opens a page in the browser (`Browser.open`; tests record it); nil
    ///     leaves `o` out.
    ///   - imageLoader: Loads the authors' pictures beside the tweets; nil shows none.
    public init(viewModel: ListTimelineViewModel, navigator: Navigator, openPage: PageOpener? = nil, imageLoader: ImageLoader? = nil) {
        self.imageLoader = imageLoader
        self.viewModel = viewModel
        self.navigator = navigator
        let environment = viewModel.environment
        linkOpener = openPage.map { LinkOpener(openPage: $0, noun: viewModel.noun, scheduler: environment.scheduler) }
        let timeFormatter = RelativeTimeFormatter(timeZone: environment.timeZone)
        let clock = environment.now
        dataSource = RxTableViewChangesetDataSource(highlightDuration: .seconds(3), scheduler: environment.scheduler) { _, tableView, indexPath, tweet in
            let cell = tableView.dequeueReusableCell(withIdentifier: TweetCell.identifier, for: indexPath)
            (cell as? TweetCell)?.update(with: tweet, time: timeFormatter.string(for: tweet.createdAt, now: clock()))
            (cell as? TweetCell)?.showAvatar(tweet.avatarURL, loader: imageLoader)
            return cell
        }
        super.init()
    }

    public override func loadView() {
        view = StackView(arrangedSubviews: [messageView, tableView, statusBar])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = membersItem
        keyCommands = [refreshCommand, openCommand, reposterCommand]
        openCommand.isEnabled = linkOpener != nil
        reposterCommand.isEnabled = false
        updateHints()
        tableView.selectionTitle = TimelineAction.author.title
        tableView.register(TweetCell.self, forCellReuseIdentifier: TweetCell.identifier)
        // A start with 10,000 stored posts measures only the screenful it shows.
        tableView.estimatedRowHeight = TweetCell.estimatedHeight
        tableView.rx.setDelegate(self).disposed(by: disposeBag)
        focusedView = tableView
        messageView.reservesSpace = true
        bindUI()
    }

    private func bindUI() {
        let viewModel = self.viewModel
        let scheduler = viewModel.environment.scheduler
        // Relative times age while the rows stay on screen.
        tableView.reloadVisibleRows(every: .seconds(60), scheduler: scheduler)
            .disposed(by: disposeBag)

        viewModel.title
            .map(Optional.some)
            .drive(rx.title)
            .disposed(by: disposeBag)

        // The members, the author, the reposter: segues the view model names.
        membersItem.rx.tap
            .throttle(.milliseconds(500), latest: false, scheduler: scheduler)
            .subscribe(onNext: { [weak self] in self?.show(.members) })
            .disposed(by: disposeBag)
        reposterCommand.rx.tap
            .subscribe(onNext: { [weak self] in self?.show(.reposter) })
            .disposed(by: disposeBag)
        tableView.rx.modelSelected(Tweet.self)
            .subscribe(onNext: { [weak self] _ in self?.show(.author) })
            .disposed(by: disposeBag)

        refreshCommand.rx.tap
            .bind(to: viewModel.refresh)
            .disposed(by: disposeBag)

        openCommand.rx.tap
            .subscribe(onNext: { [weak self] in self?.linkOpener?.open(self?.selectedTweet) })
            .disposed(by: disposeBag)

        // Tweets, as change sets: they pour in highlighted and the reader's place is
        // kept — except at the very top, where the reader watches them arrive.
        viewModel.tweets
            .observe(on: MainScheduler.instance)
            .do(onNext: { [weak self] tweets, _ in self?.restoreReadingPosition(in: tweets) })
            .bind(to: Binder(self) { viewController, element in
                let tableView = viewController.tableView
                let atTop = tableView.indexPathForSelectedRow?.row == 0 && tableView.contentOffset == 0
                if tableView.dataSource !== viewController.dataSource { tableView.dataSource = viewController.dataSource }
                viewController.dataSource.apply(element.0, element.1, to: tableView)
                if atTop, element.1 != nil { tableView.selectRow(at: IndexPath(row: 0, section: 0)) }
            })
            .disposed(by: disposeBag)

        // The banner, in its reserved line; what `o` says goes over it.
        let banner = viewModel.banner.asObservable()
        (linkOpener?.banners(over: banner) ?? banner)
            .bind(to: messageView.rx.reservedBanner)
            .disposed(by: disposeBag)

        viewModel.status
            .map { $0.text(newAboveKey: "g") }
            .drive(statusBar.rx.message)
            .disposed(by: disposeBag)

        // The keys of what applies to the selected tweet.
        viewModel.actions
            .drive(Binder(self) { viewController, actions in
                viewController.actions = actions
                viewController.reposterCommand.isEnabled = actions.contains(.reposter)
                viewController.updateHints()
            })
            .disposed(by: disposeBag)

        // The tweet at the top of the screen, once per change; and the selected one (a
        // layout follows every move and every change of the rows).
        tableView.onLayout = { [weak self] topCell in
            guard let self else { return }
            self.sendSelection()
            guard let id = (topCell as? TweetCell)?.tweetId else { return }
            self.topRows.accept(id)
        }
        topRows
            .distinctUntilChanged()
            .bind(to: viewModel.topVisibleTweet)
            .disposed(by: disposeBag)

        // Older tweets when the reader gets to the end, with the view model's note under
        // the last tweet until they are stored or failed.
        let loadOlder = viewModel.loadOlder
        tableView.onReachedEnd = { loadOlder.accept(()) }
        viewModel.olderNote
            .drive(Binder(self) { viewController, note in
                viewController.tableView.footnote = note.flatMap { note in viewController.dataSource.items.last.map { (note, $0.id) } }
            })
            .disposed(by: disposeBag)
    }

    /// Tells the view model which tweet is selected, when that changed.
    private func sendSelection() {
        let selected = selectedTweet
        if selected != viewModel.selectedTweet.value { viewModel.selectedTweet.accept(selected) }
    }

    /// Shows where `action` leads for the selected tweet, when it leads somewhere.
    private func show(_ action: TimelineAction) {
        sendSelection()
        guard let segue = viewModel.segue(for: action) else { return }
        navigator.show(segue: segue, sender: self)
    }

    /// The selected tweet, nil when none is.
    private var selectedTweet: Tweet? {
        tableView.indexPathForSelectedRow.flatMap { dataSource.item(at: $0) }
    }

    /// The status bar offers the key of each action that applies now (`o` only with a
    /// browser to open links in).
    private func updateHints() {
        var hints: [KeyHint] = []
        if actions.contains(.author) { hints.append(KeyHint(key: "Enter", title: TimelineAction.author.shortTitle)) }
        if actions.contains(.reposter) { hints.append(KeyHint(key: "u", title: TimelineAction.reposter.shortTitle)) }
        if actions.contains(.openLink), linkOpener != nil { hints.append(KeyHint(key: "o", title: TimelineAction.openLink.shortTitle)) }
        hints += [KeyHint(key: "r", title: TimelineAction.refresh.shortTitle), KeyHint(key: "?", title: "Help"), KeyHint(key: "q", title: "Quit")]
        if statusBar.hints != hints { statusBar.hints = hints }
    }

    /// On the first rows, asks the table to show `readingPosition` at the top.
    private func restoreReadingPosition(in tweets: [Tweet]) {
        if !appliedReadingPosition, !tweets.isEmpty {
            appliedReadingPosition = true
            if let position = viewModel.readingPosition, let row = tweets.firstIndex(where: { $0.id == position }) {
                tableView.selectRowAtTop(IndexPath(row: row, section: 0))
            }
        }
    }

    /// The link question gets keys first while it is asked.
    public override func handleKey(_ key: Key) -> Bool {
        if linkOpener?.handleKey(key) == true { return true }
        return super.handleKey(key)
    }

    // MARK: - Appearance

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.paused = false
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        viewModel.paused = true
        linkOpener?.dismiss()
    }

    // MARK: - TableViewDelegate

    /// As many lines as the tweet's wrapped text (and its details) need at the table's width.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        guard indexPath.row < dataSource.items.count else { return 1 }
        let tweet = dataSource.items[indexPath.row]
        return heights.height(for: tweet.id, width: tableView.frame.width) {
            TweetCell.height(for: tweet, width: TweetAvatar.textWidth(tableWidth: tableView.frame.width, showsPictures: imageLoader != nil))
        }
    }
}
