import XCTest
import Differentiator

// The cases RxDataSources' algorithm tests check (insertions, deletions, moves, updates,
// section moves, the errors on duplicate identities and on a faulty
// `init(original:items:)`), written anew against the API as RxDataSources 5 spells it.
// This file uses nothing but XCTest and `import Differentiator` (no helper of this target),
// so it shows that code written for RxDataSources' Differentiator compiles here.
//
// Where our engine reports fewer moves than RxDataSources' greedy pass, the expected moves
// are ours (the fewest); every other expectation is the one RxDataSources has.

/// An item: `identity` pairs versions, `value` is the content an update changes.
private struct Entry: IdentifiableType, Equatable, CustomStringConvertible {
    let identity: Int
    let value: String

    init(_ identity: Int, _ value: String = "") {
        self.identity = identity
        self.value = value
    }

    var description: String { value.isEmpty ? "\(identity)" : "\(identity)(\(value))" }
}

/// How a test section's `init(original:items:)` rebuilds a section.
private protocol RebuildRule {
    static func rebuild(identity: Int, items: [Entry]) -> (identity: Int, items: [Entry])
}

/// A section written by hand, as RxDataSources' tests write theirs; `Rule` decides whether
/// its `init(original:items:)` is faithful or one of the faults the diff must catch.
private struct RuledGroup<Rule: RebuildRule>: AnimatableSectionModelType, Equatable {
    let identity: Int
    let items: [Entry]

    init(_ identity: Int, _ items: [Entry]) {
        self.identity = identity
        self.items = items
    }

    init(original: RuledGroup, items: [Entry]) {
        let rebuilt = Rule.rebuild(identity: original.identity, items: items)
        self.init(rebuilt.identity, rebuilt.items)
    }
}

/// Keeps the identity and the items: a correct section.
private enum Faithful: RebuildRule {
    static func rebuild(identity: Int, items: [Entry]) -> (identity: Int, items: [Entry]) { (identity, items) }
}

/// Keeps the items twice.
private enum Doubling: RebuildRule {
    static func rebuild(identity: Int, items: [Entry]) -> (identity: Int, items: [Entry]) { (identity, items + items) }
}

/// Loses the identity.
private enum Forgetful: RebuildRule {
    static func rebuild(identity: Int, items: [Entry]) -> (identity: Int, items: [Entry]) { (-1, items) }
}

private typealias Group = RuledGroup<Faithful>
private typealias DoublingGroup = RuledGroup<Doubling>
private typealias ForgetfulGroup = RuledGroup<Forgetful>

/// A section of entries with the given identities, all with empty content.
private func group(_ identity: Int, _ items: [Int]) -> Group {
    Group(identity, items.map { Entry($0) })
}

private func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(sectionIndex: section, itemIndex: item)
}

/// What a step holds, by kind, so a test can say "only these" in one comparison.
private struct StepShape: Equatable, CustomStringConvertible {
    var insertedSections = 0, deletedSections = 0, movedSections = 0, updatedSections = 0
    var insertedItems = 0, deletedItems = 0, movedItems = 0, updatedItems = 0

    init<Section: SectionModelType>(_ step: Changeset<Section>) {
        insertedSections = step.insertedSections.count
        deletedSections = step.deletedSections.count
        movedSections = step.movedSections.count
        updatedSections = step.updatedSections.count
        insertedItems = step.insertedItems.count
        deletedItems = step.deletedItems.count
        movedItems = step.movedItems.count
        updatedItems = step.updatedItems.count
    }

    init(insertedSections: Int = 0, deletedSections: Int = 0, movedSections: Int = 0,
         insertedItems: Int = 0, deletedItems: Int = 0, movedItems: Int = 0, updatedItems: Int = 0) {
        self.insertedSections = insertedSections
        self.deletedSections = deletedSections
        self.movedSections = movedSections
        self.insertedItems = insertedItems
        self.deletedItems = deletedItems
        self.movedItems = movedItems
        self.updatedItems = updatedItems
    }

    var description: String {
        "sections +\(insertedSections) -\(deletedSections) ↕\(movedSections) ~\(updatedSections), "
            + "items +\(insertedItems) -\(deletedItems) ↕\(movedItems) ~\(updatedItems)"
    }
}

