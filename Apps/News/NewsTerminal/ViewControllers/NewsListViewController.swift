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
/// `ImageLoader`) and their heights, its banner and status parts to the message view and
/// the status bar, its title to the title bar; and sends back what the reader does.
/// Nothing else: paging, sources, read marks and every word shown are the view model's.
///
/// - After each layout the lowest story on screen goes to the view model, which asks
///   for the next page when it is the list's last; new rows slide in highlighted.
/// - Enter marks the story read and asks the navigator for its reading screen; read
///   stories are dimmed. `n` selects the next unread story, `o` opens the selected story
///   in the browser, `r` reloads, Tab and Shift-Tab switch the source.
///
/// Use from the main queue only.
public final class NewsListViewController: ViewController, TableViewDelegate {
    /// The view model bound.
    public let viewModel: NewsViewModel
    /// Where segues go.
    public let navigator: Navigator

    /// The stories.
    let tableView = NewsTableView()
    /// The view model's banner; hidden when there is nothing to say.
    let messageView = MessageView()
    /// Keys, and how many stories are shown: at 80 columns `r` (also in the title bar),
    /// then `q` and `n` make room for the whole count ("10 stor…" before).
    let statusBar = StatusBar(hints: [], importance: ["?", "Enter", "Tab", "o", "n", "q", "r"])
    /// Reloads from the first page.
    let reloadItem = BarButtonItem(key: .character("r"), title: NewsAction.reload.title)
    /// Selects the next unread story.
    let nextUnreadCommand = KeyCommand(key: .character("n"), title: NewsAction.nextUnread.title)
    /// Opens the selected story in the browser.
    let openCommand = KeyCommand(key: .character("o"), title: NewsAction.openStory.title)
    /// The next and the previous source.
    let nextSourceCommand = KeyCommand(key: .tab, title: NewsAction.nextSource.title)
    let previousSourceCommand = KeyCommand(key: .backTab, title: NewsAction.previousSource.title)

    /// The status bar's keys of the actions, in order.
    private static let actionKeys: [(NewsAction, String)] = [(.read, "Enter"), (.nextUnread, "n"), (.openStory, "o"), (.nextSource, "Tab"), (.reload, "r")]

    private let openPage: PageOpener
    /// Whether rows show pictures (not with `--no-images`): a row with a box is at least its height.
    private let showsPictures: Bool
    private let dataSource: RxTableViewSectionedAnimatedDataSource<NewsSection>
    private let readState: ReadState
    private let disposeBag = DisposeBag()

    /// A screen for `viewModel`, showing segues through `navigator`. Rows count their
    /// times from the environment's clock and write older dates in its time zone; its
    /// scheduler times the highlight of new rows and the clock that ages times.
    ///
    /// - Parameters:
    ///   - openPage: Opens a page in the browser (`Browser.open`; tests record it).
    ///   - imageLoader: Loads the rows' pictures (one per app run); nil when pictures are
    ///     off (`--no-images`).
    public init(viewModel: NewsViewModel, navigator: Navigator, openPage: @escaping PageOpener, imageLoader: ImageLoader?) {
        self.viewModel = viewModel
        self.navigator = navigator
        self.openPage = openPage
        showsPictures = imageLoader != nil
        let readState = ReadState()
        self.readState = readState
        let clock = viewModel.environment.now
        let timeFormatter = RelativeTimeFormatter(zone: viewModel.environment.zone)
        dataSource = RxTableViewSectionedAnimatedDataSource(
            configureCell: { _, tableView, indexPath, item in
                let identifier = item.layout == .threeImages ? ThreeImagesNewsCell.identifier : OneImageNewsCell.identifier
                let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                (cell as? NewsCell)?.update(with: item, read: readState.ids.contains(item.id), now: clock(), timeFormatter: timeFormatter,
                                            imageLoader: imageLoader)
                return cell
            },
            titleForHeaderInSection: { dataSource, section in dataSource[section].title },
            highlightDuration: .seconds(2), scheduler: viewModel.environment.scheduler)
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
        let viewModel = self.viewModel

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
        tableView.reloadVisibleRows(every: .seconds(60), scheduler: viewModel.environment.scheduler)
            .disposed(by: disposeBag)

        // Paging: the view model compares the lowest story on screen with its list's last.
        tableView.onLayout = { lastID in viewModel.lastStoryOnScreen.accept(lastID) }

        // Enter: read the story.
        tableView.rx.modelSelected(NewsItem.self)
            .subscribe(onNext: { [weak self] item in
                guard let self else { return }
                self.viewModel.markRead.accept(item)
                self.navigator.show(segue: .article(item), sender: self)
            })
            .disposed(by: disposeBag)

        // The keys of the actions that apply work and are hinted; the others neither.
        viewModel.actions
            .drive(Binder(self) { viewController, actions in
                viewController.reloadItem.isEnabled = actions.contains(.reload)
                viewController.nextUnreadCommand.isEnabled = actions.contains(.nextUnread)
                viewController.openCommand.isEnabled = actions.contains(.openStory)
                viewController.nextSourceCommand.isEnabled = actions.contains(.nextSource)
                viewController.previousSourceCommand.isEnabled = actions.contains(.previousSource)
                viewController.statusBar.hints = NewsListViewController.actionKeys.filter { actions.contains($0.0) }
                    .map { KeyHint(key: $0.1, title: $0.0.shortTitle) }
                    + [KeyHint(key: "?", title: "Help"), KeyHint(key: "q", title: "Quit")]
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
        viewModel.nextUnread
            .compactMap { $0 }
            .emit(to: Binder(tableView) { tableView, indexPath in
                // The view model's index paths are [section, row], as the table's are.
                tableView.selectRow(at: IndexPath(row: indexPath[1], section: indexPath[0]))
            })
            .disposed(by: disposeBag)

        // o: the selected story in the browser; what opening does goes back to the banner.
        openCommand.rx.tap
            .map { [weak self] () -> NewsItem? in
                guard let self, let path = self.tableView.indexPathForSelectedRow else { return nil }
                return self.dataSource.item(at: path)
            }
            .bind(to: viewModel.openStory)
            .disposed(by: disposeBag)
        viewModel.openURL
            .openingPages(with: openPage)
            .emit(to: viewModel.browserBanner)
            .disposed(by: disposeBag)

        viewModel.banner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)
        viewModel.statusParts
            .map { $0.joined(separator: " · ") }
            .drive(statusBar.rx.message)
            .disposed(by: disposeBag)
    }

    // MARK: - TableViewDelegate

    /// The layout's height: three pictures' fixed one, or as tall as one picture's row's content.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        guard let item = dataSource.item(at: indexPath) else { return OneImageNewsCell.maximumHeight }
        if item.layout == .threeImages { return ThreeImagesNewsCell.height }
        return OneImageNewsCell.height(for: item, width: tableView.frame.width, showsPictures: showsPictures)
    }
}

/// The ids of the read stories, as the cells are configured with them (main queue only).
private final class ReadState {
    var ids: Set<String> = []
}
