import AppCoreSupport
import AppSupport
import Differentiator
import Foundation
import RxCore
import TweetieCore
import WebUI

/// The list's timeline on the page: binds `ListTimelineViewModel` to the title bar, the
/// banner, the posts, "N new ↑" and the status bar, and sends what the reader does back —
/// where they are reading, the post under the cursor, reaching the end, the actions.
/// Nothing else: fetching, storing and every word shown are the view model's.
///
/// - The posts come as the view model's change sets, applied as keyed row operations:
///   a poll's new posts are inserted above the others, which stay (the browser keeps the
///   reader's place). The first load scrolls to the reading position.
/// - The row at the top of the window is `topVisibleTweet`; "N new ↑" (a button over the
///   list) goes to the top, as `g` does; the last row coming into view asks for older
///   posts (`loadOlder`), with the view model's note under the list meanwhile.
/// - Enter or a click opens the author's timeline; "reposted by @…" (or `u` on a repost)
///   the reposter's; `m` the members; `r` refreshes; `o` opens the cursor row's link
///   (a real link: the browser opens it).
/// - Polling pauses while the screen is covered (members, a person) or its tab is gone.
///
/// Main queue only.
final class ListTimelineViewController: ViewController {
    let viewModel: ListTimelineViewModel
    let navigator: Navigator

    let messageView = MessageView()
    let newAboveButton = Button(style: .primary)
    let tableView = TimelineTableView(selectionTitle: TimelineAction.author.title, opensLinks: true)
    let olderLabel = Label(textStyle: .secondary)
    let statusBar = StatusBar()
    let membersItem = BarButtonItem(key: .character("m"), title: TimelineAction.members.title)
    let refreshItem = BarButtonItem(key: .character("r"), title: TimelineAction.refresh.title)
    let reposterCommand = KeyCommand(key: .character("u"), title: TimelineAction.reposter.title)

    private let dataSource: RxTableViewChangesetDataSource<Tweet>
    /// The ids of posts whose "reposted by" was pressed.
    private let reposterTaps = PublishRelay<Int64>()
    private let timeFormatter: RelativeTimeFormatter
    private var appliedReadingPosition = false
    private let disposeBag = DisposeBag()

    /// A page for `viewModel`, showing segues through `navigator`, avatars from `pictures`.
    init(viewModel: ListTimelineViewModel, navigator: Navigator, pictures: WebPictures) {
        self.viewModel = viewModel
        self.navigator = navigator
        let environment = viewModel.environment
        let timeFormatter = RelativeTimeFormatter(timeZone: environment.timeZone)
        self.timeFormatter = timeFormatter
        let clock = environment.now
        let reposterTaps = self.reposterTaps
        dataSource = RxTableViewChangesetDataSource { _, tableView, indexPath, tweet in
            let cell = tableView.dequeueReusableCell(withIdentifier: TweetCell.identifier, for: indexPath)
            guard let tweetCell = cell as? TweetCell else { return cell }
            tweetCell.show(tweet, time: timeFormatter.string(for: tweet.createdAt, now: clock()),
                           avatarPath: pictures.path(for: tweet.avatarURL), offersReposter: true)
            tweetCell.reposterButton.rx.tap
                .map { tweet.id }
                .bind(to: reposterTaps)
                .disposed(by: tweetCell.disposeBag)
            return cell
        }
        super.init()
    }

    override func loadView() {
        newAboveButton.styleName = "floating"
        newAboveButton.isHidden = true
        olderLabel.isHidden = true
        statusBar.styleName = "sticky"
        tableView.register(TweetCell.self, forCellReuseIdentifier: TweetCell.identifier)
        view = StackView(arrangedSubviews: [messageView, newAboveButton, tableView, olderLabel, statusBar])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [membersItem, refreshItem]
        keyCommands = [reposterCommand]
        reposterCommand.isEnabled = false
        bindUI()
    }

    private func bindUI() {
        let viewModel = self.viewModel
        let scheduler = viewModel.environment.scheduler

        viewModel.title
            .map(Optional.some)
            .drive(rx.title)
            .disposed(by: disposeBag)
        viewModel.banner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)

