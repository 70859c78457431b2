import RxCore
import WebUI

/// Drops this tab's live stream on request: the page shows "reconnecting…", connects
/// again and gets a snapshot of the same screen, with its state (the count) kept.
final class ReconnectViewController: DemoViewController {
    private let count = Label("Pressed 0 times", textStyle: .headline)
    private var presses = 0

    init() {
        super.init(title: "Reconnect")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let press = Button(title: "Count", style: .primary)
        let drop = Button(title: "Drop the live stream")
        count.styleName = "press-count"
        drop.styleName = "drop-stream"
        stack.addArrangedSubview(card("State that survives a reconnect", [count, StackView(arrangedSubviews: [press, drop], axis: .horizontal, spacing: .small),
                                                                          Label("The server ends this tab's event stream; the page says so, reconnects "
                                                                                + "and receives a full snapshot.", textStyle: .secondary)]))
        press.rx.tap.subscribe(onNext: { [weak self] in
            guard let self else { return }
            presses += 1
            count.text = "Pressed \(presses) time\(presses == 1 ? "" : "s")"
        }).disposed(by: disposeBag)
        drop.rx.tap.subscribe(onNext: { [weak self] in self?.reconnectPage() }).disposed(by: disposeBag)
    }
}