final class RxDataSourcesAlgorithmTests: XCTestCase {
    /// The steps from `initial` to `final`, each checked to start where the last one ended
    /// and to replay onto its `finalSections`; the last must end on `final`.
    private func differences(
        _ initial: [Group], _ final: [Group], file: StaticString = #filePath, line: UInt = #line
    ) throws -> [Changeset<Group>] {
        let steps = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
        var state = initial
        for step in steps {
            XCTAssertFalse(step.reloadData, file: file, line: line)
            XCTAssertEqual(step.originalSections, state, file: file, line: line)
            state = try Diff.apply(step, to: state)
            XCTAssertEqual(state, step.finalSections, "\(step)", file: file, line: line)
        }
        XCTAssertEqual(state, final, file: file, line: line)
        return steps
    }

    // MARK: Items

    func test_itemInsert_isOneStepOfOneInsertion() throws {
        let steps = try differences([group(1, [0, 1, 2])], [group(1, [0, 1, 2, 3])])
        XCTAssertEqual(steps.map(StepShape.init), [StepShape(insertedItems: 1)])
        XCTAssertEqual(steps[0].insertedItems, [path(0, 3)])
    }

    func test_itemDelete_isOneStepOfOneDeletion() throws {
        let steps = try differences([group(1, [0, 1, 2])], [group(1, [0, 2])])
        XCTAssertEqual(steps.map(StepShape.init), [StepShape(deletedItems: 1)])
        XCTAssertEqual(steps[0].deletedItems, [path(0, 1)])
    }

    func test_itemMoveWithinASection_isOneMove() throws {
        let steps = try differences([group(1, [0, 1, 2])], [group(1, [1, 2, 0])])
        XCTAssertEqual(steps.map(StepShape.init), [StepShape(movedItems: 1)])
        XCTAssertEqual(steps[0].movedItems.map { [$0.from, $0.to] }, [[path(0, 0), path(0, 2)]])
    }

    func test_itemMoveToAnotherSection_isOneMoveBetweenSections() throws {
        let steps = try differences([group(1, [0, 1]), group(2, [2])], [group(1, [0]), group(2, [1, 2])])
        XCTAssertEqual(steps.map(StepShape.init), [StepShape(movedItems: 1)])
        XCTAssertEqual(steps[0].movedItems.map { [$0.from, $0.to] }, [[path(0, 1), path(1, 0)]])
    }

    func test_itemUpdate_isReportedAtItsInitialPath() throws {
        let initial = [Group(1, [Entry(0), Entry(1), Entry(2)])]
        let final = [Group(1, [Entry(0), Entry(1, "changed"), Entry(2)])]
        let steps = try differences(initial, final)
        XCTAssertEqual(steps.map(StepShape.init), [StepShape(updatedItems: 1)])
        XCTAssertEqual(steps[0].updatedItems, [path(0, 1)])
    }

    func test_itemUpdateAfterADeletion_staysAtItsInitialPathInTheSameStep() throws {
        let initial = [Group(1, [Entry(0), Entry(1), Entry(2)])]
        let final = [Group(1, [Entry(1), Entry(2, "changed")])]
        let steps = try differences(initial, final)
        XCTAssertEqual(steps.map(StepShape.init), [StepShape(deletedItems: 1, updatedItems: 1)])
        XCTAssertEqual(steps[0].deletedItems, [path(0, 0)])
        XCTAssertEqual(steps[0].updatedItems, [path(0, 2)])
    }

    func test_updatedAndMovedItem_isUpdatedFirstThenMoved() throws {
        let initial = [Group(1, [Entry(0), Entry(1), Entry(2)])]
        let final = [Group(1, [Entry(1), Entry(2), Entry(0, "changed")])]
        let steps = try differences(initial, final)
        XCTAssertEqual(steps.map(StepShape.init), [StepShape(updatedItems: 1), StepShape(movedItems: 1)])
        XCTAssertEqual(steps[0].updatedItems, [path(0, 0)])
    }

    func test_insertDeleteAndMove_comeInRxDataSourcesOrderOfSteps() throws {
        let steps = try differences(
            [group(1, [0, 1, 2]), group(2, [3, 4])],
            [group(1, [2, 0, 5]), group(2, [4, 1])]
        )
        // Deletions first (3), then insertions and moves in final positions (5; 1 and 2).
        XCTAssertEqual(steps.map(StepShape.init), [StepShape(deletedItems: 1), StepShape(insertedItems: 1, movedItems: 2)])
        XCTAssertEqual(steps[0].deletedItems, [path(1, 0)])
        XCTAssertEqual(steps[1].insertedItems, [path(0, 2)])
    }

    // MARK: Sections

