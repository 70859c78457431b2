import RxCore
import WebUI

/// A spinner toggled by s or its button.
final class SpinnerDemoViewController: DemoViewController {
    private let spinner = Spinner(title: "Loading the timeline…")
    private let toggle = BarButtonItem(key: .character("s"), title: "Spin")

    init() {
        super.init(title: "Spinner")
        navigationItem.rightBarButtonItem = toggle
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = Button(title: "Start or stop", style: .primary)
        stack.addArrangedSubview(card("Activity", [spinner, StackView(arrangedSubviews: [button], axis: .horizontal)]))
        spinner.startAnimating()
        Observable.merge(button.rx.tap.asObservable(), toggle.rx.tap.asObservable())
            .subscribe(onNext: { [weak self] in
                guard let spinner = self?.spinner else { return }
                if spinner.isAnimating { spinner.stopAnimating() } else { spinner.startAnimating() }
            })
            .disposed(by: disposeBag)
    }
}
