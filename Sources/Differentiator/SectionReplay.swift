/// Replays one `Changeset` step on a list, checking that it fits.
struct SectionReplay<Section: SectionModelType> {
    /// Where an item after the step comes from.
    private enum Source {
        /// The next kept item of the section's old counterpart.
        case kept
        /// The step's final sections.
        case inserted
        /// This old path.
        case moved(ItemPath)
    }

    private let changeset: Changeset<Section>
    private let old: [Section]
    private var final: [Section] { changeset.finalSections }

    init(_ changeset: Changeset<Section>, _ old: [Section]) {
        self.changeset = changeset
        self.old = old
    }

    func run() throws(Diff.InvalidChangeset) -> [Section] {
        let final = self.final
        // A reload shows the final sections whatever they are.
        if changeset.reloadData { return final }
        var sectionDeleted = [Bool](repeating: false, count: old.count)
        var sectionLeaving = [Bool](repeating: false, count: old.count)
        var sectionSource = [Int](repeating: -2, count: final.count)  // -2 kept, -1 inserted, else old index
        for index in changeset.deletedSections {
            guard old.indices.contains(index), !sectionLeaving[index] else {
                throw invalid("deleted section \(index) out of range or repeated")
            }
            sectionDeleted[index] = true
            sectionLeaving[index] = true
        }
        // A reloaded section takes its model from `final`, as every kept section does here.
        for index in changeset.updatedSections {
            guard old.indices.contains(index), !sectionDeleted[index] else {
                throw invalid("updated section \(index) is not a kept section before the step")
            }
        }
        for index in changeset.insertedSections {
            guard final.indices.contains(index), sectionSource[index] == -2 else {
                throw invalid("inserted section \(index) out of range or repeated")
            }
            sectionSource[index] = -1
        }
        for move in changeset.movedSections {
            guard old.indices.contains(move.from), !sectionLeaving[move.from],
                  final.indices.contains(move.to), sectionSource[move.to] == -2 else {
                throw invalid("section move \(move.from)→\(move.to) out of range or clashing")
            }
            sectionLeaving[move.from] = true
            sectionSource[move.to] = move.from
        }
        // The old section each kept or moved section after the step comes from.
        var next = 0
        for index in final.indices where sectionSource[index] == -2 {
            while next < old.count && sectionLeaving[next] { next += 1 }
            guard next < old.count else { throw invalid("fewer kept sections than the step needs") }
            sectionSource[index] = next
            next += 1
        }
        while next < old.count && sectionLeaving[next] { next += 1 }
        guard next == old.count else { throw invalid("more kept sections than the step has room for") }

        var itemLeaving = old.map { [Bool](repeating: false, count: $0.items.count) }
        var itemUpdated = itemLeaving
        func checkOld(_ path: ItemPath, _ what: String) throws(Diff.InvalidChangeset) {
            guard old.indices.contains(path.sectionIndex), !sectionDeleted[path.sectionIndex],
                  old[path.sectionIndex].items.indices.contains(path.itemIndex) else {
                throw invalid("\(what) \(path) is not an item of a kept section before the step")
            }
        }
        for path in changeset.deletedItems {
            try checkOld(path, "deleted item")
            guard !itemLeaving[path.sectionIndex][path.itemIndex] else { throw invalid("deleted item \(path) repeated") }
            itemLeaving[path.sectionIndex][path.itemIndex] = true
        }
        for path in changeset.updatedItems {
            try checkOld(path, "updated item")
            guard !itemUpdated[path.sectionIndex][path.itemIndex] else { throw invalid("updated item \(path) repeated") }
            itemUpdated[path.sectionIndex][path.itemIndex] = true
        }
        var itemSource: [[Source]] = final.indices.map { index in
            sectionSource[index] == -1 ? [] : [Source](repeating: .kept, count: final[index].items.count)
        }
        func checkNew(_ path: ItemPath, _ what: String) throws(Diff.InvalidChangeset) {
            guard final.indices.contains(path.sectionIndex), sectionSource[path.sectionIndex] != -1,
                  itemSource[path.sectionIndex].indices.contains(path.itemIndex),
                  case .kept = itemSource[path.sectionIndex][path.itemIndex] else {
                throw invalid("\(what) \(path) is not a free place in a kept section after the step")
            }
        }
        for path in changeset.insertedItems {
            try checkNew(path, "inserted item")
            itemSource[path.sectionIndex][path.itemIndex] = .inserted
        }
        for move in changeset.movedItems {
            try checkOld(move.from, "moved item")
            guard !itemLeaving[move.from.sectionIndex][move.from.itemIndex] else {
                throw invalid("moved item \(move.from) already leaves")
            }
            try checkNew(move.to, "move target")
            itemLeaving[move.from.sectionIndex][move.from.itemIndex] = true
            itemSource[move.to.sectionIndex][move.to.itemIndex] = .moved(move.from)
        }
        for path in changeset.deletedItems where itemUpdated[path.sectionIndex][path.itemIndex] {
            throw invalid("item \(path) both deleted and updated")
        }

        var result: [Section] = []
        result.reserveCapacity(final.count)
        for index in final.indices {
            let oldSection = sectionSource[index]
            guard oldSection >= 0 else {
                result.append(final[index])
                continue
            }
            let oldItems = old[oldSection].items
            let finalItems = final[index].items
            var items: [Section.Item] = []
            items.reserveCapacity(finalItems.count)
            var nextItem = 0
            for position in finalItems.indices {
                switch itemSource[index][position] {
                case .inserted:
                    items.append(finalItems[position])
                case let .moved(from):
                    let updated = itemUpdated[from.sectionIndex][from.itemIndex]
                    items.append(updated ? finalItems[position] : old[from.sectionIndex].items[from.itemIndex])
                case .kept:
                    while nextItem < oldItems.count && itemLeaving[oldSection][nextItem] { nextItem += 1 }
                    guard nextItem < oldItems.count else {
                        throw invalid("section \(index) has fewer kept items than the step needs")
                    }
                    items.append(itemUpdated[oldSection][nextItem] ? finalItems[position] : oldItems[nextItem])
                    nextItem += 1
                }
            }
            while nextItem < oldItems.count && itemLeaving[oldSection][nextItem] { nextItem += 1 }
            guard nextItem == oldItems.count else {
                throw invalid("section \(index) has more kept items than the step has room for")
            }
            result.append(Section(original: final[index], items: items))
        }
        return result
    }

    private func invalid(_ reason: String) -> Diff.InvalidChangeset {
        Diff.InvalidChangeset(reason: reason)
    }
}
