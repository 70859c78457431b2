import TweetieCore
import WebUI

/// One list member: their picture, name and `@username` (and any labels), and their bio.
/// Main queue only.
final class PersonCell: MediaCell {
    /// The identifier the members table registers it under.
    static let identifier = "PersonCell"

    let bioLabel = Label(textStyle: .secondary)

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        bioLabel.styleName = "multiline"
        content.addArrangedSubview(bioLabel)
    }

    /// Shows `user`, their picture at `avatarPath` (nil: the placeholder).
    func show(_ user: User, avatarPath: String?) {
        avatarView.imagePath = avatarPath
        nameLabel.text = user.name
        handleLabel.text = "@" + user.username + (user.labels.map { "  " + TweetText.labels($0) } ?? "")
        bioLabel.text = user.about
    }
}
