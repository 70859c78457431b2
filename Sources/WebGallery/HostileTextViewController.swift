import Differentiator
import Foundation
import RxCore
import WebUI

/// Text a hostile feed could send: markup, script, terminal escapes, bidi overrides, a
/// javascript: link. Every piece shows as text; none of it runs.
final class HostileTextViewController: DemoViewController {
    static let samples = [
        "<script>window.pwned = 'script'</script>",
        "<img src=x onerror=\"window.pwned = 'img'\">",
        "\"><svg onload=\"window.pwned = 'svg'\">",
        "Terminal escapes: \u{1B}[31mred\u{1B}[0m and \u{1B}]0;title\u{07} gone",
        "Bidi: \u{202E}txet desrever\u{202C} stays in order",
        "&amp; &lt;b&gt; stays literal",
    ]

    private let tableView = TableView()
    private let banner = MessageView(kind: .error)

    init() {
        super.init(title: "Hostile <b>text</b>")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.text = Self.samples[0]
        let labels = Self.samples.map { sample -> Label in
            let label = Label(sample)
            label.styleName = "hostile"
            return label
        }
        stack.addArrangedSubview(banner)
        stack.addArrangedSubview(card("In labels", labels))
        stack.addArrangedSubview(card("In a link", [LinkLabel("<b>click</b>", url: URL(string: "javascript:window.pwned='link'"))]))
        stack.addArrangedSubview(tableView)
        let section = AnimatableSectionModel(model: "In rows <i>and headers</i>", items: Self.samples)
        let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, String>>(
            configureCell: { _, tableView, indexPath, sample in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Sample", for: indexPath)
                cell.textLabel.text = sample
                return cell
            },
            titleForHeaderInSection: { dataSource, section in dataSource[section].model })
        Observable.just([section]).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: disposeBag)
    }
}
