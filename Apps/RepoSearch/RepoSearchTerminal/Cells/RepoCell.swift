import Foundation
import RepoSearchCore
import TerminalUI

/// One repository in the list, two lines: the name (bold) with its flags, stars,
/// language and when it was updated (right-aligned), then one line of its description
/// (dim, cut with an ellipsis).
///
/// Data text is sanitized by the labels. Use from the main queue only.
final class RepoCell: TableViewCell {
    /// The identifier the table registers it under.
    static let identifier = "RepoCell"
    /// Lines per repository.
    static let height = 2

    let nameLabel = Label(style: Style(attributes: .bold))
    let detailsLabel = Label(style: Style(attributes: .dim))
    let descriptionLabel = Label(style: Style(attributes: .dim))
    private(set) var repoId: Int64?

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        detailsLabel.alignment = .right
        addSubview(nameLabel)
        addSubview(detailsLabel)
        addSubview(descriptionLabel)
    }

    /// Shows `summary`: a repository as the view model words it.
    func update(with summary: RepoSummary) {
        repoId = summary.id
        nameLabel.text = summary.name
        detailsLabel.text = summary.details
        descriptionLabel.text = summary.description
        setNeedsLayout()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        repoId = nil
        nameLabel.text = nil
        detailsLabel.text = nil
        descriptionLabel.text = nil
    }

    /// The name at the left and the details at the right of the first line (the name
    /// gives way), the description indented on the second.
    override func layoutSubviews() {
        textLabel.frame = .zero
        let width = frame.width
        let details = min(detailsLabel.text.map { DisplayWidth.of($0) } ?? 0, max(0, width / 2))
        detailsLabel.frame = Rect(x: width - details, y: 0, width: details, height: min(1, frame.height))
        nameLabel.frame = Rect(x: 0, y: 0, width: max(0, width - details - 1), height: min(1, frame.height))
        descriptionLabel.frame = Rect(x: 2, y: 1, width: max(0, width - 2), height: max(0, min(1, frame.height - 1)))
    }
}

/// The last row while the next page loads, saying what the view model says.
final class LoadingMoreCell: TableViewCell {
    /// The identifier the table registers it under.
    static let identifier = "LoadingMoreCell"

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.style = Style(attributes: .dim)
    }

    /// Shows `text`, indented.
    func update(with text: String) {
        textLabel.text = "  " + text
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel.text = nil
    }
}
