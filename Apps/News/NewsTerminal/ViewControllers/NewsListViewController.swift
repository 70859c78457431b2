import AppCoreSupport
import AppSupport
import Differentiator
import Foundation
import NewsCore
import RxCore
import RxImages
import TerminalUI

/// The news list: binds `NewsViewModel`'s sections to a sectioned, animated table with
/// the document's two row layouts (one picture, three pictures, loaded by the app's one
/// `ImageLoader`) and their heights, its
/// state to a banner and the status bar, its title to the title bar; and sends back what
/// the reader does. Nothing else: paging, sources and read marks are the view model's.
///
/// - Reaching the end of the list (the last story on screen) sends the next offset, so
///   the next page loads; new rows slide in highlighted.
/// - Enter opens the story's reading screen (`showArticle`) and marks it read; read
///   stories are dimmed. `n` selects the next unread story, `o` opens the selected story
///   in the browser, `r` reloads, Tab and Shift-Tab switch the source.
///
/// Use from the main queue only.
public final class NewsListViewController: ViewController, TableViewDelegate {
    /// The view model bound.
    public let viewModel: NewsViewModel

    /// The stories.
    let tableView = NewsTableView()
    /// Errors, and what opening a page did; hidden when there is nothing to say.
    let messageView = MessageView()
    /// Keys, and how many stories are shown: at 80 columns `r` (also in the title bar),
    /// then `q` and `n` make room for the whole count ("10 stor…" before).
    let statusBar = StatusBar(hints: [
        KeyHint(key: "Enter", title: "Read"), KeyHint(key: "n", title: "Unread"), KeyHint(key: "o", title: "Browser"),
        KeyHint(key: "Tab", title: "Source"), KeyHint(key: "r", title: "Reload"), KeyHint(key: "?", title: "Help"),
        KeyHint(key: "q", title: "Quit"),
    ], importance: ["?", "Enter", "Tab", "o", "n", "q", "r"])
    /// Reloads from the first page.
    let reloadItem = BarButtonItem(key: .character("r"), title: "Reload")
    /// Selects the next unread story.
    let nextUnreadCommand = KeyCommand(key: .character("n"), title: "Next unread")
    /// Opens the selected story in the browser.
    let openCommand = KeyCommand(key: .character("o"), title: "Open in browser")
    /// The next and the previous source.
    let nextSourceCommand = KeyCommand(key: .tab, title: "Next source")
    let previousSourceCommand = KeyCommand(key: .backTab, title: "Previous source")

    private let notice: String?
    private let showArticle: (NewsItem) -> Void
    private let openPage: PageOpener
    private let scheduler: SchedulerType
    private let dataSource: RxTableViewSectionedAnimatedDataSource<NewsSection>
    private let readState: ReadState
    private let lastStoryOnScreen = PublishRelay<String?>()
    private let disposeBag = DisposeBag()

    /// A screen for `viewModel`.
    ///
    /// - Parameters:
    ///   - notice: Shown in the banner until something else is (feed-list problems).
    ///   - showArticle: Shows a story's reading screen (the app pushes it).
    ///   - openPage: Opens a page in the browser (`Browser.open`; tests record it).
    ///   - imageLoader: Loads the rows' pictures (one per app run); nil when pictures are
    ///     off (`--no-images`).
    ///   - clock: The time relative times are counted from.
    ///   - timeZone: Where dates older than a week are written.
    ///   - scheduler: Times the highlight of new rows and the clock that ages times.
    public init(viewModel: NewsViewModel, notice: String? = nil, showArticle: @escaping (NewsItem) -> Void,
                openPage: @escaping PageOpener, imageLoader: ImageLoader?,
                clock: @escaping () -> Date = Date.init, timeZone: TimeZone = .current,
                scheduler: SchedulerType = MainScheduler.instance) {
        self.viewModel = viewModel
        self.notice = notice
        self.showArticle = showArticle
        self.openPage = openPage
        self.scheduler = scheduler
        let readState = ReadState()
        self.readState = readState
        let timeFormatter = RelativeTimeFormatter(timeZone: timeZone)
        dataSource = RxTableViewSectionedAnimatedDataSource(
            configureCell: { _, tableView, indexPath, item in
                let identifier = item.layout == .threeImages ? ThreeImagesNewsCell.identifier : OneImageNewsCell.identifier
                let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                (cell as? NewsCell)?.update(with: item, read: readState.ids.contains(item.id), now: clock(), timeFormatter: timeFormatter,
                                            imageLoader: imageLoader)
                return cell
            },
            titleForHeaderInSection: { dataSource, section in dataSource[section].title },
            highlightDuration: .seconds(2), scheduler: scheduler)
        super.init()
    }

