import AppCoreSupport
import AppSupport
import Foundation
import RxCore
import TweetieCore
import WebUI

/// The list's members on the page: binds `ListPeopleViewModel`'s people to a table
/// (picture, name, `@username`, bio), its activity to a spinner, its banner and status;
/// Enter or a click on a member asks the navigator for the view model's segue (their
/// timeline). Main queue only.
final class ListPeopleViewController: ViewController {
    let viewModel: ListPeopleViewModel
    let navigator: Navigator

    let spinner = Spinner()
    let messageView = MessageView()
    let tableView = TimelineTableView(selectionTitle: "Timeline", opensLinks: false)
    let statusBar = StatusBar(hints: [KeyHint(key: "Enter", title: "Timeline"), KeyHint(key: "Esc", title: "Back"), KeyHint(key: "?", title: "Help")])

    private let pictures: WebPictures
    private let disposeBag = DisposeBag()

    /// A page for `viewModel`, showing segues through `navigator`, pictures from `pictures`.
    init(viewModel: ListPeopleViewModel, navigator: Navigator, pictures: WebPictures) {
        self.viewModel = viewModel
        self.navigator = navigator
        self.pictures = pictures
        super.init()
    }

    override func loadView() {
        statusBar.styleName = "sticky"
        view = StackView(arrangedSubviews: [spinner, messageView, tableView, statusBar])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        let viewModel = self.viewModel

        viewModel.activity
            .drive(Binder(spinner) { spinner, activity in spinner.title = activity })
            .disposed(by: disposeBag)
        viewModel.activity
            .map { $0 != nil }
            .drive(spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        viewModel.banner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)
        viewModel.status
            .map { $0?.text() }
            .drive(statusBar.rx.message)
            .disposed(by: disposeBag)

        // Members come once: the list is sent whole.
        let pictures = self.pictures
        viewModel.people.asDriver()
            .map { $0 ?? [] }
            .asObservable()
            .bind(to: tableView.rx.items(cellIdentifier: PersonCell.identifier, cellType: PersonCell.self)) { _, user, cell in
                cell.show(user, avatarPath: pictures.path(for: user.avatarURL))
            }
            .disposed(by: disposeBag)
        tableView.rx.modelSelected(User.self)
            .subscribe(onNext: { [weak self] user in
                guard let self else { return }
                self.navigator.show(segue: self.viewModel.segue(for: user), sender: self)
            })
            .disposed(by: disposeBag)
    }
}