        // The posts, as change sets: keyed row operations, never the list again.
        viewModel.tweets
            .observe(on: MainScheduler.instance)
            .bind(to: Binder(self) { viewController, element in
                viewController.show(element.0, element.1)
            })
            .disposed(by: disposeBag)
        TimelineAging.every(viewModel.environment, table: tableView, formatter: timeFormatter)
            .disposed(by: disposeBag)

        // Where the reader is, and what the cursor is on.
        let dataSource = self.dataSource
        tableView.rx.topVisibleRow
            .compactMap { dataSource.items.indices.contains($0.rowIndex) ? dataSource.items[$0.rowIndex].id : nil }
            .distinctUntilChanged()
            .bind(to: viewModel.topVisibleTweet)
            .disposed(by: disposeBag)
        tableView.rx.itemHighlighted
            .map { dataSource.items.indices.contains($0.rowIndex) ? dataSource.items[$0.rowIndex] : nil }
            .bind(to: viewModel.selectedTweet)
            .disposed(by: disposeBag)
        OlderPosts.bind(tableView, to: viewModel.loadOlder, note: viewModel.olderNote, in: olderLabel)
            .disposed(by: disposeBag)

        // "N new ↑" goes to the top, and the status.
        viewModel.status
            .drive(Binder(self) { viewController, status in
                viewController.newAboveButton.title = status.newAbove
                viewController.newAboveButton.isHidden = status.newAbove == nil
                viewController.statusBar.message = StatusLine(parts: status.parts).text()
            })
            .disposed(by: disposeBag)
        newAboveButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.tableView.scrollToRow(at: .row(0), selects: true) })
            .disposed(by: disposeBag)

        // The actions: segues the view model names.
        viewModel.actions
            .drive(Binder(self) { viewController, actions in
                viewController.reposterCommand.isEnabled = actions.contains(.reposter)
                viewController.statusBar.hints = TimelineHints.hints(for: actions, back: false)
            })
            .disposed(by: disposeBag)
        tableView.rx.modelSelected(Tweet.self)
            .subscribe(onNext: { [weak self] tweet in self?.show(.author, on: tweet) })
            .disposed(by: disposeBag)
        reposterCommand.rx.tap
            .subscribe(onNext: { [weak self] in self?.show(.reposter, on: nil) })
            .disposed(by: disposeBag)
        reposterTaps
            .compactMap { id in dataSource.items.first { $0.id == id } }
            .subscribe(onNext: { [weak self] tweet in self?.show(.reposter, on: tweet) })
            .disposed(by: disposeBag)
        membersItem.rx.tap
            .throttle(.milliseconds(500), latest: false, scheduler: scheduler)
            .subscribe(onNext: { [weak self] in self?.show(.members, on: nil) })
            .disposed(by: disposeBag)
        refreshItem.rx.tap
            .bind(to: viewModel.refresh)
            .disposed(by: disposeBag)
    }

    /// Applies the rows and their change set; on the first rows, scrolls to the reading
    /// position (the terminal selects it at the top likewise).
    private func show(_ tweets: [Tweet], _ changeset: ListChangeset<Tweet>?) {
        if tableView.dataSource !== dataSource { tableView.dataSource = dataSource }
        dataSource.apply(tweets, changeset, to: tableView)
        guard !appliedReadingPosition, !tweets.isEmpty else { return }
        appliedReadingPosition = true
        if let position = viewModel.readingPosition, let row = tweets.firstIndex(where: { $0.id == position }), row > 0 {
            tableView.scrollToRow(at: .row(row), selects: true)
        }
    }

    /// Shows where `action` leads for `tweet` (nil: the one under the cursor).
    private func show(_ action: TimelineAction, on tweet: Tweet?) {
        if let tweet, tweet != viewModel.selectedTweet.value { viewModel.selectedTweet.accept(tweet) }
        guard let segue = viewModel.segue(for: action) else { return }
        navigator.show(segue: segue, sender: self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.paused = false
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        viewModel.paused = true
    }
}
