import Foundation
@testable import TerminalUI

/// A table data source and delegate over sections of strings, counting what the table
/// asks for. Rows whose text is in `tall` take two lines.
final class TableTestSource: TableViewDataSource, TableViewDelegate {
    struct Section {
        var title: String?
        var rows: [String]
    }

    var sections: [Section]
    var tall: Set<String> = []
    /// Every `cellForRowAt`, in order.
    var cellRequests: [IndexPath] = []
    /// Every `heightForRowAt`, in order.
    var heightRequests: [IndexPath] = []
    var chosen: [IndexPath] = []

    init(_ sections: [Section]) {
        self.sections = sections
    }

    /// One section without a header.
    convenience init(rows: [String]) {
        self.init([Section(title: nil, rows: rows)])
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "t", for: indexPath)
        cell.textLabel.text = sections[indexPath.section].rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        heightRequests.append(indexPath)
        return tall.contains(sections[indexPath.section].rows[indexPath.row]) ? 2 : 1
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(indexPath)
    }
}

/// `count` rows named `prefix0`, `prefix1`...
func rowNames(_ prefix: String, _ count: Int) -> [String] {
    (0..<count).map { "\(prefix)\($0)" }
}

extension TableView {
    /// The table drawn at its own size, as text lines with trailing blanks removed.
    var screenLines: [String] {
        rendered(size: frame.size).lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The text of the selected row's cell on screen, if it is drawn reversed.
    var selectedCellText: String? {
        visibleCellsInOrder.first { $0.isSelected }?.textLabel.text
    }
}
