import RxCore
import WebUI

/// A gallery screen: a titled column of views, with a dispose bag for its bindings.
class DemoViewController: ViewController {
    let disposeBag = DisposeBag()
    let stack = StackView(spacing: .large)

    init(title: String) {
        super.init()
        self.title = title
    }

    override func loadView() {
        view = stack
    }

    /// A card holding `views` with an optional heading.
    func card(_ heading: String?, _ views: [View]) -> StackView {
        let card = StackView(arrangedSubviews: (heading.map { [Label($0, textStyle: .headline)] } ?? []) + views, spacing: .normal)
        card.styleName = "card"
        return card
    }
}
