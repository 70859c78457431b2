import RxCore
import WebUI

/// A field whose text reaches the server as you type and comes back in labels (never
/// into the field itself); Enter adds it to a list and clears the field.
final class TextFieldViewController: DemoViewController {
    let field = TextField(placeholder: "Type something, then Enter")
    private let echo = Label(textStyle: .secondary)
    private let shouted = Label(textStyle: .headline)
    private let submitted = Label(textStyle: .body)
    private let clearButton = Button(title: "Clear")
    private var entries: [String] = []

    init() {
        super.init(title: "TextField")
    }

    override var preferredFocusedView: View? { field }

    override func viewDidLoad() {
        super.viewDidLoad()
        field.accessibilityLabel = "Text to echo"
        echo.styleName = "echo"
        shouted.styleName = "shouted"
        submitted.styleName = "submitted"
        stack.addArrangedSubview(card("Type here", [field, StackView(arrangedSubviews: [clearButton], axis: .horizontal)]))
        stack.addArrangedSubview(card("The server's view of it", [echo, shouted]))
        stack.addArrangedSubview(card("Submitted", [submitted]))
        let text = field.rx.text.orEmpty.asObservable()
        text.map { $0.isEmpty ? "Nothing typed yet." : "You typed \($0.count) characters: \($0)" }
            .bind(to: echo.rx.text)
            .disposed(by: disposeBag)
        text.map { $0.uppercased() }
            .bind(to: shouted.rx.text)
            .disposed(by: disposeBag)
        field.rx.controlEvent(.editingDidEndOnExit)
            .subscribe(onNext: { [weak self] in self?.submit() })
            .disposed(by: disposeBag)
        clearButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.field.clear() })
            .disposed(by: disposeBag)
        submitted.text = "Nothing submitted yet."
    }

    private func submit() {
        guard let text = field.text, !text.isEmpty else { return }
        entries.insert(text, at: 0)
        submitted.text = entries.prefix(5).joined(separator: " · ")
        // The deliberate reset: clears the field even though the user is in it.
        field.clear()
    }
}
