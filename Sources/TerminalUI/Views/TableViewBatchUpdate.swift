import Foundation

/// The changes recorded for one batch update of a table, in UIKit's terms: deleted,
/// reloaded and moved-from positions are before the batch; inserted and moved-to
/// positions after it.
struct TableBatchUpdate {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
}

/// The table after a batch update, worked out from the loaded layout, the recorded
/// changes and the data source's new counts, without asking for any cell.
///
/// Kept and moved rows keep their heights; only inserted and reloaded rows (and the
/// rows of inserted and reloaded sections) get theirs from the delegate. The plan also
/// says where each old row went, so the table can keep the selected item and the
/// reading position.
struct TableUpdatePlan {
    /// The sections after the update.
    var sections: [TableLayoutSection]
    /// Old flat row number → new flat row number, or -1 when the row is gone (deleted,
    /// or its section deleted or reloaded).
    var oldToNew: [Int]
    /// Old flat row number → whether the row stayed where it was among the rest (not
    /// moved, not in a reloaded section): only such rows anchor the reading position.
    var stayed: [Bool]

    /// What the plan needs from the data source and the delegate (new positions).
    struct Source {
        var numberOfSections: () -> Int
        var numberOfRows: (Int) -> Int
        var title: (Int) -> String?
        var height: (IndexPath) -> Int
    }