    public override func loadView() {
        view = StackView(arrangedSubviews: [messageView, tableView, statusBar])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = reloadItem
        keyCommands = [nextUnreadCommand, openCommand, nextSourceCommand, previousSourceCommand]
        tableView.register(OneImageNewsCell.self, forCellReuseIdentifier: OneImageNewsCell.identifier)
        tableView.register(ThreeImagesNewsCell.self, forCellReuseIdentifier: ThreeImagesNewsCell.identifier)
        tableView.rx.setDelegate(self).disposed(by: disposeBag)
        focusedView = tableView
        messageView.isHidden = true
        bindUI()
    }

    private func bindUI() {
        viewModel.title
            .map(Optional.some)
            .drive(rx.title)
            .disposed(by: disposeBag)

        viewModel.newsData
            .drive(tableView.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)

        // Read stories dim at once, in any run.
        viewModel.readItems
            .drive(Binder(self) { viewController, ids in
                viewController.readState.ids = ids
                let visible = viewController.tableView.indexPathsForVisibleRows
                if !visible.isEmpty { viewController.tableView.reloadRows(at: visible) }
            })
            .disposed(by: disposeBag)

        // Relative times age while the rows stay on screen.
        tableView.reloadVisibleRows(every: .seconds(60), scheduler: scheduler)
            .disposed(by: disposeBag)

        // The end of the list on screen asks for the next page: when it comes into view,
        // and again when a page arrives while it stays there (a page whose stories were
        // all skipped). A failed page is asked for again once the reader moves away from
        // the end and back (or reloads), not on every frame. The list's last story comes
        // from the view model, delivered before the next offset of the same moment (the
        // table applies its rows a main-queue turn later, so it may lag).
        tableView.onLayout = { [weak self] lastID in self?.lastStoryOnScreen.accept(lastID) }
        let lastInList = viewModel.newsData.asObservable().map { $0.last?.items.last?.id }
        let endOfList: Observable<EndOfList> = Observable.combineLatest(
            lastStoryOnScreen.asObservable(), lastInList, viewModel.nextOffset.asObservable()
        ) { onScreen, last, nextOffset in EndOfList(lastOnScreen: onScreen, lastInList: last, nextOffset: nextOffset) }
        endOfList
            .distinctUntilChanged()
            .filter(\.isOnScreen)
            .compactMap(\.nextOffset)
            .bind(to: viewModel.offset)
            .disposed(by: disposeBag)

        // Enter: read the story.
        tableView.rx.modelSelected(NewsItem.self)
            .subscribe(onNext: { [weak self] item in
                self?.viewModel.markRead.accept(item)
                self?.showArticle(item)
            })
            .disposed(by: disposeBag)

        reloadItem.rx.tap.bind(to: viewModel.refresh).disposed(by: disposeBag)
        nextSourceCommand.rx.tap.bind(to: viewModel.nextSource).disposed(by: disposeBag)
        previousSourceCommand.rx.tap.bind(to: viewModel.previousSource).disposed(by: disposeBag)

        // n: the next unread story.
        nextUnreadCommand.rx.tap
            .map { [weak self] in self?.tableView.indexPathForSelectedRow }
            .bind(to: viewModel.findNextUnread)
            .disposed(by: disposeBag)
        let unreadAnswers = viewModel.nextUnread.asObservable().share()
        unreadAnswers
            .compactMap { $0 }
            .bind(to: Binder(tableView) { tableView, indexPath in
                // The view model's index paths are [section, row], as the table's are.
                tableView.selectRow(at: IndexPath(row: indexPath[1], section: indexPath[0]))
            })
            .disposed(by: disposeBag)

        // o: the selected story in the browser; said why not when there is none, or it
        // has no page (it did nothing, silently).
        let openPage = self.openPage
        let opened = openCommand.rx.tap
            .flatMapLatest { [weak self] () -> Observable<Banner> in
                guard let self else { return .empty() }
                guard let path = self.tableView.indexPathForSelectedRow, let story = self.dataSource.item(at: path) else {
                    return .just(Banner(text: "No story is selected to open.", kind: .info))
                }
                guard let url = story.link else { return .just(Banner(text: "This story has no page to open.", kind: .info)) }
                return Banner.opening(url, with: openPage)
            }

        // The banner: a failed page's reason, what opening did, that all is read, or a
        // storage problem, each until the next one. A page that arrives puts away what was
        // said before it (a failed load is no longer current, nor is an older browser error
        // or "Opened …"), except the feed list's notice; a retry still loading keeps an
        // error, as the failure is still the latest word.
        let noticeBanner = notice.map { Banner(text: $0, kind: .info) }
        let loadEvents = viewModel.state.asObservable()
            .compactMap { state -> ListBannerEvent? in
                switch state {
                case .failed(let error, _, _): return .show(Banner(text: error.message, kind: .error))
                case .loaded: return .pageArrived
                case .loading: return nil
                }
            }
        let allRead = unreadAnswers
            .filter { $0 == nil }
            .map { _ in ListBannerEvent.show(Banner(text: "Every story shown is read; more load at the end of the list.", kind: .info)) }
        let storageProblems = viewModel.storageProblem.asObservable()
            .compactMap { $0.map { ListBannerEvent.show(Banner(text: $0, kind: .error)) } }
        Observable.merge(loadEvents, opened.map(ListBannerEvent.show), allRead, storageProblems)
            .scan(noticeBanner) { shown, event in
                switch event {
                case .show(let banner): return banner
                case .pageArrived: return shown == noticeBanner ? shown : nil
                }
            }
            .startWith(noticeBanner)
            .distinctUntilChanged()
            .bind(to: messageView.rx.banner)
            .disposed(by: disposeBag)

        viewModel.state
            .map(NewsListViewController.statusLine)
            .drive(statusBar.rx.message)
            .disposed(by: disposeBag)
    }

