import WebUI

/// The last row while the next page loads: a spinning wheel saying what the view model
/// says ("loading more…"). Main queue only.
final class LoadingMoreCell: TableViewCell {
    /// The identifier the table registers it under.
    static let identifier = "LoadingMoreCell"

    let spinner = Spinner()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        addSubview(spinner)
        spinner.startAnimating()
    }

    /// Shows `text`.
    func update(with text: String) {
        spinner.title = text
    }
}
