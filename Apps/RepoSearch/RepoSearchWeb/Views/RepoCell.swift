import Foundation
import RepoSearchCore
import WebUI

/// One repository in the list: its name with what it is, its description, then a line
/// of details ("★ 1.2k · Swift · 3d") and a link to its page (what `o` opens). Text from
/// data is escaped by the views. Main queue only.
final class RepoCell: TableViewCell {
    /// The identifier the table registers it under.
    static let identifier = "RepoCell"

    /// Stars, language and when it was updated.
    let detailsLabel = Label(textStyle: .caption)
    /// The repository's page.
    let pageLink = LinkLabel()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        detailTextLabel.numberOfLines = 0
        addSubview(StackView(arrangedSubviews: [detailsLabel, pageLink], axis: .horizontal, spacing: .normal))
    }

    /// Shows `summary` (a repository as the view model words it), linking its page `url`.
    func update(with summary: RepoSummary, page url: URL) {
        textLabel.text = summary.name
        detailTextLabel.text = summary.description
        detailsLabel.text = summary.detailParts.joined(separator: " · ")
        pageLink.text = summary.address
        pageLink.url = url
    }
}