    /// The status bar's message: how many stories, and what is happening.
    static func statusLine(_ state: NewsLoadState) -> String {
        func stories(_ count: Int) -> String { count == 1 ? "1 story" : "\(count) stories" }
        switch state {
        case .loading(let offset, let count):
            return offset == 0 && count == 0 ? "Loading…" : "\(stories(count)) · loading more…"
        case .loaded(let count, let skipped, let hasMore):
            let skippedText = skipped > 0 ? " · \(skipped) skipped" : ""
            return stories(count) + skippedText + (hasMore ? "" : " · end")
        case .failed(_, _, let count):
            return "\(stories(count)) · failed"
        }
    }

    // MARK: - TableViewDelegate

    /// The layout's height: one picture or three.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        dataSource.item(at: indexPath)?.layout == .threeImages ? ThreeImagesNewsCell.height : OneImageNewsCell.height
    }
}

/// The lowest story on screen, the list's last story and the next page's offset, as the
/// end of the list is watched.
private struct EndOfList: Equatable {
    var lastOnScreen: String?
    var lastInList: String?
    var nextOffset: String?

    /// Whether the list's last story is on screen.
    var isOnScreen: Bool { lastOnScreen != nil && lastOnScreen == lastInList }
}

/// What changes the list's banner: a banner to show, or a page that arrived (which puts
/// away what was said before it).
private enum ListBannerEvent {
    case show(Banner)
    case pageArrived
}

/// The ids of the read stories, as the cells are configured with them (main queue only).
private final class ReadState {
    var ids: Set<String> = []
}
