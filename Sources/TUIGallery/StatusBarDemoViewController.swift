import RxCore
import TerminalUI

/// Status bars: this screen's own (hints and a message that counts presses of `n`)
/// and one with more hints than fit, which drops whole hints.
final class StatusBarDemoViewController: GalleryScreen {
    private let next = KeyCommand(key: .character("n"), title: "Next message")
    let crowded = LineStatusBar(hints: (1...12).map { KeyHint(key: "F\($0)", title: "Action \($0)") }, message: "too many hints")

    init() {
        super.init(title: "StatusBar")
    }

    override func makeContent() -> View {
        StackView(arrangedSubviews: [
            Label("The bottom line is this screen's status bar; the bar below drops hints that do not fit:", style: Style(attributes: .dim)),
            crowded,
            View(),
        ], spacing: 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands.append(next)
        next.rx.tap
            .scan(0) { count, _ in count + 1 }
            .subscribe(onNext: { [weak self] count in
                (self?.view as? ScreenView)?.statusBar.message = "Message \(count)"
            })
            .disposed(by: disposeBag)
    }
}
