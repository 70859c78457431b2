import Foundation
import TerminalUI

/// The line above the list: the mode's prompt ("User" or "Search") and the text field.
///
/// Use from the main queue only.
final class SearchBar: View {
    /// The mode's name.
    let promptLabel = Label(style: Style(attributes: .bold))
    /// What is typed.
    let textField = TextField()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(promptLabel)
        addSubview(textField)
    }

    /// One line.
    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: min(1, size.height))
    }

    /// The prompt and a colon, then the field over the rest of the line.
    override func layoutSubviews() {
        let prompt = min(frame.width, (promptLabel.text.map { DisplayWidth.of($0) } ?? 0) + 2)
        promptLabel.frame = Rect(x: 0, y: 0, width: prompt, height: min(1, frame.height))
        textField.frame = Rect(x: prompt, y: 0, width: max(0, frame.width - prompt), height: min(1, frame.height))
    }
}

/// The repository table: it takes the focus from the search field, gives ↑ on its
/// first row back to the screen (which returns the focus to the field), and reports the
/// cell at the bottom of the screen after each layout, so reaching the end of the list
/// can ask for the next page.
///
/// Use from the main queue only.
final class RepoTableView: TableView {
    /// Called after each layout with the bottom cell on screen (nil when empty).
    var onLayout: ((TableViewCell?) -> Void)?

    /// The list is focused to move in it while the field keeps its text.
    override var canBecomeFirstResponder: Bool { true }

    override func processKey(_ key: Key) -> Bool {
        if key == .up, indexPathForSelectedRow == IndexPath(row: 0, section: 0) { return false }
        return super.processKey(key)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The cells are the subviews, in screen order (reading the visible rows here
        // would lay the table out again from inside its layout).
        onLayout?(subviews.last { $0 is TableViewCell } as? TableViewCell)
    }
}
