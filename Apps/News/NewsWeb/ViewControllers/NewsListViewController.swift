import AppCoreSupport
import AppSupport
import Foundation
import NewsCore
import RxCore
import WebUI

/// The news list on the page: binds `NewsViewModel`'s sections to a sectioned, animated
/// table with the document's two row layouts (one picture, three pictures, real `<img>`s
/// served by the app), its banner and status parts to the message view and the status
/// bar, its title to the title bar; and sends back what the reader does. Nothing else:
/// paging, sources, read marks and every word shown are the view model's.
///
/// - The page reports the lowest row in view as it scrolls and changes; its story goes to
///   the view model, which asks for the next page when it is the list's last.
/// - A click, or Enter on the cursor row (j/k), marks the story read and asks the
///   navigator for its reading page; read stories are dimmed. `n` puts the cursor on the
///   next unread story, `o` follows the cursor row's link to the story's page (the page's
///   own key), `r` reloads, Tab and Shift-Tab switch the source (buttons too).
///
/// Main queue only.
final class NewsListViewController: ViewController {
    let viewModel: NewsViewModel
    let navigator: Navigator

    let messageView = MessageView()
    let tableView = TableView()
    let statusBar = StatusBar()
    let nextSourceItem = BarButtonItem(key: .tab, title: NewsAction.nextSource.title)
    let reloadItem = BarButtonItem(key: .character("r"), title: NewsAction.reload.title)
    let previousSourceCommand = KeyCommand(key: .backTab, title: NewsAction.previousSource.title)
    let nextUnreadCommand = KeyCommand(key: .character("n"), title: NewsAction.nextUnread.title)

    /// The status bar's keys of the actions, in order.
    private static let actionKeys: [(NewsAction, String)] = [(.read, "Enter"), (.nextUnread, "n"), (.openStory, "o"), (.nextSource, "Tab"), (.reload, "r")]

    private let dataSource: RxTableViewSectionedAnimatedDataSource<NewsSection>
    private let rows: RowState
    private let disposeBag = DisposeBag()

    /// A page for `viewModel`, showing segues through `navigator`, the rows' pictures from
    /// `pictures`. Rows count their times from the environment's clock (written in its
    /// time zone) and age on its scheduler.
    init(viewModel: NewsViewModel, navigator: Navigator, pictures: WebPictures) {
        self.viewModel = viewModel
        self.navigator = navigator
        let rows = RowState(now: viewModel.environment.now, zone: viewModel.environment.zone)
        self.rows = rows
        dataSource = RxTableViewSectionedAnimatedDataSource(
            configureCell: { _, tableView, indexPath, item in
                let identifier = item.layout == .threeImages ? ThreeImagesNewsCell.identifier : OneImageNewsCell.identifier
                let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                (cell as? NewsCell)?.show(item, read: rows.readIDs.contains(item.id), now: rows.now(), timeFormatter: rows.timeFormatter,
                                          pictures: pictures)
                return cell
            },
            titleForHeaderInSection: { dataSource, section in dataSource[section].title })
        super.init()
    }

    override func loadView() {
        view = StackView(arrangedSubviews: [messageView, tableView, statusBar], spacing: .normal)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [nextSourceItem, reloadItem]
        keyCommands = [previousSourceCommand, nextUnreadCommand]
        tableView.register(OneImageNewsCell.self, forCellReuseIdentifier: OneImageNewsCell.identifier)
        tableView.register(ThreeImagesNewsCell.self, forCellReuseIdentifier: ThreeImagesNewsCell.identifier)
        tableView.accessibilityLabel = "Stories"
        bindUI()
    }

    /// The keys the help lists: Enter reads, and `o` (the page's) opens the story's page.
    override var keyHints: [KeyHint] {
        var hints = super.keyHints.map { hint in hint.key == "Enter" ? KeyHint(key: hint.key, title: NewsAction.read.title) : hint }
        hints.append(KeyHint(key: "o", title: NewsAction.openStory.title))
        return hints
    }

    // MARK: - Stories by id

    /// The story with `id` among those shown, nil when it is not (any more).
    func story(withID id: String) -> NewsItem? {
        for section in dataSource.sectionModels {
            if let item = section.items.first(where: { $0.id == id }) { return item }
        }
        return nil
    }

    /// Reads the story with `id` once the list first shows stories, if it is among them
    /// (a new tab opened at a story's address); otherwise the list stays.
    func readOnFirstPage(storyID id: String) {
        viewModel.newsData
            .asObservable()
            .filter { !$0.isEmpty }
            .take(1)
            // From the sections themselves: the table may not have them yet.
            .subscribe(onNext: { [weak self] sections in
                guard let item = sections.lazy.flatMap(\.items).first(where: { $0.id == id }) else { return }
                self?.read(item)
            })
            .disposed(by: disposeBag)
    }

