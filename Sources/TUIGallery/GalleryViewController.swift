import RxCore
import TerminalUI

/// The gallery's root: a table listing one screen per view; Enter opens it.
final class GalleryViewController: GalleryScreen {
    /// One entry of the list: a view's name, what its screen shows, and the screen.
    struct Entry {
        let name: String
        let summary: String
        let makeScreen: () -> ViewController
    }

    static var entries: [Entry] {
        [
            Entry(name: "Label", summary: "styles, CJK, emoji, wrapping") { LabelsViewController() },
            Entry(name: "TextField", summary: "typing mirrored into a label via rx") { TextFieldViewController() },
            Entry(name: "TableView", summary: "1,000 rows in sections, j/k, g/G, PgUp/PgDn") { TableDemoViewController() },
            Entry(name: "Pour in", summary: "posts arrive every 2 s (animated data source)") { PourInDemoViewController() },
            Entry(name: "MessageView", summary: "a banner toggled by m") { MessageDemoViewController() },
            Entry(name: "Spinner", summary: "an activity spinner toggled by s") { SpinnerDemoViewController() },
            Entry(name: "StatusBar", summary: "key hints and a message") { StatusBarDemoViewController() },
            Entry(name: "Charts", summary: "a big number, a column chart, range bars") { ChartsViewController() },
            Entry(name: "ImageView", summary: "pictures in half-block cells, fit/fill with f") { ImageDemoViewController() },
        ]
    }

    let tableView = TableView()

    init() {
        super.init(title: "TUI Gallery")
    }

    override func makeContent() -> View {
        tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        focusedView = tableView
        Observable.just(Self.entries)
            .bind(to: tableView.rx.items(cellIdentifier: "Entry", cellType: TableViewCell.self)) { _, entry, cell in
                cell.textLabel.text = entry.name.padding(toLength: 14, withPad: " ", startingAt: 0) + entry.summary
            }
            .disposed(by: disposeBag)
        tableView.rx.modelSelected(Entry.self)
            .subscribe(onNext: { [weak self] entry in
                self?.navigationController?.pushViewController(entry.makeScreen(), animated: true)
            })
            .disposed(by: disposeBag)
    }
}
