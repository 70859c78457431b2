extension Diff {
    /// Computes the steps that turn `initialSections` into `finalSections`, to be
    /// animated one after another (see `Changeset` for what each step holds):
    /// RxDataSources' entry point, with its errors' payloads.
    ///
    /// Sections are paired by identity, items by identity across all sections, both
    /// with the list diff's engine. An item is deleted or inserted with its section when
    /// the section goes or comes; an item that changes section is always a move; within
    /// a section (and among sections) only the fewest items that lost their relative
    /// order are moves. Steps with nothing to do are left out, so unchanged lists give
    /// `[]`; the last step's `finalSections` is `finalSections` itself, and each step's
    /// `originalSections` is the list before it. A section whose model changed but whose
    /// identity did not is not reported (as in RxDataSources): take the new models from
    /// the last step, or from `finalSections` when there is none. Pure; call from any thread.
    ///
    /// - Throws: `Error.duplicateSection(section:)` when a section identity occurs twice
    ///   in a list, `Error.duplicateItem(item:)` when an item identity does (in any two
    ///   sections of one list), `Error.invalidInitializerImplementation` when
    ///   `init(original:items:)` does not keep the items or the identity it is given.
    ///   The payloads are the sections and items themselves.
    @inlinable
    public static func differencesForSectionedView<Section: AnimatableSectionModelType>(
        initialSections: [Section],
        finalSections: [Section]
    ) throws(Error) -> [Changeset<Section>]
    where Section: Sendable, Section.Item: Sendable, Section.Identity: Sendable {
        try differences(initialSections, finalSections, report: { $0.error })
    }

    /// Computes the steps that turn `initialSections` into `finalSections`, for section
    /// and item types that are not `Sendable`: the same steps, and errors whose payloads
    /// are the values' descriptions (a thrown error may cross threads; these values may not).
    @inlinable
    public static func differencesForSectionedView<Section: AnimatableSectionModelType>(
        initialSections: [Section],
        finalSections: [Section]
    ) throws(Error) -> [Changeset<Section>] {
        try differences(initialSections, finalSections, report: { $0.describedError })
    }

    /// The sectioned diff; `report` turns a failure into the error thrown.
    @inlinable
    static func differences<Section: AnimatableSectionModelType>(
        _ old: [Section],
        _ new: [Section],
        report: (SectionedDiffFailure<Section>) -> Error
    ) throws(Error) -> [Changeset<Section>] {
        let sections = try Matching(old: old, new: new, duplicate: { inNew, index in
            report(.duplicateSection(inNew ? new[index] : old[index]))
        })
        let oldLayout = FlatLayout(old)
        let newLayout = FlatLayout(new)
        let items = try Matching(old: oldLayout.items, new: newLayout.items, duplicate: { inNew, index in
            report(.duplicateItem(inNew ? newLayout.items[index] : oldLayout.items[index]))
        })

        // Step 1: deletions and updates, in the old positions. The surviving sections,
        // in old order, keep the items that stay in the list (the intermediate state).
        var deletion = Changeset<Section>(finalSections: [])
        var survivorPosition = [Int](repeating: -1, count: old.count)  // old section → index after step 1
        var itemPosition = [Int](repeating: -1, count: oldLayout.items.count)  // flat old item → index after step 1
        var afterDeletion: [Section] = []
        afterDeletion.reserveCapacity(old.count)
        for oldSection in old.indices {
            guard sections.oldToNew[oldSection] >= 0 else {
                deletion.deletedSections.append(oldSection)
                continue
            }
            let start = oldLayout.starts[oldSection]
            let count = oldLayout.starts[oldSection + 1] - start
            var kept: [Section.Item] = []
            kept.reserveCapacity(count)
            for index in 0..<count {
                let flat = start + index
                let newFlat = items.oldToNew[flat]
                guard newFlat >= 0, sections.newToOld[newLayout.sectionOf[newFlat]] >= 0 else {
                    deletion.deletedItems.append(ItemPath(sectionIndex: oldSection, itemIndex: index))
                    continue
                }
                itemPosition[flat] = kept.count
                if oldLayout.items[flat] != newLayout.items[newFlat] {
                    deletion.updatedItems.append(ItemPath(sectionIndex: oldSection, itemIndex: index))
                    kept.append(newLayout.items[newFlat])
                } else {
                    kept.append(oldLayout.items[flat])
                }
            }
            survivorPosition[oldSection] = afterDeletion.count
            afterDeletion.append(try section(old[oldSection], items: kept, report: report))
        }
        deletion.finalSections = afterDeletion

        // Step 2: sections inserted (with their items) and moved; kept sections take
        // their new models but still hold the step 1 items.
        var sectionStep = Changeset<Section>(finalSections: [])
        var survivorOrder: [Int] = []  // positions after step 1, in new order
        var survivorTargets: [Int] = []
        var afterSections: [Section] = []
        afterSections.reserveCapacity(new.count)
        for newSection in new.indices {
            let oldSection = sections.newToOld[newSection]
            guard oldSection >= 0 else {
                sectionStep.insertedSections.append(newSection)
                afterSections.append(new[newSection])
                continue
            }
            let position = survivorPosition[oldSection]
            survivorOrder.append(position)
            survivorTargets.append(newSection)
            afterSections.append(try section(new[newSection], items: afterDeletion[position].items, report: report))
        }
        sectionStep.movedSections = reordered(survivorOrder, targets: survivorTargets)
        sectionStep.finalSections = afterSections

        // Step 3: items inserted into kept sections and moved, from the step 2 positions.
        var itemStep = Changeset<Section>(finalSections: new)
        for newSection in new.indices where sections.newToOld[newSection] >= 0 {
            let start = newLayout.starts[newSection]
            let count = newLayout.starts[newSection + 1] - start
            var stayingOrder: [Int] = []  // step 2 indexes of the items that stay in this section
            var stayingTargets: [Int] = []
            for index in 0..<count {
                let oldFlat = items.newToOld[start + index]
                let fromSection = oldFlat >= 0 ? sections.oldToNew[oldLayout.sectionOf[oldFlat]] : -1
                guard fromSection >= 0 else {
                    itemStep.insertedItems.append(ItemPath(sectionIndex: newSection, itemIndex: index))
                    continue
                }
                if fromSection == newSection {
                    stayingOrder.append(itemPosition[oldFlat])
                    stayingTargets.append(index)
                } else {
                    itemStep.movedItems.append((
                        from: ItemPath(sectionIndex: fromSection, itemIndex: itemPosition[oldFlat]),
                        to: ItemPath(sectionIndex: newSection, itemIndex: index)
                    ))
                }
            }
            for move in reordered(stayingOrder, targets: stayingTargets) {
                itemStep.movedItems.append((
                    from: ItemPath(sectionIndex: newSection, itemIndex: move.from),
                    to: ItemPath(sectionIndex: newSection, itemIndex: move.to)
                ))
            }
        }
        itemStep.movedItems.sort { $0.to < $1.to }

        var steps = [deletion, sectionStep, itemStep].filter { !$0.isEmpty }
        var before = old
        for index in steps.indices {
            if index == steps.count - 1 { steps[index].finalSections = new }
            steps[index].originalSections = before
            before = steps[index].finalSections
        }
        return steps
    }

    /// `Section(original:items:)`, checked as RxDataSources checks it: the states between
    /// the steps are built with it, so a section that does not keep the items or the
    /// identity would animate a list other than the one the steps describe.
    ///
    /// Comparing the items costs nothing when the initializer stores the array it is given
    /// (`==` sees the same buffer).
    @inlinable
    static func section<Section: AnimatableSectionModelType>(
        _ original: Section,
        items: [Section.Item],
        report: (SectionedDiffFailure<Section>) -> Error
    ) throws(Error) -> Section {
        let section = Section(original: original, items: items)
        guard section.items == items, section.identity == original.identity else {
            throw report(.invalidInitializer(section: section, expectedItems: items, expectedIdentifier: original.identity))
        }
        return section
    }

    /// The (from, to) pairs of the entries outside a longest increasing run of `order`
    /// (positions before a step, listed in their order after it; `targets` are the
    /// positions after it), or `[]` when `order` is already increasing.
    @inlinable
    static func reordered(_ order: [Int], targets: [Int]) -> [(from: Int, to: Int)] {
        var increasing = true
        for index in order.indices.dropFirst() where order[index] < order[index - 1] {
            increasing = false
            break
        }
        if increasing { return [] }
        let stays = longestIncreasingSubsequence(order)
        var moves: [(from: Int, to: Int)] = []
        for index in order.indices where !stays[index] {
            moves.append((from: order[index], to: targets[index]))
        }
        return moves
    }

    /// Replays one step on `old` and returns the list after it (it should equal
    /// `changeset.finalSections`).
    ///
    /// Works for any combination of changes in one step, with a table's batch rules:
    /// deleted and updated paths and move sources are read before the step, inserted
    /// paths and move targets after it. Kept items and sections come from `old`; only
    /// inserted sections, inserted items and updated items read `finalSections`, and
    /// each kept section takes its model from there (`init(original:items:)`).
    ///
    /// - Throws: `InvalidChangeset` when the step does not fit `old`.
    public static func apply<Section: SectionModelType>(
        _ changeset: Changeset<Section>,
        to old: [Section]
    ) throws(InvalidChangeset) -> [Section] {
        try SectionReplay(changeset, old).run()
    }

    /// Replays the steps in order on `old` and returns the list after the last one.
    ///
    /// - Throws: `InvalidChangeset` when a step does not fit the list it meets.
    public static func apply<Section: SectionModelType>(
        _ changesets: [Changeset<Section>],
        to old: [Section]
    ) throws(InvalidChangeset) -> [Section] {
        var sections = old
        for changeset in changesets {
            sections = try apply(changeset, to: sections)
        }
        return sections
    }
}

/// A sectioned list's items laid end to end, so the list diff's matching can pair
/// items across sections.
@usableFromInline
struct FlatLayout<Section: SectionModelType> {
    /// Every item, section after section.
    @usableFromInline var items: [Section.Item]
    /// Section → flat index of its first item; one extra entry holds the item count.
    @usableFromInline var starts: [Int]
    /// Flat index → its section.
    @usableFromInline var sectionOf: [Int]

    /// Lays out `sections`.
    @inlinable
    init(_ sections: [Section]) {
        var count = 0
        starts = []
        starts.reserveCapacity(sections.count + 1)
        for section in sections {
            starts.append(count)
            count += section.items.count
        }
        starts.append(count)
        items = []
        items.reserveCapacity(count)
        sectionOf = []
        sectionOf.reserveCapacity(count)
        for (index, section) in sections.enumerated() {
            items.append(contentsOf: section.items)
            sectionOf.append(contentsOf: repeatElement(index, count: section.items.count))
        }
    }
}
