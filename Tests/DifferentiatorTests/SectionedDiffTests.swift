import XCTest
import Differentiator

final class SectionedDiffTests: XCTestCase {
    private func section(_ name: String, _ ids: [Int]) -> Section {
        Section(model: name, items: rows(ids))
    }

    /// Diffs, replays the steps one by one (each must land on its `finalSections`), and returns them.
    private func steps(
        _ old: [Section], _ new: [Section], file: StaticString = #filePath, line: UInt = #line
    ) throws -> [Changeset<Section>] {
        let steps = try Diff.differencesForSectionedView(initialSections: old, finalSections: new)
        var state = old
        for step in steps {
            XCTAssertEqual(step.originalSections, state, "each step starts from the last one's end", file: file, line: line)
            state = try Diff.apply(step, to: state)
            XCTAssertEqual(state, step.finalSections, "step \(step)", file: file, line: line)
        }
        XCTAssertEqual(state, new, "replay", file: file, line: line)
        XCTAssertEqual(try Diff.apply(steps, to: old), new, file: file, line: line)
        return steps
    }

    func test_differences_ofEqualLists_areNone() throws {
        let list = [section("a", [1, 2]), section("b", [3])]
        XCTAssertEqual(try steps(list, list).count, 0)
        XCTAssertEqual(try steps([], []).count, 0)
    }

    func test_differences_whenItemsChangeContent_areOneUpdateStepInOldPositions() throws {
        let old = [section("a", [1, 2]), section("b", [3, 4])]
        var new = old
        new[1].items[1].value = 5
        let result = try steps(old, new)
        XCTAssertEqual(result.count, 1)
        XCTAssertEqual(result.first?.updatedItems, [ItemPath(sectionIndex: 1, itemIndex: 1)])
        XCTAssertEqual(result.first?.finalSections, new)
    }

    func test_differences_whenAnItemIsDeletedBeforeAnUpdatedOne_reportTheUpdateBeforeTheDeletion() throws {
        let old = [section("a", [1, 2, 3])]
        let new = [Section(model: "a", items: [Row(1), Row(3, 1)])]
        let result = try steps(old, new)
        XCTAssertEqual(result.count, 1)
        XCTAssertEqual(result.first?.deletedItems, [ItemPath(sectionIndex: 0, itemIndex: 1)])
        XCTAssertEqual(result.first?.updatedItems, [ItemPath(sectionIndex: 0, itemIndex: 2)])
    }

    func test_differences_whenSectionsComeAndGo_insertAndDeleteThemWithTheirItems() throws {
        let result = try steps(
            [section("a", [1]), section("b", [2, 3]), section("c", [4])],
            [section("a", [1]), section("d", [5, 6]), section("c", [4])]
        )
        XCTAssertEqual(result.count, 2)
        XCTAssertEqual(result[0].deletedSections, [1])
        XCTAssertEqual(result[0].deletedItems, [])
        XCTAssertEqual(result[1].insertedSections, [1])
        XCTAssertEqual(result[1].insertedItems, [])
    }

    func test_differences_whenASectionMovesToTheEnd_reportOneSectionMove() throws {
        let result = try steps(
            [section("a", [1]), section("b", [2]), section("c", [3])],
            [section("b", [2]), section("c", [3]), section("a", [1])]
        )
        XCTAssertEqual(result.count, 1)
        XCTAssertEqual(result[0].movedSections.map { [$0.from, $0.to] }, [[0, 2]])
    }

    func test_differences_whenAnItemChangesSection_reportAMoveBetweenStepTwoPositions() throws {
        let result = try steps(
            [section("a", [1, 2, 3]), section("b", [4])],
            [section("b", [4, 2]), section("a", [1, 3]), section("c", [9])]
        )
        // Step 2 moves one section and inserts c; step 3 then moves item 2 out of a,
        // which is at its new index 1 after step 2.
        XCTAssertEqual(result.count, 2)
        XCTAssertEqual(result[0].insertedSections, [2])
        XCTAssertEqual(result[0].movedSections.count, 1)
        XCTAssertEqual(result[1].movedItems.map { [$0.from, $0.to] },
                       [[ItemPath(sectionIndex: 1, itemIndex: 1), ItemPath(sectionIndex: 0, itemIndex: 1)]])
    }

    func test_differences_whenItemsMoveWithinASection_reportTheFewestMoves() throws {
        let result = try steps([section("a", [1, 2, 3, 4, 5])], [section("a", [2, 3, 4, 5, 1])])
        XCTAssertEqual(result.count, 1)
        XCTAssertEqual(result[0].movedItems.map { [$0.from, $0.to] },
                       [[ItemPath(sectionIndex: 0, itemIndex: 0), ItemPath(sectionIndex: 0, itemIndex: 4)]])
    }

    func test_differences_whenAnItemMovesIntoAnInsertedSection_deleteItAndInsertItWithTheSection() throws {
        let result = try steps([section("a", [1, 2])], [section("a", [1]), section("b", [2])])
        XCTAssertEqual(result.count, 2)
        XCTAssertEqual(result[0].deletedItems, [ItemPath(sectionIndex: 0, itemIndex: 1)])
        XCTAssertEqual(result[1].insertedSections, [1])
    }