    func test_sectionInsert_bringsItsItemsWithIt() throws {
        let steps = try differences([group(1, [0])], [group(1, [0]), group(2, [1, 2])])
        XCTAssertEqual(steps.map(StepShape.init), [StepShape(insertedSections: 1)])
        XCTAssertEqual(steps[0].insertedSections, [1])
    }

    func test_sectionDelete_takesItsItemsWithIt() throws {
        let steps = try differences([group(1, [0]), group(2, [1, 2])], [group(2, [1, 2])])
        XCTAssertEqual(steps.map(StepShape.init), [StepShape(deletedSections: 1)])
        XCTAssertEqual(steps[0].deletedSections, [0])
    }

    func test_sectionMove_isOneMove() throws {
        let steps = try differences(
            [group(1, [0]), group(2, [1]), group(3, [2])],
            [group(3, [2]), group(1, [0]), group(2, [1])]
        )
        XCTAssertEqual(steps.map(StepShape.init), [StepShape(movedSections: 1)])
        XCTAssertEqual(steps[0].movedSections.map { [$0.from, $0.to] }, [[2, 0]])
    }

    func test_sectionMoveWithAnItemMovingBetweenThem_isASectionStepThenAnItemStep() throws {
        let steps = try differences(
            [group(1, [0, 1]), group(2, [2])],
            [group(2, [2, 1]), group(1, [0])]
        )
        XCTAssertEqual(steps.map(StepShape.init), [StepShape(movedSections: 1), StepShape(movedItems: 1)])
        // The item step reads the sections where the section step left them.
        XCTAssertEqual(steps[1].movedItems.map { [$0.from, $0.to] }, [[path(1, 1), path(0, 1)]])
    }

    func test_everythingAtOnce_isThreeStepsInOrder() throws {
        let initial = [group(1, [0, 1]), group(2, [2, 3]), Group(3, [Entry(4)])]
        let final = [Group(3, [Entry(4, "changed"), Entry(1)]), group(4, [7]), group(1, [0, 6])]
        let steps = try differences(initial, final)
        XCTAssertEqual(steps.map(StepShape.init), [
            StepShape(deletedSections: 1, updatedItems: 1),
            StepShape(insertedSections: 1, movedSections: 1),
            StepShape(insertedItems: 1, movedItems: 1),
        ])
    }

    func test_emptyToFullAndBack_areSectionInsertionsAndDeletions() throws {
        let full = [group(1, [0, 1]), group(2, [])]
        XCTAssertEqual(try differences([], full).map(StepShape.init), [StepShape(insertedSections: 2)])
        XCTAssertEqual(try differences(full, []).map(StepShape.init), [StepShape(deletedSections: 2)])
        XCTAssertEqual(try differences(full, full).count, 0)
    }

    // MARK: Errors

    func test_duplicateItemInTwoSections_throwsDuplicateItemWithTheItem() {
        let initial = [Group(1, [Entry(1111)]), Group(2, [Entry(1111)])]
        XCTAssertThrowsError(try Diff.differencesForSectionedView(initialSections: initial, finalSections: initial)) { error in
            guard case let .duplicateItem(item)? = error as? Diff.Error else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(item as? Entry, Entry(1111))
        }
    }

    func test_duplicateItemInTheFinalSections_throwsDuplicateItem() {
        let final = [Group(1, [Entry(1), Entry(2, "second"), Entry(2, "third")])]
        XCTAssertThrowsError(try Diff.differencesForSectionedView(initialSections: [], finalSections: final)) { error in
            guard case let .duplicateItem(item)? = error as? Diff.Error else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(item as? Entry, Entry(2, "third"), "the second of the two")
        }
    }

    func test_duplicateSection_throwsDuplicateSectionWithTheSecondSection() {
        let initial = [Group(1, [Entry(1111)]), Group(1, [Entry(1112)])]
        XCTAssertThrowsError(try Diff.differencesForSectionedView(initialSections: initial, finalSections: initial)) { error in
            guard case let .duplicateSection(section)? = error as? Diff.Error else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(section as? Group, Group(1, [Entry(1112)]))
        }
    }

    func test_initializerThatChangesTheItems_throwsInvalidInitializerImplementation() {
        let initial = [DoublingGroup(1, [Entry(1111)])]
        XCTAssertThrowsError(try Diff.differencesForSectionedView(initialSections: initial, finalSections: initial)) { error in
            guard case let .invalidInitializerImplementation(section, expectedItems, identifier)? = error as? Diff.Error else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(section as? DoublingGroup, DoublingGroup(1, [Entry(1111), Entry(1111)]))
            XCTAssertEqual(expectedItems as? [Entry], [Entry(1111)])
            XCTAssertEqual(identifier as? Int, 1)
        }
    }