    /// Works out the plan; nil when the changes do not fit the old layout or the new
    /// counts (an index out of range or used twice, or counts that do not add up).
    init?(old: [TableLayoutSection], update: TableBatchUpdate, source: Source) {
        // Old sections leaving their place: deleted or moved away.
        var sectionLeaving = [Bool](repeating: false, count: old.count)
        var sectionGone = sectionLeaving  // deleted or reloaded: their rows do not survive as such
        for section in update.deletedSections {
            guard old.indices.contains(section) else { return nil }
            sectionLeaving[section] = true
            sectionGone[section] = true
        }
        for section in update.reloadedSections {
            guard old.indices.contains(section), !sectionLeaving[section] else { return nil }
            sectionGone[section] = true
        }
        let newCount = max(0, source.numberOfSections())
        var sectionSource = [Int](repeating: -2, count: newCount)  // -2 kept (unknown yet), -1 inserted, else old index
        for section in update.insertedSections {
            guard sectionSource.indices.contains(section) else { return nil }
            sectionSource[section] = -1
        }
        for move in update.movedSections {
            guard old.indices.contains(move.from), !sectionLeaving[move.from], !sectionGone[move.from],
                  sectionSource.indices.contains(move.to), sectionSource[move.to] == -2 else { return nil }
            sectionLeaving[move.from] = true
            sectionSource[move.to] = move.from
        }
        var nextSection = 0
        for index in sectionSource.indices where sectionSource[index] == -2 {
            while nextSection < old.count && sectionLeaving[nextSection] { nextSection += 1 }
            guard nextSection < old.count else { return nil }
            sectionSource[index] = nextSection
            nextSection += 1
        }
        while nextSection < old.count && sectionLeaving[nextSection] { nextSection += 1 }
        guard nextSection == old.count else { return nil }

        // Old rows, flat.
        var oldStarts: [Int] = []
        oldStarts.reserveCapacity(old.count + 1)
        var oldHeights: [Int] = []
        for section in old {
            oldStarts.append(oldHeights.count)
            oldHeights.append(contentsOf: section.rowHeights)
        }
        oldStarts.append(oldHeights.count)
        func oldOrdinal(_ path: IndexPath) -> Int? {
            guard old.indices.contains(path.section), old[path.section].rowHeights.indices.contains(path.row) else { return nil }
            return oldStarts[path.section] + path.row
        }
        // 0 stays, 1 deleted, 2 moved away.
        var rowState = [UInt8](repeating: 0, count: oldHeights.count)
        var rowReloaded = [Bool](repeating: false, count: oldHeights.count)
        for path in update.deletedRows {
            guard let ordinal = oldOrdinal(path), rowState[ordinal] == 0 else { return nil }
            rowState[ordinal] = 1
        }
        for path in update.reloadedRows {
            guard let ordinal = oldOrdinal(path), rowState[ordinal] != 1 else { return nil }
            rowReloaded[ordinal] = true
        }
        var insertedBySection: [Int: [Int]] = [:]
        for path in update.insertedRows {
            guard sectionSource.indices.contains(path.section) else { return nil }
            insertedBySection[path.section, default: []].append(path.row)
        }
        var movedBySection: [Int: [(row: Int, from: Int)]] = [:]
        for move in update.movedRows {
            guard let from = oldOrdinal(move.from), rowState[from] == 0,
                  sectionSource.indices.contains(move.to.section) else { return nil }
            rowState[from] = 2
            // A row moved out of a deleted or reloaded section arrives as a new row.
            let source = sectionGone[move.from.section] ? -1 : from
            movedBySection[move.to.section, default: []].append((move.to.row, source))
        }

        var oldToNew = [Int](repeating: -1, count: oldHeights.count)
        var stayed = [Bool](repeating: false, count: oldHeights.count)
        var sections: [TableLayoutSection] = []
        sections.reserveCapacity(newCount)
        var newStart = 0
        for section in 0..<newCount {
            let count = max(0, source.numberOfRows(section))
            let title = source.title(section)
            let from = sectionSource[section]
            var heights: [Int] = []
            heights.reserveCapacity(count)
            if from < 0 || sectionGone[from] {
                // A new or reloaded section: every row is new. Rows inserted or moved
                // into it are among them; rows moved into it leave their old place.
                for row in 0..<count {
                    heights.append(source.height(IndexPath(row: row, section: section)))
                }
            } else {
                var slots = [Int](repeating: -2, count: count)  // -2 kept, -1 new, else old ordinal
                for row in insertedBySection[section] ?? [] {
                    guard slots.indices.contains(row), slots[row] == -2 else { return nil }
                    slots[row] = -1
                }
                for move in movedBySection[section] ?? [] {
                    guard slots.indices.contains(move.row), slots[move.row] == -2 else { return nil }
                    slots[move.row] = move.from
                    if move.from >= 0 { oldToNew[move.from] = newStart + move.row }
                }
                var next = oldStarts[from]
                let end = oldStarts[from + 1]
                for row in 0..<count where slots[row] == -2 {
                    while next < end && rowState[next] != 0 { next += 1 }
                    guard next < end else { return nil }
                    slots[row] = next
                    oldToNew[next] = newStart + row
                    stayed[next] = true
                    next += 1
                }
                while next < end && rowState[next] != 0 { next += 1 }
                guard next == end else { return nil }
                for row in 0..<count {
                    let ordinal = slots[row]
                    if ordinal < 0 || rowReloaded[ordinal] {
                        heights.append(source.height(IndexPath(row: row, section: section)))
                    } else {
                        heights.append(oldHeights[ordinal])
                    }
                }
            }
            sections.append(TableLayoutSection(title: title, rowHeights: heights))
            newStart += count
        }
        // Rows of a reloaded section that kept its place map by position, so the
        // selection stays on the same row number there (as a reload does).
        for section in 0..<newCount {
            let from = sectionSource[section]
            guard from >= 0, update.reloadedSections.contains(from) else { continue }
            let newSectionStart = sections[..<section].reduce(0) { $0 + $1.rowHeights.count }
            for row in 0..<min(old[from].rowHeights.count, sections[section].rowHeights.count)
            where rowState[oldStarts[from] + row] == 0 {
                oldToNew[oldStarts[from] + row] = newSectionStart + row
            }
        }
        self.sections = sections
        self.oldToNew = oldToNew
        self.stayed = stayed
    }
}