    func test_differences_whenAnItemLeavesADeletedSection_insertItIntoItsNewSection() throws {
        let result = try steps([section("a", [1]), section("b", [2])], [section("a", [2, 1])])
        XCTAssertEqual(result.count, 2)
        XCTAssertEqual(result[0].deletedSections, [1])
        XCTAssertEqual(result[1].insertedItems, [ItemPath(sectionIndex: 0, itemIndex: 0)])
    }

    func test_differences_whenOnlyASectionModelChanges_reportNothing() throws {
        let old = [AnimatableSectionModel<HeaderedSection, Row>(model: HeaderedSection(id: 1, title: "Old"), items: rows([1]))]
        let new = [AnimatableSectionModel<HeaderedSection, Row>(model: HeaderedSection(id: 1, title: "New"), items: rows([1]))]
        XCTAssertEqual(try Diff.differencesForSectionedView(initialSections: old, finalSections: new).count, 0)
        // With another change, the last step carries the new model.
        var changed = new
        changed[0].items.append(Row(2))
        let result = try Diff.differencesForSectionedView(initialSections: old, finalSections: changed)
        XCTAssertEqual(result.last?.finalSections.first?.model.title, "New")
    }

    func test_differences_withDuplicateSection_throwDuplicateSection() {
        XCTAssertThrowsError(try Diff.differencesForSectionedView(
            initialSections: [section("a", [1])],
            finalSections: [section("a", [1]), section("a", [2])]
        )) { error in
            guard case let .duplicateSection(payload) = error as? Diff.Error else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(payload as? Section, section("a", [2]), "the second of the two")
        }
    }

    func test_differences_withAnItemInTwoSections_throwDuplicateItem() {
        XCTAssertThrowsError(try Diff.differencesForSectionedView(
            initialSections: [section("a", [1]), section("b", [2, 1])],
            finalSections: [section("a", [1])]
        )) { error in
            XCTAssertEqual(duplicateItem(in: error) as? Row, Row(1))
        }
        XCTAssertThrowsError(try Diff.differencesForSectionedView(
            initialSections: [section("a", [1])],
            finalSections: [section("a", [1, 3]), section("b", [3])]
        )) { error in
            XCTAssertEqual(duplicateItem(in: error) as? Row, Row(3))
        }
    }

    func test_apply_whenAStepDoesNotFit_throwsInvalidChangeset() {
        let old = [section("a", [1, 2])]
        let broken: [Changeset<Section>] = [
            Changeset(finalSections: [], deletedSections: [1]),
            Changeset(finalSections: [section("a", [1])], deletedItems: [ItemPath(sectionIndex: 0, itemIndex: 2)]),
            Changeset(finalSections: [section("a", [1, 2, 3])]),
            Changeset(finalSections: [section("a", [1, 2]), section("b", [3])],
                               insertedSections: [1], insertedItems: [ItemPath(sectionIndex: 1, itemIndex: 0)]),
            Changeset(finalSections: [], deletedSections: [0], deletedItems: [ItemPath(sectionIndex: 0, itemIndex: 0)]),
            Changeset(finalSections: [section("a", [1, 2])], updatedSections: [1]),
            Changeset(finalSections: [], deletedSections: [0], updatedSections: [0]),
            Changeset(finalSections: [section("a", [2])],
                               deletedItems: [ItemPath(sectionIndex: 0, itemIndex: 0)],
                               updatedItems: [ItemPath(sectionIndex: 0, itemIndex: 0)]),
        ]
        for step in broken {
            XCTAssertThrowsError(try Diff.apply(step, to: old), "\(step)") { error in
                XCTAssertTrue(error is Diff.InvalidChangeset, "unexpected \(error)")
            }
        }
    }

    func test_apply_ofAReloadOrASectionUpdate_showsTheFinalSections() throws {
        let old = [section("a", [1, 2])]
        let reloaded = [section("a", [1, 2])]
        XCTAssertEqual(try Diff.apply(Changeset(finalSections: reloaded, updatedSections: [0]), to: old), reloaded)
        let other = [section("b", [3])]
        XCTAssertEqual(try Diff.apply(Changeset(reloadData: true, finalSections: other), to: old), other)
        XCTAssertFalse(Changeset(finalSections: other, updatedSections: [0]).isEmpty)
    }

    func test_descriptions_showTheChanges() throws {
        let result = try Diff.differencesForSectionedView(
            initialSections: [section("a", [1, 2])], finalSections: [section("a", [2])]
        )
        XCTAssertEqual(result.first?.description, "Changeset(deletedItems: [[0, 0]])")
        XCTAssertEqual(section("a", [1, 2]).description, "a > 2 items")
        XCTAssertEqual(ItemPath(sectionIndex: 0, itemIndex: 1) < ItemPath(sectionIndex: 1, itemIndex: 0), true)
    }
}

/// A section model with an identity and a header that can change under it.
struct HeaderedSection: IdentifiableType, Equatable {
    var id: Int
    var title: String
    var identity: Int { id }
}
