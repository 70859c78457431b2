import TerminalUI
import TweetieCore

/// One list member in a table: the name (bold) and `@username` on the first line, the
/// bio (dim, wrapped, at most `maximumBioLines` lines) below, and a blank line after.
///
/// Data text is sanitized by the labels. Use from the main queue only.
public final class PersonCell: TableViewCell {
    /// The identifier the members table registers it under.
    public static let identifier = "PersonCell"
    /// The most lines of bio shown; the rest is cut with an ellipsis.
    public static let maximumBioLines = 2

    /// The name and handle line.
    public let nameLabel = Label(style: Style(attributes: .bold))
    /// The bio.
    public let bioLabel = Label(style: Style(attributes: .dim))

    /// Creates a cell for reuse under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        bioLabel.numberOfLines = Self.maximumBioLines
        addSubview(nameLabel)
        addSubview(bioLabel)
    }

    /// Shows `user`.
    public func update(with user: User) {
        let labels = user.labels.map { "  " + TweetText.labels($0) } ?? ""
        nameLabel.text = "\(user.name)  @\(user.username)\(labels)"
        bioLabel.text = user.about
    }

    /// Clears the person.
    public override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
        bioLabel.text = nil
    }

    /// The lines a member takes at `width`: the name, the bio (if any, capped) and a blank line.
    public static func height(for user: User, width: Int) -> Int {
        let bio = sanitize(user.about, keepingNewlines: true)
        let bioLines = bio.isEmpty ? 0 : min(maximumBioLines, TextLayout.wrap(bio, width: width - 2).count)
        return 1 + bioLines + 1
    }

    /// The name on the first line, the bio indented below.
    public override func layoutSubviews() {
        textLabel.frame = .zero
        nameLabel.frame = Rect(x: 0, y: 0, width: frame.width, height: min(1, frame.height))
        bioLabel.frame = Rect(x: 2, y: 1, width: max(0, frame.width - 2), height: max(0, frame.height - 2))
    }
}
