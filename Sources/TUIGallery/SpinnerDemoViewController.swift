import RxCore
import TerminalUI

/// An activity spinner bound through `rx.isAnimating`; `s` starts or stops it.
final class SpinnerDemoViewController: GalleryScreen {
    let spinner = Spinner(title: "Loading timeline…")
    let state = Label(style: Style(attributes: .dim))
    private let toggle = KeyCommand(key: .character("s"), title: "Start/stop")

    init() {
        super.init(title: "Spinner")
    }

    override func makeContent() -> View {
        StackView(arrangedSubviews: [spinner, state, View()], spacing: 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands.append(toggle)
        let animating = toggle.rx.tap
            .scan(true) { animating, _ in !animating }
            .startWith(true)
            .share(replay: 1)
        animating
            .bind(to: spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        animating
            .map { $0 ? "Spinning (press s to stop)" : "Stopped (press s to start)" }
            .bind(to: state.rx.text)
            .disposed(by: disposeBag)
    }
}
