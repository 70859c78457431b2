import WebUI

/// A row with a person's picture at its left and, beside it, a byline (name, `@handle`,
/// what a subclass adds) over what the subclass puts in `content`: the shape of a post
/// and of a member. Data text is escaped by WebUI. Main queue only.
class MediaCell: TableViewCell {
    /// The person's picture; a quiet placeholder without one (or with `--no-images`).
    let avatarView = ImageView(contentMode: .scaleAspectFill)
    let nameLabel = Label()
    let handleLabel = Label(textStyle: .secondary)
    /// The byline, then the subclass's views.
    let content = StackView(spacing: .small)
    let byline = StackView(axis: .horizontal, spacing: .small)

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        styleName = "media"
        textLabel.removeFromSuperview()
        detailTextLabel.removeFromSuperview()
        avatarView.styleName = "avatar"
        byline.styleName = "byline"
        byline.addArrangedSubview(nameLabel)
        byline.addArrangedSubview(handleLabel)
        content.styleName = "fill"
        content.addArrangedSubview(byline)
        addSubview(avatarView)
        addSubview(content)
    }
}
