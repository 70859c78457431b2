import Foundation
import RxCore
import TerminalUI

/// The other places a city name matched ("Hollywood": ten of them): a list with the one
/// shown selected; Enter shows that place's weather and goes back, Esc goes back.
/// Binds the view model's `matches` and `selectedMatch`, and sends the pick to its
/// `pickMatch`. Main queue only.
final class MatchPickerViewController: ViewController {
    let tableView = TableView()
    let statusBar = StatusBar(hints: [KeyHint(key: "Enter", title: "Show"), KeyHint(key: "Esc", title: "Back")])

    private let matches: Driver<[String]>
    private let selected: Driver<Int?>
    private let pick: PublishRelay<Int>
    private let disposeBag = DisposeBag()

    init(matches: Driver<[String]>, selected: Driver<Int?>, pick: PublishRelay<Int>) {
        self.matches = matches
        self.selected = selected
        self.pick = pick
        super.init()
    }

    override func loadView() {
        view = StackView(arrangedSubviews: [tableView, statusBar])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Places"
        focusedView = tableView
        matches
            .drive(tableView.rx.items(cellIdentifier: "Place", cellType: TableViewCell.self)) { _, name, cell in
                cell.textLabel.text = name
            }
            .disposed(by: disposeBag)
        selected
            .drive(Binder(tableView) { tableView, index in
                guard let index else { return }
                tableView.selectRow(at: IndexPath(row: index, section: 0))
            })
            .disposed(by: disposeBag)
        tableView.rx.itemSelected
            .subscribe(onNext: { [weak self] indexPath in
                self?.pick.accept(indexPath.row)
                _ = self?.navigationController?.popViewController(animated: true)
            })
            .disposed(by: disposeBag)
    }
}
