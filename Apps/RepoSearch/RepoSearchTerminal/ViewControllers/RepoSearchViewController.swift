import AppCoreSupport
import AppSupport
import Differentiator
import Foundation
import RepoSearchCore
import RxCore
import TerminalUI

/// The search screen: binds `RepoSearchViewModel` to a text field, a table of
/// repositories, a banner and the status bar, and sends the user's keys back. Nothing
/// else: throttling, requests, paging and storing are the view model's.
///
/// Keys: typing edits the search (the field has the focus at first); ↓ or Enter moves
/// into the list, ↑ on its first row or `/` back to the field; Tab switches between a
/// user's repositories and a search; Enter in the list opens the detail, `o` the page
/// in the browser, `r` asks again. Reaching the end of the list loads the next page
/// (a "loading more…" row shows meanwhile).
///
/// Use from the main queue only.
public final class RepoSearchViewController: ViewController {
    /// The view model bound.
    public let viewModel: RepoSearchViewModel

    let searchBar = SearchBar()
    let messageView = MessageView()
    let tableView = RepoTableView()
    /// Keys, and how many repositories and requests are left: when both do not fit, `/`
    /// then `o` (both in `?` help) make room ("… · API 59/60 le…" at 80 columns before).
    let statusBar = StatusBar(hints: RepoSearchViewController.fieldHints, importance: ["?", "Tab", "↓", "o", "/"])
    /// The keys shown while typing: printable keys go into the field.
    static let fieldHints = [KeyHint(key: "Tab", title: "User/Search"), KeyHint(key: "↓", title: "Results")]
    /// The keys shown in the list.
    static let listHints = [KeyHint(key: "Tab", title: "User/Search"), KeyHint(key: "o", title: "Browser"),
                            KeyHint(key: "/", title: "Search"), KeyHint(key: "?", title: "Help")]
    /// Switches the mode, wherever the focus is.
    let switchModeCommand = KeyCommand(key: .tab, title: "Switch between a user's repositories and a search", isHot: true)
    /// Opens the selected repository's page in the browser.
    let openCommand = KeyCommand(key: .character("o"), title: "Open the repository's page in the browser")
    /// Asks the current query again.
    let refreshCommand = KeyCommand(key: .character("r"), title: "Search again")
    /// Goes back to the search field.
    let editCommand = KeyCommand(key: .character("/"), title: "Edit the search")

    private let initialText: String?
    private let note: String?
    private let openPage: PageOpener
    private let clock: () -> Date
    private let timeZone: TimeZone
    private let timeFormatter: RelativeTimeFormatter
    private let dataSource: RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, RepoRow>>
    private let notices = BehaviorRelay<Banner?>(value: nil)
    /// The page being opened, whose outcome is still to be said; a newer one replaces it.
    private let opening = SerialDisposable()
    /// The last repository whose reaching the bottom of the screen asked for the next
    /// page; nil once the reader has left the end of the list.
    private var pagingAskedAt: Int64?
    private let disposeBag = DisposeBag()

    /// A screen for `viewModel`.
    ///
    /// - Parameters:
    ///   - initialText: Typed into the field when the screen loads (`repo-search sferik`).
    ///   - note: Said after the title, like "recorded".
    ///   - openPage: Opens a page in the browser (`Browser.open`; tests record it).
    ///   - clock: The time "updated" is counted from.
    ///   - timeZone: Where dates and reset times are written.
    public init(viewModel: RepoSearchViewModel, initialText: String? = nil, note: String? = nil,
                openPage: @escaping PageOpener,
                clock: @escaping () -> Date = Date.init, timeZone: TimeZone = .current) {
        self.viewModel = viewModel
        self.initialText = initialText
        self.note = note
        self.openPage = openPage
        self.clock = clock
        self.timeZone = timeZone
        let timeFormatter = RelativeTimeFormatter(timeZone: timeZone)
        self.timeFormatter = timeFormatter
        dataSource = RxTableViewSectionedAnimatedDataSource(
            configureCell: { _, tableView, indexPath, row in
                switch row {
                case .repo(let repo):
                    let cell = tableView.dequeueReusableCell(withIdentifier: RepoCell.identifier, for: indexPath)
                    (cell as? RepoCell)?.update(with: repo, formatter: timeFormatter, now: clock())
                    return cell
                case .loadingMore:
                    return tableView.dequeueReusableCell(withIdentifier: LoadingMoreCell.identifier, for: indexPath)
                }
            },
            // New pages arrive below the reader; highlighting them would only distract.
            highlightDuration: .never)
        super.init()
        keyCommands = [switchModeCommand, openCommand, refreshCommand, editCommand]
    }

