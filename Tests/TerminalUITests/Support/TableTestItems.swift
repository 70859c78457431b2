import Differentiator
import Foundation
@testable import TerminalUI

/// A keyed row for the data source tests: `id` is its identity, `text` its content;
/// a `tall` item takes two lines (through `ItemHeights`).
struct TestItem: IdentifiableType, Equatable, CustomStringConvertible {
    var id: Int
    var text: String
    var tall = false

    var identity: Int { id }
    var description: String { text }
}

/// A section of test items identified by its title.
typealias TestSection = AnimatableSectionModel<String, TestItem>

/// A delegate that gives each row the height its item asks for and records choices.
final class ItemHeights: TableViewDelegate {
    private let item: (IndexPath) -> TestItem?
    var chosen: [IndexPath] = []
    var heightRequests = 0

    init(item: @escaping (IndexPath) -> TestItem?) {
        self.item = item
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        heightRequests += 1
        return item(indexPath)?.tall == true ? 2 : 1
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(indexPath)
    }
}

/// Makes a cell showing the item's text (and a second line for tall items).
func testItemCell(_ tableView: TableView, _ indexPath: IndexPath, _ item: TestItem) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel.numberOfLines = 0
    cell.textLabel.text = item.tall ? "\(item.text)\n+" : item.text
    return cell
}
extension Buffer {
    /// Whether the cell at (x, y) is drawn highlighted (bold and yellow).
    func isHighlighted(x: Int, y: Int) -> Bool {
        guard let style = self[x, y]?.style else { return false }
        return style.attributes.contains(.bold) && style.foreground == .yellow
    }
}
