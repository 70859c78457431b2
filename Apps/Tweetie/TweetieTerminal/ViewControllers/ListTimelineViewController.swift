import AppCoreSupport
import AppSupport
import Differentiator
import Foundation
import RxCore
import RxImages
import TerminalUI
import TweetieCore

/// The combined timeline of a list: binds `ListTimelineViewModel`'s outputs to a table of
/// tweets and a banner, and sends the user's events (members, scrolling, appearing) back.
/// Nothing else: fetching, storing and deciding what to show are the view model's.
///
/// - Title the view model's (`@owner/slug`, a Bluesky list's name once known), plus
///   `note` (e.g. "demo data"); `m` (a bar item) shows the
///   members through the navigator, throttled so a double press opens one screen; Enter
///   on a tweet shows its author's timeline (a repost's original author), `u` on a
///   repost the reposter's; `o` opens its link in the browser (asking which, by number,
///   when it has several; see `LinkOpener`).
/// - Tweets come as a live query's change sets: new ones pour in highlighted, the
///   selected tweet stays selected; rows are as tall as their wrapped text.
/// - A banner line, reserved so the list never moves, says why it is not logged in,
///   "Offline — showing stored tweets", the error, that the server is not answering, or
///   that the list has no tweets yet; blank otherwise.
/// - The status line says how many tweets arrived above the view ("3 new ↑", `g` goes
///   to the top), when the list was last updated (also after a failure) and whether the
///   latest update failed or is not answered; `r` refreshes now.
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
    /// Not logged in, offline, the last error, a slow server or an empty list; its line is
    /// kept, blank, when there is nothing to say.
    let messageView = MessageView()
    /// Keys, and how many tweets there are and when they were last fetched. `m` is left
    /// to the title bar (its bar item); the least important keys give way to the status
    /// when both do not fit (at 80 columns, `q` beside a repost's `u`).
    let statusBar = RankedStatusBar(hints: [], importance: ["?", "Enter", "o", "u", "r", "q"])
    /// Opens the members screen.
    let membersItem = BarButtonItem(key: .character("m"), title: "Members")
    /// Opens the selected tweet's link (a numbered question when it has several).
    let openCommand = KeyCommand(key: .character("o"), title: "Open link")
    /// Fetches now.
    let refreshCommand = KeyCommand(key: .character("r"), title: "Refresh")
    /// Opens the timeline of who reposted the selected tweet; enabled on reposts only
    /// (Enter opens the original author).
    let reposterCommand = KeyCommand(key: .character("u"), title: "Reposter's timeline")

    private let note: String?
    private let linkOpener: LinkOpener?
    private let clock: () -> Date
    private let scheduler: SchedulerType
    private let timeFormatter: RelativeTimeFormatter
    private let statusLine: StatusLine
    private let heights = RowHeightCache<Int64>()
    /// Loads the authors' pictures; nil when pictures are off.
    private let imageLoader: ImageLoader?
    private let dataSource: RxTableViewChangesetDataSource<Tweet>
    private let topRows = PublishRelay<Int64>()
    private var appliedReadingPosition = false
    private let disposeBag = DisposeBag()

    /// A screen for `viewModel`, showing segues through `navigator`.
    ///
    /// - Parameters:
    ///   - note: Said after the title, like "demo data".
    ///   - openPage: Opens a page in the browser (`Browser.open`; tests record it); nil
    ///     leaves `o` out.
    ///   - clock: The time relative times are counted from.
    ///   - timeZone: Where dates older than a week are written.
    ///   - scheduler: Times the members throttle, the new-tweet highlight and the clock
    ///     that ages relative times.
    ///   - imageLoader: Loads the authors' pictures beside the tweets; nil shows none.
    public init(viewModel: ListTimelineViewModel, navigator: Navigator, note: String? = nil,
                openPage: PageOpener? = nil,
                clock: @escaping () -> Date = Date.init, timeZone: TimeZone = .current,
                scheduler: SchedulerType = MainScheduler.instance, imageLoader: ImageLoader? = nil) {
        self.imageLoader = imageLoader
        self.viewModel = viewModel
        self.navigator = navigator
        self.note = note
        linkOpener = openPage.map { LinkOpener(openPage: $0, noun: viewModel.noun) }
        self.clock = clock
        self.scheduler = scheduler
        let timeFormatter = RelativeTimeFormatter(timeZone: timeZone)
        self.timeFormatter = timeFormatter
        statusLine = StatusLine(timeZone: timeZone)
        dataSource = RxTableViewChangesetDataSource(highlightDuration: .seconds(3), scheduler: scheduler) { _, tableView, indexPath, tweet in
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
        updateSelectionKeys()
        tableView.selectionTitle = "Author"
        tableView.register(TweetCell.self, forCellReuseIdentifier: TweetCell.identifier)
        tableView.rx.setDelegate(self).disposed(by: disposeBag)
        focusedView = tableView
        messageView.reservesSpace = true
        bindUI()
    }

    private func bindUI() {
        // Relative times age while the rows stay on screen.
        tableView.reloadVisibleRows(every: .seconds(60), scheduler: scheduler)
            .disposed(by: disposeBag)

        let note = self.note.map { " (\($0))" } ?? ""
        viewModel.title
            .map { Optional($0 + note) }
            .drive(rx.title)
            .disposed(by: disposeBag)

        // Show the list's members.
        membersItem.rx.tap
            .throttle(.milliseconds(500), latest: false, scheduler: scheduler)
            .subscribe(onNext: { [weak self] in
                guard let self else { return }
                self.navigator.show(segue: .listPeople(self.viewModel.account, self.viewModel.list), sender: self)
            })
            .disposed(by: disposeBag)

        refreshCommand.rx.tap
            .bind(to: viewModel.refresh)
            .disposed(by: disposeBag)

        openCommand.rx.tap
            .subscribe(onNext: { [weak self] in
                guard let self else { return }
                self.linkOpener?.open(self.selectedTweet)
            })
            .disposed(by: disposeBag)

        // `u` on a repost opens the reposter's timeline.
        reposterCommand.rx.tap
            .subscribe(onNext: { [weak self] in
                guard let self, let reposter = self.selectedTweet?.details?.repostedBy else { return }
                self.navigator.show(segue: .personTimeline(self.viewModel.account, username: reposter), sender: self)
            })
            .disposed(by: disposeBag)

        // Enter on a tweet opens its author's timeline (a repost's original author).
        tableView.rx.modelSelected(Tweet.self)
            .subscribe(onNext: { [weak self] tweet in
                guard let self else { return }
                self.navigator.show(segue: .personTimeline(self.viewModel.account, username: tweet.screenName), sender: self)
            })
            .disposed(by: disposeBag)

        // One live query for the table and the status line: each subscription to
        // `tweets` would read and diff the timeline again. Both subscribe here, so the
        // replayed element is the first one (the whole timeline, no change set).
        let tweets = viewModel.tweets.share(replay: 1)

        // Tweets, as change sets: they pour in highlighted and the reader's place is
        // kept — except at the very top, where the reader watches them arrive.
        tweets
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

        // The banner, in its reserved line.
        let noun = viewModel.noun
        let count = tweets.map(\.0.count).asDriver(onErrorJustReturn: 0)
        let stateBanner = Driver.combineLatest(
            viewModel.loginProblem.startWith(nil),
            viewModel.isOffline.startWith(false),
            viewModel.errorMessage.startWith(nil),
            viewModel.isSlow.startWith(false),
            Driver.combineLatest(count, viewModel.fetchStatus) { count, status in count == 0 && status.isUpdated }
        ) { loginProblem, offline, error, slow, empty -> Banner? in
            if let loginProblem { return Banner(text: loginProblem, kind: .error) }
            if offline { return Banner(text: "Offline — showing stored \(noun.plural)", kind: .info) }
            if let error { return Banner(text: error, kind: .error) }
            if slow { return Banner(text: "The server is not answering; still waiting for it.", kind: .info) }
            if empty { return Banner(text: "No \(noun.plural) in this list yet.", kind: .info) }
            return nil
        }
        (linkOpener?.banners(over: stateBanner.asObservable()) ?? stateBanner.asObservable())
            .bind(to: messageView.rx.reservedBanner)
            .disposed(by: disposeBag)

        // The status line: new tweets above, how many, when they were last fetched and
        // how the latest fetch goes, how many were unreadable, and how loading older ones goes.
        let statusLine = self.statusLine
        Driver.combineLatest(
            count,
            viewModel.fetchStatus,
            viewModel.lastUpdated,
            viewModel.isSlow,
            viewModel.newTweetsAbove,
            viewModel.skippedTweets,
            viewModel.olderPages
        ) { count, status, lastUpdated, slow, newAbove, skipped, older in
            statusLine.string(tweets: count, noun: noun, status: status, lastUpdated: lastUpdated, slow: slow, newAbove: newAbove,
                              skipped: skipped, older: older)
        }
        .drive(statusBar.rx.message)
        .disposed(by: disposeBag)

        // The tweet at the top of the screen, once per change; and the keys of the
        // selected one (a layout follows every move and every change of the rows).
        tableView.onLayout = { [weak self] topCell in
            self?.updateSelectionKeys()
            guard let id = (topCell as? TweetCell)?.tweetId else { return }
            self?.topRows.accept(id)
        }
        topRows
            .distinctUntilChanged()
            .bind(to: viewModel.topVisibleTweet)
            .disposed(by: disposeBag)

        // Older tweets when the reader gets to the end, with a "loading…" line under the
        // last tweet until they are stored or failed.
        let loadOlder = viewModel.loadOlder
        tableView.onReachedEnd = { loadOlder.accept(()) }
        viewModel.isLoadingOlder
            .drive(Binder(self) { viewController, loading in
                viewController.tableView.footnote = loading
                    ? viewController.dataSource.items.last.map { (Self.loadingOlderNote(noun), $0.id) } : nil
            })
            .disposed(by: disposeBag)
    }

    /// Said under the last tweet while older ones load: "Loading older posts…".
    static func loadingOlderNote(_ noun: PostNoun) -> String {
        "Loading older \(noun.plural)…"
    }

    /// The selected tweet, nil when none is.
    private var selectedTweet: Tweet? {
        tableView.indexPathForSelectedRow.flatMap { dataSource.item(at: $0) }
    }

    /// `u` works on a repost only; the status bar offers each key that works on the
    /// selected tweet.
    private func updateSelectionKeys() {
        reposterCommand.isEnabled = selectedTweet?.details?.repostedBy != nil
        var hints = [KeyHint(key: "Enter", title: "Author")]
        if reposterCommand.isEnabled { hints.append(KeyHint(key: "u", title: "Reposter")) }
        if openCommand.isEnabled { hints.append(KeyHint(key: "o", title: "Link")) }
        hints += [KeyHint(key: "r", title: "Refresh"), KeyHint(key: "?", title: "Help"), KeyHint(key: "q", title: "Quit")]
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
