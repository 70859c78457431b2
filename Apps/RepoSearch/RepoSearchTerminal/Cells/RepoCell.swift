import AppCoreSupport
import AppSupport
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

    /// Shows `repo`, with its update time as `formatter` writes it relative to `now`.
    func update(with repo: Repo, formatter: RelativeTimeFormatter, now: Date) {
        repoId = repo.id
        var name = repo.fullName
        if repo.isFork { name += " (fork)" }
        if repo.isArchived { name += " (archived)" }
        nameLabel.text = name
        var details = ["★ \(RepoFormatting.compact(repo.stars))"]
        if let language = repo.language, !language.isEmpty { details.append(language) }
        if let updated = repo.updatedAt { details.append(formatter.string(for: updated, now: now)) }
        detailsLabel.text = details.joined(separator: "  ")
        descriptionLabel.text = repo.description.flatMap { $0.isEmpty ? nil : $0 } ?? "No description"
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

/// The last row while the next page loads.
final class LoadingMoreCell: TableViewCell {
    /// The identifier the table registers it under.
    static let identifier = "LoadingMoreCell"

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.style = Style(attributes: .dim)
        textLabel.text = "  loading more…"
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel.text = "  loading more…"
    }
}
