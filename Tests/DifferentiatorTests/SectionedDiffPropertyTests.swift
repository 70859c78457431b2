import XCTest
import Differentiator
import TestSupport

/// Random sectioned lists and random edits: the steps must replay to the new list, each
/// step must hold only its own kinds of change, and the changes must be the fewest.
final class SectionedDiffPropertyTests: XCTestCase {
    private func randomEdit(_ old: [Section], _ nextID: inout Int, _ generator: inout SeededGenerator) -> [Section] {
        var new = old
        func fresh() -> Row {
            nextID += 1
            return Row(nextID)
        }
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            switch Int.random(in: 0..<9, using: &generator) {
            case 0:  // insert a section
                let items = (0..<Int.random(in: 0...3, using: &generator)).map { _ in fresh() }
                nextID += 1
                new.insert(Section(model: "s\(nextID)", items: items), at: Int.random(in: 0...new.count, using: &generator))
            case 1 where !new.isEmpty:  // delete a section
                new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            case 2 where !new.isEmpty:  // move a section
                let moved = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                new.insert(moved, at: Int.random(in: 0...new.count, using: &generator))
            case 3 where !new.isEmpty:  // insert an item
                let target = Int.random(in: 0..<new.count, using: &generator)
                new[target].items.insert(fresh(), at: Int.random(in: 0...new[target].items.count, using: &generator))
            case 4, 5:  // delete or update an item
                let candidates = new.indices.filter { !new[$0].items.isEmpty }
                guard let target = candidates.randomElement(using: &generator) else { break }
                let index = Int.random(in: 0..<new[target].items.count, using: &generator)
                if generator.chance(50) { new[target].items.remove(at: index) } else { new[target].items[index].value += 1 }
            case 6, 7:  // move an item, maybe to another section
                let candidates = new.indices.filter { !new[$0].items.isEmpty }
                guard let source = candidates.randomElement(using: &generator) else { break }
                let item = new[source].items.remove(at: Int.random(in: 0..<new[source].items.count, using: &generator))
                let target = Int.random(in: 0..<new.count, using: &generator)
                new[target].items.insert(item, at: Int.random(in: 0...new[target].items.count, using: &generator))
            case 8 where !new.isEmpty:  // shuffle a section
                let target = Int.random(in: 0..<new.count, using: &generator)
                new[target].items.shuffle(using: &generator)
            default:
                break
            }
        }
        return new
    }

    private func check(_ old: [Section], _ new: [Section], seed: UInt64) throws {
        let steps = try Diff.differencesForSectionedView(initialSections: old, finalSections: new)
        let context = "seed \(seed): \(old.map { "\($0.model)\($0.items)" }) → \(new.map { "\($0.model)\($0.items)" }): \(steps)"
        var state = old
        for step in steps {
            XCTAssertFalse(step.isEmpty, context)
            state = try Diff.apply(step, to: state)
            XCTAssertEqual(state, step.finalSections, context)
        }
        XCTAssertEqual(state, new, context)
        if old == new { XCTAssertTrue(steps.isEmpty, context) }

        // Each step holds one group of changes, and the groups come in order.
        var group = 0
        for step in steps {
            let stepGroup: Int
            if !step.deletedSections.isEmpty || !step.deletedItems.isEmpty || !step.updatedItems.isEmpty {
                stepGroup = 1
                XCTAssertTrue(step.insertedSections.isEmpty && step.movedSections.isEmpty
                              && step.insertedItems.isEmpty && step.movedItems.isEmpty, context)
            } else if !step.insertedSections.isEmpty || !step.movedSections.isEmpty {
                stepGroup = 2
                XCTAssertTrue(step.insertedItems.isEmpty && step.movedItems.isEmpty, context)
            } else {
                stepGroup = 3
            }
            XCTAssertGreaterThan(stepGroup, group, context)
            group = stepGroup
        }

        // The counts a minimal diff must have, from a direct computation.
        let oldSectionIDs = old.map(\.model)
        let newSectionIDs = new.map(\.model)
        let keptSections = Set(oldSectionIDs).intersection(newSectionIDs)
        var oldPlace: [Int: (section: String, row: Row, position: Int)] = [:]
        for section in old where keptSections.contains(section.model) {
            for (position, row) in section.items.enumerated() { oldPlace[row.id] = (section.model, row, position) }
        }
        var newPlace: [Int: String] = [:]
        for section in new where keptSections.contains(section.model) {
            for row in section.items { newPlace[row.id] = section.model }
        }
        let all = steps.reduce(into: (deletedSections: 0, insertedSections: 0, movedSections: 0,
                                      deletedItems: 0, insertedItems: 0, movedItems: 0, updatedItems: 0)) { total, step in
            total.deletedSections += step.deletedSections.count
            total.insertedSections += step.insertedSections.count
            total.movedSections += step.movedSections.count
            total.deletedItems += step.deletedItems.count
            total.insertedItems += step.insertedItems.count
            total.movedItems += step.movedItems.count
            total.updatedItems += step.updatedItems.count
        }
        XCTAssertEqual(all.deletedSections, old.count - keptSections.count, context)
        XCTAssertEqual(all.insertedSections, new.count - keptSections.count, context)
        let keptOldOrder = newSectionIDs.filter(keptSections.contains).compactMap { id in
            oldSectionIDs.filter(keptSections.contains).firstIndex(of: id)
        }
        XCTAssertEqual(all.movedSections, keptOldOrder.count - referenceLongestIncreasingLength(keptOldOrder), context)
        XCTAssertEqual(all.deletedItems, oldPlace.keys.filter { newPlace[$0] == nil }.count, context)
        var expectedInserted = 0
        var expectedMoved = 0
        var expectedUpdated = 0
        for section in new where keptSections.contains(section.model) {
            var stayingOldOrder: [Int] = []
            for row in section.items {
                guard let place = oldPlace[row.id] else {
                    expectedInserted += 1
                    continue
                }
                if place.row != row { expectedUpdated += 1 }
                if place.section == section.model { stayingOldOrder.append(place.position) } else { expectedMoved += 1 }
            }
            expectedMoved += stayingOldOrder.count - referenceLongestIncreasingLength(stayingOldOrder)
        }
        XCTAssertEqual(all.insertedItems, expectedInserted, context)
        XCTAssertEqual(all.movedItems, expectedMoved, context)
        XCTAssertEqual(all.updatedItems, expectedUpdated, context)
    }

    func test_differences_forThousandsOfRandomEdits_replayStepByStepAndAreMinimal() throws {
        for seed in UInt64(0)..<3_000 {
            var generator = SeededGenerator(seed: seed &+ 5_000_000)
            var nextID = 0
            var old: [Section] = []
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                let items = (0..<Int.random(in: 0...6, using: &generator)).map { _ -> Row in
                    nextID += 1
                    return Row(nextID)
                }
                nextID += 1
                old.append(Section(model: "s\(nextID)", items: items))
            }
            let new = randomEdit(old, &nextID, &generator)
            try check(old, new, seed: seed)
        }
    }

    func test_differences_forRandomChainsOfEdits_replayEachVersion() throws {
        for seed in UInt64(0)..<200 {
            var generator = SeededGenerator(seed: seed &+ 6_000_000)
            var nextID = 0
            var list: [Section] = []
            for _ in 0..<15 {
                let next = randomEdit(list, &nextID, &generator)
                try check(list, next, seed: seed)
                list = next
            }
        }
    }
}
