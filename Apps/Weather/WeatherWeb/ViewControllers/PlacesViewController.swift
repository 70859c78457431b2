import Foundation
import RxCore
import WeatherCore
import WebUI

/// The other places a city name matched: a list with the one shown selected; choosing one
/// shows its weather and goes back. Binds `PlacesViewModel`. Main queue only.
final class PlacesViewController: ViewController {
    let viewModel: PlacesViewModel
    let tableView = TableView()

    private let disposeBag = DisposeBag()

    init(viewModel: PlacesViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override var preferredFocusedView: View? { tableView }

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.title
            .map(Optional.some)
            .drive(rx.title)
            .disposed(by: disposeBag)
        viewModel.places
            .drive(tableView.rx.items(cellIdentifier: "Place", cellType: TableViewCell.self)) { _, name, cell in
                cell.textLabel.text = name
            }
            .disposed(by: disposeBag)
        tableView.rx.itemSelected
            .subscribe(onNext: { [weak self] indexPath in
                // One section: a row's index path is [0, row].
                self?.viewModel.pick.accept(indexPath.last ?? 0)
                _ = self?.navigationController?.popViewController(animated: true)
            })
            .disposed(by: disposeBag)
    }
}
