import Foundation

/// What the page's script does with a table's keyed operations, in Swift: sections of
/// row keys changed by `rd`/`rp`/`sd`/`sp` exactly as webui.js applies them, so a test
/// can check that the operations sent turn the old rows into the new ones.
struct PageTableModel: Equatable {
    struct Section: Equatable {
        var key: Int
        var rows: [Int]
    }

    var sections: [Section]

    /// Applies one operation (`[name, table, …]` as sent); others are ignored.
    mutating func apply(_ operation: [Any]) {
        guard let name = operation.first as? String else { return }
        func int(_ index: Int) -> Int? { operation.count > index ? operation[index] as? Int : nil }
        switch name {
        case "rd":
            guard let key = int(2) else { return }
            for index in sections.indices { sections[index].rows.removeAll { $0 == key } }
        case "rp":
            guard let key = int(2), let section = int(3), let target = sections.firstIndex(where: { $0.key == section }) else { return }
            let isNew = !(operation[5] is NSNull)
            if !isNew {
                guard sections.contains(where: { $0.rows.contains(key) }) else { return }
                for index in sections.indices { sections[index].rows.removeAll { $0 == key } }
            }
            if let after = int(4), let position = sections[target].rows.firstIndex(of: after) {
                sections[target].rows.insert(key, at: position + 1)
            } else {
                sections[target].rows.insert(key, at: 0)
            }
        case "sd":
            guard let key = int(2) else { return }
            sections.removeAll { $0.key == key }
        case "c":
            sections = Self.sections(inTableMarkup: operation[2] as? String ?? "")
        case "sp":
            guard let key = int(2) else { return }
            let isNew = !(operation[4] is NSNull)
            var moving = Section(key: key, rows: [])
            if isNew {
                moving.rows = Self.rowKeys(inSectionMarkup: operation[4] as? String ?? "")
            } else {
                guard let index = sections.firstIndex(where: { $0.key == key }) else { return }
                moving = sections.remove(at: index)
            }
            if let after = int(3), let position = sections.firstIndex(where: { $0.key == after }) {
                sections.insert(moving, at: position + 1)
            } else {
                sections.insert(moving, at: 0)
            }
        default:
            break
        }
    }

    /// The `data-key`s of the rows in a section's markup (the cursor's row too).
    static func rowKeys(inSectionMarkup markup: String) -> [Int] {
        markup.components(separatedBy: "<li class=\"row").dropFirst().compactMap { row in
            row.components(separatedBy: "data-key=\"").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) }
        }
    }

    /// The sections and rows in a table's content markup.
    static func sections(inTableMarkup markup: String) -> [Section] {
        markup.components(separatedBy: "<section class=\"table-section\" data-section=\"").dropFirst().compactMap { section in
            Int(section.prefix { $0.isNumber }).map { Section(key: $0, rows: rowKeys(inSectionMarkup: section)) }
        }
    }
}
