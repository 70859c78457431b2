import RxCore
import TerminalUI

/// A table of 1,000 made-up rows; Enter shows the chosen row in the status bar.
final class TableDemoViewController: GalleryScreen {
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
        let rows = (1...1_000).map { number in
            "#\(number)  \(names[number % names.count]) posted \(number % 7 + 1)h ago"
        }
        Observable.just(rows)
            .bind(to: tableView.rx.items(cellIdentifier: "Row", cellType: TableViewCell.self)) { _, row, cell in
                cell.textLabel.text = row
            }
            .disposed(by: disposeBag)
        tableView.rx.modelSelected(String.self)
            .subscribe(onNext: { [weak self] row in
                (self?.view as? ScreenView)?.statusBar.message = "Selected \(row)"
            })
            .disposed(by: disposeBag)
    }
}
