import Differentiator
import RxCore
import WebUI

/// 300 rows in three sections; choosing one shows it in the status bar, and the lowest
/// row in the window is named as the page scrolls (what a list pages by).
final class TableDemoViewController: DemoViewController {
    private let tableView = TableView()
    private let status = StatusBar(hints: [KeyHint(key: "j k", title: "Move"), KeyHint(key: "Enter", title: "Choose")])
    private let lowestRow = Label(textStyle: .secondary)

    init() {
        super.init(title: "TableView")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        lowestRow.styleName = "lowest-row"
        stack.addArrangedSubview(status)
        stack.addArrangedSubview(lowestRow)
        stack.addArrangedSubview(tableView)
        let sections = ["Fruit", "Vegetables", "Grains"].enumerated().map { index, name in
            AnimatableSectionModel(model: name, items: (1...100).map { index * 100 + $0 })
        }
        let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Int>>(
            configureCell: { dataSource, tableView, indexPath, number in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                cell.textLabel.text = "\(dataSource[indexPath.section].model) #\(number % 100 == 0 ? 100 : number % 100)"
                cell.detailTextLabel.text = "Row \(indexPath.row + 1) of section \(indexPath.section + 1)"
                return cell
            },
            titleForHeaderInSection: { dataSource, section in dataSource[section].model })
        Observable.just(sections).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: disposeBag)
        tableView.rx.modelSelected(Int.self)
            .map { "Chose item \($0)" }
            .bind(to: status.rx.message)
            .disposed(by: disposeBag)
        tableView.rx.lastVisibleRow
            .map { indexPath in
                indexPath.map { "In the window down to \(dataSource[$0.section].model) #\($0.row + 1)" } ?? "No row in the window"
            }
            .bind(to: lowestRow.rx.text)
            .disposed(by: disposeBag)
    }
}