    public override func loadView() {
        view = StackView(arrangedSubviews: [searchBar, messageView, tableView, statusBar])
    }

    public override var preferredFocusedView: View? { searchBar.textField }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(RepoCell.self, forCellReuseIdentifier: RepoCell.identifier)
        tableView.register(LoadingMoreCell.self, forCellReuseIdentifier: LoadingMoreCell.identifier)
        tableView.rx.setDelegate(self).disposed(by: disposeBag)
        messageView.isHidden = true
        bindUI()
        if let initialText, !initialText.isEmpty {
            searchBar.textField.text = initialText
            viewModel.keywords.accept(initialText)
        }
    }

    private func bindUI() {
        let textField = searchBar.textField

        // The documents' binding: the field's text is the view model's keywords.
        textField.rx.text.orEmpty
            .skip(1)
            .bind(to: viewModel.keywords)
            .disposed(by: disposeBag)

        // The mode: the prompt, the placeholder and the title.
        viewModel.mode
            .drive(Binder(self) { viewController, mode in
                viewController.searchBar.promptLabel.text = mode.title
                viewController.searchBar.setNeedsLayout()
                viewController.searchBar.textField.placeholder = mode.placeholder
                viewController.searchBar.textField.setNeedsDisplay()
                let title = mode == .userRepositories ? "GitHub · a user's repositories" : "GitHub · search repositories"
                viewController.title = title + (viewController.note.map { " (\($0))" } ?? "")
            })
            .disposed(by: disposeBag)
        switchModeCommand.rx.tap
            .bind(to: viewModel.switchMode)
            .disposed(by: disposeBag)
        refreshCommand.rx.tap
            .bind(to: viewModel.refresh)
            .disposed(by: disposeBag)

        // The rows: repositories, and the paging row while the next page loads.
        Driver.combineLatest(viewModel.repos, viewModel.isLoadingMore) { RepoRow.sections($0, loadingMore: $1) }
            .drive(tableView.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)
        // A reader on the last repository sees the paging row come in below it.
        viewModel.isLoadingMore
            .filter { $0 }
            .drive(Binder(self) { viewController, _ in
                let tableView = viewController.tableView
                let rows = tableView.numberOfRows(inSection: 0)
                guard rows > 1, tableView.indexPathForSelectedRow?.row == rows - 2 else { return }
                tableView.scrollToRow(at: IndexPath(row: rows - 1, section: 0))
            })
            .disposed(by: disposeBag)

        // The banner: the state's message, a browser that did not open, being offline.
        let notices = self.notices
        viewModel.results.map(\.query).distinctUntilChanged()
            .map { _ -> Banner? in nil }
            .drive(notices)
            .disposed(by: disposeBag)
        Driver.combineLatest(viewModel.results, viewModel.storageProblem, viewModel.isOffline, notices.asDriver()) { results, problem, offline, notice in
            notice ?? Banner.of(results, storageProblem: problem, offline: offline)
        }
        .distinctUntilChanged()
        .drive(messageView.rx.banner)
        .disposed(by: disposeBag)

        // The status bar: how many are shown, and the rate limit.
        let timeZone = self.timeZone
        viewModel.results
            .map { RepoFormatting.status(of: $0, timeZone: timeZone) }
            .distinctUntilChanged()
            .drive(statusBar.rx.message)
            .disposed(by: disposeBag)

        // Enter in the list opens the detail; the view model makes its view model.
        tableView.rx.modelSelected(RepoRow.self)
            .compactMap(\.repo)
            .bind(to: viewModel.selectRepo)
            .disposed(by: disposeBag)
        viewModel.showDetail
            .emit(to: Binder(self) { viewController, detail in
                let screen = RepoDetailViewController(viewModel: detail, openPage: viewController.openPage)
                viewController.navigationController?.pushViewController(screen, animated: false)
            })
            .disposed(by: disposeBag)

        // `o` opens the selected repository's page.
        openCommand.rx.tap
            .compactMap { [weak self] in self?.selectedRepo?.htmlURL }
            .bind(to: Binder(self) { viewController, url in viewController.open(url) })
            .disposed(by: disposeBag)

        // Moving between the field and the list.
        textField.rx.controlEvent(.editingDidEndOnExit)
            .bind(to: Binder(self) { viewController, _ in viewController.focusList() })
            .disposed(by: disposeBag)
        editCommand.rx.tap
            .bind(to: Binder(self) { viewController, _ in viewController.focusField() })
            .disposed(by: disposeBag)

        // The end of the list on screen asks for the next page (ignored when there is
        // none or one is loading), once per arrival there: every frame lays the table
        // out, and a page that failed must not be asked again each frame. Leaving the
        // end and coming back asks again; so does a first page that loads (a refresh, or
        // stored results replaced by GitHub's), which re-lays the table out.
        let loadNextPage = viewModel.loadNextPage
        tableView.onLayout = { [weak self] bottomCell in
            guard let self, !(bottomCell is LoadingMoreCell) else { return }
            let lastRepo = self.dataSource.sectionModels.first?.items.last { $0.repo != nil }?.repo?.id
            guard let lastRepo, (bottomCell as? RepoCell)?.repoId == lastRepo else {
                self.pagingAskedAt = nil
                return
            }
            guard self.pagingAskedAt != lastRepo else { return }
            self.pagingAskedAt = lastRepo
            loadNextPage.accept(())
        }
        viewModel.state
            .filter { $0 == .loaded }
            .drive(Binder(self) { viewController, _ in
                viewController.pagingAskedAt = nil
                viewController.tableView.setNeedsLayout()
            })
            .disposed(by: disposeBag)
    }

    /// The repository of the selected row, when the list has the focus or the field
    /// is empty of new text.
    private var selectedRepo: Repo? {
        guard let indexPath = tableView.indexPathForSelectedRow,
              let row = try? dataSource.model(at: indexPath) as? RepoRow else { return nil }
        return row.repo
    }

    private func open(_ url: URL) {
        let notices = self.notices
        opening.disposable = Banner.opening(url, with: openPage).subscribe(onNext: { notices.accept($0) })
    }

    /// Leaves the field for the list, even an empty one (offline, no results): there `q`,
    /// `?` and `r` work instead of being typed into the search.
    private func focusList() {
        if tableView.indexPathForSelectedRow == nil, tableView.numberOfRows(inSection: 0) > 0 {
            tableView.selectRow(at: IndexPath(row: 0, section: 0))
        }
        tableView.becomeFirstResponder()
        statusBar.hints = RepoSearchViewController.listHints
    }

    private func focusField() {
        searchBar.textField.becomeFirstResponder()
        statusBar.hints = RepoSearchViewController.fieldHints
    }

    /// ↓ (or Esc) in the field moves into the list; ↑ on the list's first row back to the field.
    public override func processKey(_ key: Key) -> Bool {
        switch key {
        case .down where focusedView === searchBar.textField, .escape where focusedView === searchBar.textField:
            focusList()
            return true
        case .up where focusedView === tableView:
            focusField()
            return true
        default:
            return false
        }
    }
}

extension RepoSearchViewController: TableViewDelegate {
    /// Repositories take two lines, the paging row one.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        guard let row = try? dataSource.model(at: indexPath) as? RepoRow, row.repo != nil else { return 1 }
        return RepoCell.height
    }
}
