import Foundation

/// Where a table's rows are, by key: every section and every row the page shows has a
/// number of its own, kept while it lives, so a batch of changes becomes keyed
/// operations (delete this key, put that key after this one) that the page applies to
/// its elements without rebuilding the list.
struct TableLayout: Equatable {
    /// A section's key and its rows' keys, in order.
    struct Section: Equatable {
        var key: Int
        var rows: [Int]
    }

    /// The sections, in order.
    var sections: [Section] = []

    /// The key of the row at `indexPath`, nil when there is none.
    func key(at indexPath: IndexPath) -> Int? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].rows[indexPath.row]
    }

    /// The number of rows in every section.
    var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// The place of the row at `indexPath` in reading order, across sections.
    func position(of indexPath: IndexPath) -> Int {
        sections.prefix(indexPath.section).reduce(0) { $0 + $1.rows.count } + indexPath.row
    }

    /// Where the row `key` is, nil when it is not shown.
    func indexPath(ofKey key: Int) -> IndexPath? {
        for (sectionIndex, section) in sections.enumerated() {
            if let row = section.rows.firstIndex(of: key) { return IndexPath(row: row, section: sectionIndex) }
        }
        return nil
    }
}

/// The changes of one `performBatchUpdates`, as UITableView takes them: deleted and
/// reloaded positions are before the batch, inserted positions after it, moves from
/// before to after.
struct TableBatch {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var reloadedRows: [IndexPath] = []
}

/// A batch that does not fit the table (an index out of range, row counts that do not
/// add up): the table reloads instead.
struct InvalidTableBatch: Error {
    let reason: String
}

/// What a batch did, by key, in the order the page applies it.
struct TableBatchResult {
    /// The layout after the batch.
    var layout: TableLayout
    /// Keys of sections removed (with their rows).
    var deletedSections: [Int] = []
    /// Keys of rows removed from sections that stay.
    var deletedRows: [Int] = []
    /// Sections put in place, in final order: (key, key of the section before it, new?).
    var placedSections: [(key: Int, after: Int?, isNew: Bool)] = []
    /// Rows put in place, section by section in final order: (key, section key, key of
    /// the row before it, new?). Rows of new sections come with their section.
    var placedRows: [(key: Int, section: Int, after: Int?, isNew: Bool)] = []
    /// Keys of rows whose content is sent again.
    var reloadedRows: [Int] = []
}

