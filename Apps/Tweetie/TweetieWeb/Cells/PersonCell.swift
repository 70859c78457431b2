import TweetieCore
import WebUI

/// One list member: their picture, name and `@username` (and any labels), and their bio.
/// Data text is escaped by WebUI. Main queue only.
final class PersonCell: TableViewCell {
    /// The identifier the members table registers it under.
    static let identifier = "PersonCell"

    let avatarView = ImageView(contentMode: .scaleAspectFill)
    let nameLabel = Label()
    let handleLabel = Label(textStyle: .secondary)
    let bioLabel = Label(textStyle: .secondary)

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        styleName = "media"
        textLabel.removeFromSuperview()
        detailTextLabel.removeFromSuperview()
        avatarView.styleName = "avatar"
        bioLabel.styleName = "multiline"
        let byline = StackView(arrangedSubviews: [nameLabel, handleLabel], axis: .horizontal, spacing: .small)
        byline.styleName = "byline"
        let content = StackView(arrangedSubviews: [byline, bioLabel], spacing: .small)
        content.styleName = "fill"
        addSubview(avatarView)
        addSubview(content)
    }

    /// Shows `user`, their picture at `avatarPath` (nil: the placeholder).
    func show(_ user: User, avatarPath: String?) {
        avatarView.imagePath = avatarPath
                nameLabel.text = user.name
        handleLabel.text = "@" + user.username + (user.labels.map { "  " + TweetText.labels($0) } ?? "")
        bioLabel.text = user.about
    }
}
