import RxCore
import WebUI

/// A status bar with key hints and a message counting seconds.
final class StatusBarDemoViewController: DemoViewController {
    private let status = StatusBar(hints: [KeyHint(key: "r", title: "Refresh"), KeyHint(key: "o", title: "Open"), KeyHint(key: "?", title: "Help")])

    init() {
        super.init(title: "StatusBar")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.addArrangedSubview(card("Key hints and a message", [status,
                                                                  Label("The message changes every second; only its text travels.", textStyle: .secondary)]))
        Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
            .map { "Updated \($0 + 1) s ago" }
            .startWith("Just updated")
            .bind(to: status.rx.message)
            .disposed(by: disposeBag)
    }
}
