import RxCore
import TerminalUI

/// A message banner over some content; `m` shows or hides it, `k` changes its kind.
final class MessageDemoViewController: GalleryScreen {
    let banner = MessageView(text: "3 new posts — press m to hide this banner", kind: .info)
    private let toggle = KeyCommand(key: .character("m"), title: "Toggle banner")
    private let cycle = KeyCommand(key: .character("k"), title: "Change kind")

    init() {
        super.init(title: "MessageView")
    }

    override func makeContent() -> View {
        StackView(arrangedSubviews: [
            banner,
            Label("The banner sits at the top of a stack; hidden, it takes no space.", style: Style(attributes: .dim)),
            View(),
        ])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands += [toggle, cycle]
        toggle.rx.tap
            .scan(false) { hidden, _ in !hidden }
            .bind(to: banner.rx.isHidden)
            .disposed(by: disposeBag)
        cycle.rx.tap
            .subscribe(onNext: { [weak self] in
                guard let banner = self?.banner else { return }
                switch banner.kind {
                case .info: (banner.kind, banner.text) = (.success, "Saved.")
                case .success: (banner.kind, banner.text) = (.error, "No connection — retrying")
                case .error: (banner.kind, banner.text) = (.info, "3 new posts — press m to hide this banner")
                }
            })
            .disposed(by: disposeBag)
    }
}
