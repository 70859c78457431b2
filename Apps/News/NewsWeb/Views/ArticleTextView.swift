import WebUI

/// A story's text as paragraphs (split at blank lines; a line break inside a paragraph
/// stays one). Main queue only.
final class ArticleTextView: StackView {
    private var paragraphLabels: [Label] = []

    init() {
        super.init(arrangedSubviews: [], spacing: .normal)
    }

    /// The text shown.
    var text = "" {
        didSet {
            guard text != oldValue else { return }
            let paragraphs = text.components(separatedBy: "\n\n").filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
            while paragraphLabels.count < paragraphs.count {
                let label = Label()
                label.styleName = "prose"
                paragraphLabels.append(label)
                addArrangedSubview(label)
            }
            for (index, label) in paragraphLabels.enumerated() {
                label.text = index < paragraphs.count ? paragraphs[index] : nil
                label.isHidden = index >= paragraphs.count
            }
        }
    }
}