    func test_initializerThatLosesTheIdentity_throwsInvalidInitializerImplementation() {
        let initial = [ForgetfulGroup(1, [Entry(1111)])]
        XCTAssertThrowsError(try Diff.differencesForSectionedView(initialSections: initial, finalSections: initial)) { error in
            guard case let .invalidInitializerImplementation(section, expectedItems, identifier)? = error as? Diff.Error else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(section as? ForgetfulGroup, ForgetfulGroup(-1, [Entry(1111)]))
            XCTAssertEqual(expectedItems as? [Entry], [Entry(1111)])
            XCTAssertEqual(identifier as? Int, 1)
        }
    }

    // MARK: The rest of the API

    func test_initialValue_reloadsWithEverySectionInserted() {
        let sections = [group(1, [0]), group(2, [1])]
        let changeset = Changeset.initialValue(sections)
        XCTAssertTrue(changeset.reloadData)
        XCTAssertEqual(changeset.finalSections, sections)
        XCTAssertEqual(changeset.insertedSections, [0, 1])
        XCTAssertEqual(changeset.originalSections, [])
        XCTAssertEqual(changeset.updatedSections, [])
        XCTAssertEqual(try Diff.apply(changeset, to: []), sections)
    }

    func test_sectionModel_keepsItsModelAcrossNewItems() {
        let section = SectionModel(model: "Header", items: [1, 2])
        let copy = SectionModel(original: section, items: [3])
        XCTAssertEqual(copy, SectionModel(model: "Header", items: [3]))
        XCTAssertEqual(copy.identity, "Header")
    }

    func test_animatableSectionModelsOfIdentifiableValues_diff() throws {
        typealias Tags = AnimatableSectionModel<String, IdentifiableValue<String>>
        let initial = [Tags(model: "tags", items: ["a", "b", "c"].map { IdentifiableValue(value: $0) })]
        let final = [Tags(model: "tags", items: ["c", "a"].map { IdentifiableValue(value: $0) })]
        let steps = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
        XCTAssertEqual(steps.map(StepShape.init), [StepShape(deletedItems: 1), StepShape(movedItems: 1)])
        XCTAssertEqual(try Diff.apply(steps, to: initial), final)
        XCTAssertEqual(IdentifiableValue(value: 7).identity, 7)
    }

    func test_standardLibraryValues_areTheirOwnIdentities() {
        XCTAssertEqual("tweet".identity, "tweet")
        XCTAssertEqual(42.identity, 42)
        XCTAssertEqual(Int8(-3).identity, -3)
        XCTAssertEqual(UInt64.max.identity, .max)
        XCTAssertEqual(Float(1.5).identity, 1.5)
        XCTAssertEqual(Double(2.5).identity, 2.5)
    }

    func test_randomEdits_replayStepByStepOntoTheFinalSections() throws {
        var random = SeededRandom(state: 31)
        for round in 0..<300 {
            let initial = Self.randomSections(&random)
            let final = Self.randomSections(&random)
            let steps = try differences(initial, final)
            XCTAssertLessThanOrEqual(steps.count, 3, "round \(round)")
            for step in steps {
                let shape = StepShape(step)
                // Deletions and updates never share a step with insertions or moves.
                if shape.deletedItems + shape.deletedSections + shape.updatedItems > 0 {
                    XCTAssertEqual(shape.insertedItems + shape.insertedSections + shape.movedItems + shape.movedSections, 0, "round \(round)")
                }
            }
        }
    }

    /// Up to 5 sections of up to 6 items, identities drawn from small ranges so that lists
    /// share many of them; an identity is used at most once per list.
    private static func randomSections(_ random: inout SeededRandom) -> [Group] {
        var sectionIDs = Array(0..<7)
        var itemIDs = Array(0..<20)
        sectionIDs.shuffle(using: &random)
        itemIDs.shuffle(using: &random)
        var next = 0
        return sectionIDs.prefix(Int.random(in: 0...5, using: &random)).map { identity in
            let count = min(Int.random(in: 0...6, using: &random), itemIDs.count - next)
            let items = itemIDs[next..<(next + count)].map { Entry($0, Bool.random(using: &random) ? "x" : "") }
            next += count
            return Group(identity, items)
        }
    }
}

/// A seeded generator (Knuth's MMIX constants, high bits folded in), so a failing round repeats.
private struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}