    private func read(_ item: NewsItem) {
        viewModel.markRead.accept(item)
        navigator.show(segue: .article(item), sender: self)
    }

    private func story(at indexPath: IndexPath) -> NewsItem? {
        let sections = dataSource.sectionModels
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]), sections[indexPath[0]].items.indices.contains(indexPath[1]) else { return nil }
        return sections[indexPath[0]].items[indexPath[1]]
    }

    /// Every row's cell, for changes made in place.
    private var cells: [NewsCell] {
        dataSource.sectionModels.indices.flatMap { section in
            dataSource.sectionModels[section].items.indices.compactMap { row in
                tableView.cellForRow(at: IndexPath(indexes: [section, row])) as? NewsCell
            }
        }
    }

    // MARK: - Bindings

    private func bindUI() {
        let viewModel = self.viewModel

        viewModel.title
            .map(Optional.some)
            .drive(rx.title)
            .disposed(by: disposeBag)

        viewModel.newsData
            .drive(tableView.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)

        // Read stories dim at once, in any tab and run; only rows that change are sent.
        viewModel.readItems
            .drive(Binder(self) { viewController, ids in
                viewController.rows.readIDs = ids
                for cell in viewController.cells {
                    cell.isRead = cell.item.map { ids.contains($0.id) } ?? false
                }
            })
            .disposed(by: disposeBag)

        // Relative times age while the rows are shown.
        Observable<Int>.interval(.seconds(60), scheduler: viewModel.environment.scheduler)
            .subscribe(onNext: { [weak self] _ in
                guard let self else { return }
                let now = self.rows.now()
                for cell in self.cells { cell.updateTime(now: now, timeFormatter: self.rows.timeFormatter) }
            })
            .disposed(by: disposeBag)

        // Paging: the view model compares the lowest story in view with its list's last.
        tableView.rx.lastVisibleRow
            .map { [weak self] indexPath in indexPath.flatMap { self?.story(at: $0)?.id } }
            .bind(to: viewModel.lastStoryOnScreen)
            .disposed(by: disposeBag)

        // A click or Enter: read the story.
        tableView.rx.modelSelected(NewsItem.self)
            .subscribe(onNext: { [weak self] item in self?.read(item) })
            .disposed(by: disposeBag)

        // n: the next unread story, after the cursor's.
        nextUnreadCommand.rx.tap
            .map { [weak self] in self?.tableView.indexPathForSelectedRow }
            .bind(to: viewModel.findNextUnread)
            .disposed(by: disposeBag)
        viewModel.nextUnread
            .compactMap { $0 }
            // The view model's index paths are [section, row], as the table's are.
            .emit(to: Binder(tableView) { tableView, indexPath in tableView.selectRow(at: indexPath) })
            .disposed(by: disposeBag)

        // The actions that apply, as buttons, keys and hints.
        viewModel.actions
            .drive(Binder(self) { viewController, actions in
                viewController.reloadItem.isEnabled = actions.contains(.reload)
                viewController.nextSourceItem.isEnabled = actions.contains(.nextSource)
                viewController.previousSourceCommand.isEnabled = actions.contains(.previousSource)
                viewController.nextUnreadCommand.isEnabled = actions.contains(.nextUnread)
                viewController.statusBar.hints = NewsListViewController.actionKeys.filter { actions.contains($0.0) }
                    .map { KeyHint(key: $0.1, title: $0.0.shortTitle) } + [KeyHint(key: "?", title: "Help")]
            })
            .disposed(by: disposeBag)
        reloadItem.rx.tap.bind(to: viewModel.refresh).disposed(by: disposeBag)
        nextSourceItem.rx.tap.bind(to: viewModel.nextSource).disposed(by: disposeBag)
        previousSourceCommand.rx.tap.bind(to: viewModel.previousSource).disposed(by: disposeBag)

        viewModel.banner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)
        viewModel.statusParts
            .map { $0.joined(separator: " · ") }
            .drive(statusBar.rx.message)
            .disposed(by: disposeBag)
    }
}

/// What the rows are made with (main queue only): the read stories' ids, the clock and
/// how times are written.
private final class RowState {
    var readIDs: Set<String> = []
    let now: () -> Date
    let timeFormatter: RelativeTimeFormatter

    init(now: @escaping () -> Date, zone: TimeZoneOffsets) {
        self.now = now
        timeFormatter = RelativeTimeFormatter(zone: zone)
    }
}
