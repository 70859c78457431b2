import Differentiator
import RxCore
import TerminalUI

/// A table of 1,000 made-up rows in ten sections with headers, bound through a
/// sectioned reload data source; Enter shows the chosen row in the status bar.
final class TableDemoViewController: GalleryScreen {
    typealias Section = AnimatableSectionModel<String, String>

    let tableView = TableView()

    init() {
        super.init(title: "TableView")
    }

    override func makeContent() -> View {
        tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        focusedView = tableView
        let names = ["Ada", "Grace", "Linus", "Ken", "Dennis", "Barbara", "Edsger", "Donald", "美咲", "Zoë"]
        let sections = (0..<10).map { day in
            Section(
                model: day == 0 ? "Today" : "\(day) day\(day == 1 ? "" : "s") ago",
                items: (day * 100 + 1...day * 100 + 100).map { number in
                    "#\(number)  \(names[number % names.count]) posted \(number % 7 + 1)h ago"
                }
            )
        }
        let dataSource = RxTableViewSectionedReloadDataSource<Section>(
            configureCell: { _, tableView, indexPath, row in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                cell.textLabel.text = row
                return cell
            },
            titleForHeaderInSection: { dataSource, section in
                "\(dataSource[section].model) — \(dataSource[section].items.count) posts"
            }
        )
        Observable.just(sections)
            .bind(to: tableView.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)
        tableView.rx.modelSelected(String.self)
            .subscribe(onNext: { [weak self] row in
                (self?.view as? ScreenView)?.statusBar.message = "Selected \(row)"
            })
            .disposed(by: disposeBag)
    }
}
