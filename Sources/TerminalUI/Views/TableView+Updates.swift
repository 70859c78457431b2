import Foundation

/// Incremental updates, in UIKit's vocabulary.
///
/// Change the data source first, then tell the table what changed: each call outside a
/// batch is applied at once; calls between `beginUpdates()` and `endUpdates()` (or in
/// `performBatchUpdates`) are applied together at the end, with UIKit's rules: deleted,
/// reloaded and moved-from positions are before the batch, inserted and moved-to
/// positions after it, whatever the order of the calls.
///
/// Applying a batch asks the data source for the new section and row counts and the
/// header titles, and the delegate for the heights of inserted and reloaded rows only;
/// cells are asked again only for the rows on screen, when next drawn. Changes that do
/// not fit (an index out of range or used twice, counts that do not add up) are replaced
/// by `reloadData()`, so the screen always shows the data source.
///
/// The user's place is kept:
/// - The selected row's item stays selected: its index path follows inserts, deletes and
///   moves. When it is deleted, the next remaining row takes the selection (the previous
///   one at the end).
/// - The row the user is reading stays on the same screen line, so rows inserted above
///   it (new posts arriving at the top) do not push it: that is the selected row when it
///   is on screen, else the row at the top of the screen. So rows inserted above the
///   screen leave the whole screen as it was. Only rows that stayed in order anchor: when
///   the selected row moved or went, the top row holds its line; when the top row is
///   deleted or moved, the next such row below it does.
/// - Except at the very top: when the table is scrolled to line 0 and its first row is
///   selected, it stays at line 0, so rows inserted at the top come into view.
/// - The selected row is always kept on screen, so in both cases the table then scrolls
///   the least it must to show it.
extension TableView {
    /// Starts a batch: the following inserts, deletes, reloads and moves are applied
    /// together by the matching `endUpdates()`. Batches nest.
    public func beginUpdates() {
        updateDepth += 1
    }

    /// Ends a batch and, when it is the outermost, applies its changes. An empty batch
    /// still asks again for the counts and header titles and redraws the visible rows.
    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Runs `updates` (which change the data source and call the insert/delete/reload/move
    /// methods) as one batch, then calls `completion` with true. Nothing is animated.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Inserts rows at `indexPaths` (positions after the update).
    public func insertRows(at indexPaths: [IndexPath]) {
        record { $0.insertedRows += indexPaths }
    }

    /// Deletes the rows at `indexPaths` (positions before the update).
    public func deleteRows(at indexPaths: [IndexPath]) {
        record { $0.deletedRows += indexPaths }
    }

    /// Asks again for the rows at `indexPaths` (positions before the update): their heights
    /// now, their cells when next drawn.
    public func reloadRows(at indexPaths: [IndexPath]) {
        record { $0.reloadedRows += indexPaths }
    }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections at `sections` (indexes after the update), with all their rows.
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections at `sections` (indexes before the update), with all their rows.
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Asks again for everything in the sections at `sections` (indexes before the update).
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves the section at `section` (before the update) to `newSection` (after it), with its rows.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    private func record(_ change: (inout TableBatchUpdate) -> Void) {
        beginUpdates()
        change(&pendingUpdates)
        endUpdates()
    }

    /// Applies the recorded changes, keeping the selected item and the reading position
    /// (see the extension's notes for the rules).
    func applyPendingUpdates() {
        let update = pendingUpdates
        pendingUpdates = TableBatchUpdate()
        guard let dataSource else {
            reloadData()
            return
        }
        let source = TableUpdatePlan.Source(
            numberOfSections: { [unowned self] in dataSource.numberOfSections(in: self) },
            numberOfRows: { [unowned self] in dataSource.tableView(self, numberOfRowsInSection: $0) },
            title: { [unowned self] in dataSource.tableView(self, titleForHeaderInSection: $0) },
            height: { [unowned self] in loadedHeightForRow(at: $0) }
        )
        guard let plan = TableUpdatePlan(old: sectionLayouts, update: update, source: source) else {
            inconsistentUpdateCount += 1
            reloadData()
            return
        }
        let oldSelected = selectedEntry.map(rowOrdinal(ofEntry:))
        let stayAtTop = contentOffset == 0 && selectedEntry == firstRowEntry
        let anchor = stayAtTop ? nil : readingAnchor(plan)

        sectionLayouts = plan.sections
        rebuildEntries()
        recycleVisibleViews()

        if let oldSelected {
            selectedEntry = entryIndex(forRowOrdinal: newSelection(from: oldSelected, plan))
        } else {
            selectedEntry = firstRowEntry
        }
        updateSelectedIndexPath()
        if stayAtTop {
            contentOffset = 0
        } else if let anchor, let entry = entryIndex(forRowOrdinal: anchor.row) {
            contentOffset = entryTops[entry] - anchor.line
        }
        clampOffset()
        setNeedsLayout()
    }

    /// The row whose screen line is kept, as its new row number and its screen line now:
    /// the selected row when it is on screen and stays in order, else the first row at or
    /// below the top of the screen that stays in order.
    private func readingAnchor(_ plan: TableUpdatePlan) -> (row: Int, line: Int)? {
        guard !entries.isEmpty else { return nil }
        if let selectedEntry, entryTops[selectedEntry] >= contentOffset,
           entryTops[selectedEntry] < contentOffset + frame.height {
            let ordinal = rowOrdinal(ofEntry: selectedEntry)
            if plan.stayed[ordinal] {
                return (plan.oldToNew[ordinal], entryTops[selectedEntry] - contentOffset)
            }
        }
        var index = entry(atLine: contentOffset)
        while index < entries.count {
            if !entries[index].isHeader {
                let ordinal = rowOrdinal(ofEntry: index)
                if plan.stayed[ordinal] {
                    return (plan.oldToNew[ordinal], entryTops[index] - contentOffset)
                }
            }
            index += 1
        }
        return nil
    }

    /// The new row number of the selection: the selected row where it went, else the
    /// next remaining row, else the previous one, else the same row number clamped.
    private func newSelection(from old: Int, _ plan: TableUpdatePlan) -> Int {
        if plan.oldToNew[old] >= 0 { return plan.oldToNew[old] }
        for ordinal in (old + 1)..<plan.oldToNew.count where plan.oldToNew[ordinal] >= 0 {
            return plan.oldToNew[ordinal]
        }
        for ordinal in stride(from: old - 1, through: 0, by: -1) where plan.oldToNew[ordinal] >= 0 {
            return plan.oldToNew[ordinal]
        }
        return min(old, rowCount - 1)
    }
}
