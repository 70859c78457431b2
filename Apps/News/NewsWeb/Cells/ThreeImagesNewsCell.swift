import AppCoreSupport
import AppSupport
import Foundation
import NewsCore
import WebUI

/// The three-picture row (the document's `ThreeImagesTableViewCell`): the title, the
/// three pictures side by side under it, and the facts line; without pictures
/// (`--no-images`) the title and the facts. Main queue only.
final class ThreeImagesNewsCell: NewsCell {
    /// The identifier the list registers it under.
    static let identifier = "ThreeImagesNewsCell"

    private let pictureRow = StackView(arrangedSubviews: [], axis: .horizontal)

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier, thumbnailCount: 3)
        pictureRow.styleName = "triptych"
        thumbnails.forEach(pictureRow.addArrangedSubview)
        addSubview(StackView(arrangedSubviews: [titleLabel, pictureRow, metaView], spacing: .small))
    }

    override func layoutPictures(shown: Bool) {
        pictureRow.isHidden = !shown
    }
}
