import RxCore
import TerminalUI

/// The base of every gallery screen: a title, content above a status bar that lists
/// the screen's keys, and `q` to quit (a cold command, so a focused field still types q).
class GalleryScreen: ViewController {
    let disposeBag = DisposeBag()
    private let quit = KeyCommand(key: .character("q"), title: "Quit")

    init(title: String) {
        super.init()
        self.title = title
    }

    /// The screen's content; subclasses build it.
    func makeContent() -> View {
        View()
    }

    override func loadView() {
        view = ScreenView(content: makeContent())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands.append(quit)
        quit.rx.tap
            .subscribe(onNext: { Application.exit() })
            .disposed(by: disposeBag)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateHints()
    }

    /// Shows the screen's keys (and going back when possible) in the status bar.
    func updateHints() {
        guard let screenView = view as? ScreenView else { return }
        var hints = keyHints
        // Asked before a push completes, so "not the root" rather than the stack's count.
        if let navigationController, navigationController.viewControllers.first !== self {
            hints.append(KeyHint(key: "Esc", title: "Back"))
        }
        hints.append(KeyHint(key: "?", title: "Help"))
        screenView.statusBar.hints = hints
    }
}
