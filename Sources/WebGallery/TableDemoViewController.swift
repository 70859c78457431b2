import Differentiator
import RxCore
import WebUI

/// 300 rows in three sections; choosing one shows it in the status bar, and the lowest
/// row in view (as the page reports it while scrolling) shows above the list.
final class TableDemoViewController: DemoViewController {
    private let tableView = TableView()
    private let status = StatusBar(hints: [KeyHint(key: "j k", title: "Move"), KeyHint(key: "Enter", title: "Choose")])
    private let lowestLabel = Label(textStyle: .secondary)

    init() {
        super.init(title: "TableView")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.addArrangedSubview(status)
        stack.addArrangedSubview(lowestLabel)
        stack.addArrangedSubview(tableView)
        lowestLabel.styleName = "lowest-in-view"
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
        tableView.rx.lastVisibleRow
            .map { indexPath -> String in
                guard let indexPath, let number = try? dataSource.model(at: indexPath) as? Int else { return "No row in view" }
                return "Lowest in view: \(dataSource[indexPath.section].model) #\(number % 100 == 0 ? 100 : number % 100)"
            }
            .bind(to: Binder(lowestLabel) { label, text in label.text = text })
            .disposed(by: disposeBag)
        tableView.rx.modelSelected(Int.self)
            .map { "Chose item \($0)" }
            .bind(to: status.rx.message)
            .disposed(by: disposeBag)
    }
}
