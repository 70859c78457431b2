import Foundation
import RxCore
import TerminalUI
import WeatherCore

/// The other places a city name matched ("Hollywood": ten of them): a list with the one
/// shown selected; Enter shows that place's weather and goes back, Esc goes back.
/// Binds `PlacesViewModel`. Main queue only.
final class PlacesViewController: ViewController {
    let viewModel: PlacesViewModel
    let tableView = TableView()
    let statusBar = StatusBar(hints: [KeyHint(key: "Enter", title: "Show"), KeyHint(key: "Esc", title: "Back")])

    private let disposeBag = DisposeBag()

    init(viewModel: PlacesViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func loadView() {
        view = StackView(arrangedSubviews: [tableView, statusBar])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        focusedView = tableView
        viewModel.title
            .map(Optional.some)
            .drive(rx.title)
            .disposed(by: disposeBag)
        viewModel.places
            .drive(tableView.rx.items(cellIdentifier: "Place", cellType: TableViewCell.self)) { _, name, cell in
                cell.textLabel.text = name
            }
            .disposed(by: disposeBag)
        viewModel.selected
            .drive(Binder(tableView) { tableView, index in
                guard let index else { return }
                tableView.selectRow(at: IndexPath(row: index, section: 0))
            })
            .disposed(by: disposeBag)
        tableView.rx.itemSelected
            .subscribe(onNext: { [weak self] indexPath in
                self?.viewModel.pick.accept(indexPath.row)
                _ = self?.navigationController?.popViewController(animated: true)
            })
            .disposed(by: disposeBag)
    }
}