extension TableLayout {
    /// Applies `batch` given the row counts after it (from the data source); new
    /// sections and rows get keys from `makeKey`.
    ///
    /// The page's elements are updated by: removing deleted sections and rows, then
    /// putting each new or moved section and row right after its predecessor in final
    /// order. Kept items keep their relative order, so this gives the final order.
    func applying(_ batch: TableBatch, rowCounts: [Int], makeKey: () -> Int) throws(InvalidTableBatch) -> TableBatchResult {
        let oldCount = sections.count
        func check(_ condition: Bool, _ reason: @autoclosure () -> String) throws(InvalidTableBatch) {
            if !condition { throw InvalidTableBatch(reason: reason()) }
        }
        let deletedSections = Set(batch.deletedSections)
        let movedFrom = Set(batch.movedSections.map(\.from))
        try check(deletedSections.allSatisfy { $0 >= 0 && $0 < oldCount }, "deleted section out of range")
        try check(movedFrom.allSatisfy { $0 >= 0 && $0 < oldCount } && movedFrom.isDisjoint(with: deletedSections), "moved section out of range")
        let finalCount = oldCount - deletedSections.count + batch.insertedSections.count
        try check(finalCount == rowCounts.count, "section count \(rowCounts.count) is not \(finalCount) after the batch")

        // Sections: fixed places for inserted and moved ones, the kept ones fill the rest.
        var finalOrigin = [Int?](repeating: nil, count: finalCount)  // old index, nil for new
        var fixed = [Bool](repeating: false, count: finalCount)
        for index in batch.insertedSections {
            try check(index >= 0 && index < finalCount && !fixed[index], "inserted section \(index) out of range")
            fixed[index] = true
        }
        for move in batch.movedSections {
            try check(move.to >= 0 && move.to < finalCount && !fixed[move.to], "moved section target \(move.to) out of range")
            fixed[move.to] = true
            finalOrigin[move.to] = move.from
        }
        var kept = (0..<oldCount).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for index in 0..<finalCount where !fixed[index] {
            guard let next = kept.next() else { throw InvalidTableBatch(reason: "sections do not add up") }
            finalOrigin[index] = next
        }
        let newSections = Set(batch.insertedSections)

        // Rows: per old section, the rows that stay where they are.
        var deletedRowKeys: [Int] = []
        var leaving = Set<IndexPath>()
        for path in batch.deletedRows {
            guard let key = key(at: path) else { throw InvalidTableBatch(reason: "deleted row \(path) out of range") }
            if !deletedSections.contains(path.section) { deletedRowKeys.append(key) }
            leaving.insert(path)
        }
        for move in batch.movedRows {
            try check(key(at: move.from) != nil && !leaving.contains(move.from), "moved row \(move.from) out of range")
            leaving.insert(move.from)
        }
        var result = TableBatchResult(layout: TableLayout())
        result.deletedSections = batch.deletedSections.sorted().map { sections[$0].key }
        result.deletedRows = deletedRowKeys

        var placedInto: [Int: [(row: Int, key: Int, isNew: Bool)]] = [:]  // final section → fixed rows
        for path in batch.insertedRows where !newSections.contains(path.section) {
            placedInto[path.section, default: []].append((path.row, makeKey(), true))
        }
        for move in batch.movedRows {
            guard let key = key(at: move.from) else { continue }
            placedInto[move.to.section, default: []].append((move.to.row, key, false))
        }
        var previousSection: Int?
        for finalIndex in 0..<finalCount {
            let count = rowCounts[finalIndex]
            guard let origin = finalOrigin[finalIndex], !newSections.contains(finalIndex) else {
                let section = Section(key: makeKey(), rows: (0..<count).map { _ in makeKey() })
                result.layout.sections.append(section)
                result.placedSections.append((section.key, previousSection, true))
                previousSection = section.key
                continue
            }
            let old = sections[origin]
            var rows = [Int?](repeating: nil, count: count)
            var isNew = [Bool](repeating: false, count: count)
            for placed in placedInto[finalIndex] ?? [] {
                try check(placed.row >= 0 && placed.row < count && rows[placed.row] == nil, "row \(placed.row) of section \(finalIndex) placed twice or out of range")
                rows[placed.row] = placed.key
                isNew[placed.row] = placed.isNew
            }
            var stay = old.rows.enumerated().filter { !leaving.contains(IndexPath(row: $0.offset, section: origin)) }.map(\.element).makeIterator()
            for index in 0..<count where rows[index] == nil {
                guard let key = stay.next() else { throw InvalidTableBatch(reason: "rows of section \(finalIndex) do not add up") }
                rows[index] = key
            }
            try check(stay.next() == nil, "section \(finalIndex) has \(count) rows, fewer than before the batch")
            let keys = rows.compactMap { $0 }
            if movedFrom.contains(origin) { result.placedSections.append((old.key, previousSection, false)) }
            let fixedRows = Set((placedInto[finalIndex] ?? []).map(\.row))
            for index in keys.indices where fixedRows.contains(index) {
                result.placedRows.append((keys[index], old.key, index > 0 ? keys[index - 1] : nil, isNew[index]))
            }
            result.layout.sections.append(Section(key: old.key, rows: keys))
            previousSection = old.key
        }
        let surviving = Set(result.layout.sections.flatMap(\.rows))
        result.reloadedRows = batch.reloadedRows.compactMap { key(at: $0) }.filter(surviving.contains)
        return result
    }
}
