import RxCore
import TerminalUI

/// A text field whose text is bound to a label through `rx.text.orEmpty`.
final class TextFieldViewController: GalleryScreen {
    let field = LineTextField(placeholder: "Type here…")
    let mirror = Label()
    let count = Label(style: Style(attributes: .dim))

    init() {
        super.init(title: "TextField")
    }

    override func makeContent() -> View {
        StackView(arrangedSubviews: [
            Label("Edit with ←/→, Home/End, Ctrl-A/E/K/U/W; Esc goes back.", style: Style(attributes: .dim)),
            field,
            mirror,
            count,
        ], spacing: 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        focusedView = field
        let text = field.rx.text.orEmpty.share(replay: 1)
        text.map { "You typed: \($0)" }
            .bind(to: mirror.rx.text)
            .disposed(by: disposeBag)
        text.map { "\($0.count) characters" }
            .bind(to: count.rx.text)
            .disposed(by: disposeBag)
    }
}
