import RxCore
import WebUI

/// A banner of each kind, toggled by buttons or m.
final class MessageDemoViewController: DemoViewController {
    private let banner = MessageView()
    private let toggle = KeyCommand(key: .character("m"), title: "Show or hide the banner")

    init() {
        super.init(title: "MessageView")
        keyCommands = [toggle]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let info = Button(title: "Info")
        let success = Button(title: "Success")
        let failure = Button(title: "Error")
        let hide = Button(title: "Hide")
        stack.addArrangedSubview(banner)
        stack.addArrangedSubview(card("Show a message", [StackView(arrangedSubviews: [info, success, failure, hide], axis: .horizontal, spacing: .small),
                                                         Label("Screen readers announce each message; errors at once.", textStyle: .secondary)]))
        func show(_ kind: MessageView.Kind, _ text: String?) {
            banner.kind = kind
            banner.text = text
        }
        info.rx.tap.subscribe(onNext: { show(.info, "3 new posts ↑") }).disposed(by: disposeBag)
        success.rx.tap.subscribe(onNext: { show(.success, "Saved.") }).disposed(by: disposeBag)
        failure.rx.tap.subscribe(onNext: { show(.error, "No connection: showing what was saved.") }).disposed(by: disposeBag)
        hide.rx.tap.subscribe(onNext: { show(.info, nil) }).disposed(by: disposeBag)
        toggle.rx.tap.subscribe(onNext: { [weak self] in
            show(.info, (self?.banner.text ?? "").isEmpty ? "Toggled with m" : nil)
        }).disposed(by: disposeBag)
    }
}
