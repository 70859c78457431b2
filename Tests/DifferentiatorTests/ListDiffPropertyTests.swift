import XCTest
import Differentiator
import TestSupport

/// Random lists and random edits: the change set must replay to the new list and be
/// minimal (exactly the gone, new and changed identities, and the fewest moves).
final class ListDiffPropertyTests: XCTestCase {
    private enum Edit: CaseIterable {
        case mixed, insertions, deletions, updates, moves, shuffle, allNew, allDeleted, fromEmpty, unchanged
    }

    /// Makes a new version of `old` by one kind of edit; new identities come from `nextID`.
    private func edit(_ old: [Row], _ kind: Edit, _ nextID: inout Int, _ generator: inout SeededGenerator) -> [Row] {
        func fresh() -> Row {
            nextID += 1
            return Row(nextID)
        }
        var new = old
        switch kind {
        case .unchanged:
            break
        case .allNew:
            new = (0..<Int.random(in: 0...20, using: &generator)).map { _ in fresh() }
        case .allDeleted:
            new = []
        case .fromEmpty:
            new = (0..<Int.random(in: 0...20, using: &generator)).map { _ in fresh() }
        case .shuffle:
            new.shuffle(using: &generator)
        case .insertions:
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                new.insert(fresh(), at: Int.random(in: 0...new.count, using: &generator))
            }
        case .deletions:
            for _ in 0..<Int.random(in: 0...5, using: &generator) where !new.isEmpty {
                new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            }
        case .updates:
            for _ in 0..<Int.random(in: 0...5, using: &generator) where !new.isEmpty {
                new[Int.random(in: 0..<new.count, using: &generator)].value += 1
            }
        case .moves:
            for _ in 0..<Int.random(in: 0...4, using: &generator) where !new.isEmpty {
                let item = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                new.insert(item, at: Int.random(in: 0...new.count, using: &generator))
            }
        case .mixed:
            for _ in 0..<Int.random(in: 0...10, using: &generator) {
                let roll = Int.random(in: 0..<4, using: &generator)
                if roll == 0 || new.isEmpty {
                    new.insert(fresh(), at: Int.random(in: 0...new.count, using: &generator))
                } else if roll == 1 {
                    new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                } else if roll == 2 {
                    new[Int.random(in: 0..<new.count, using: &generator)].value += 1
                } else {
                    let item = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                    new.insert(item, at: Int.random(in: 0...new.count, using: &generator))
                }
            }
        }
        return new
    }

    /// Checks every property of the change set from `old` to `new`.
    private func check(_ old: [Row], _ new: [Row], seed: UInt64) throws {
        let changeset = try Diff.changeset(from: old, to: new)
        let context = "seed \(seed): \(old) → \(new): \(changeset)"
        XCTAssertEqual(try Diff.apply(changeset, to: old), new, context)

        let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
        let newIDs = Set(new.map(\.id))
        XCTAssertEqual(changeset.deleted, old.indices.filter { !newIDs.contains(old[$0].id) }, context)
        XCTAssertEqual(changeset.inserted, new.indices.filter { oldIndex[new[$0].id] == nil }, context)
        let changed = new.indices.filter { newIndex in
            oldIndex[new[newIndex].id].map { old[$0] != new[newIndex] } ?? false
        }
        XCTAssertEqual(changeset.updated, changed, context)

        // Moves: the fewest, and what stays is in its old relative order.
        let keptOldOrder = new.compactMap { oldIndex[$0.id] }
        XCTAssertEqual(changeset.moved.count, keptOldOrder.count - referenceLongestIncreasingLength(keptOldOrder), context)
        let movedTargets = Set(changeset.moved.map(\.to))
        let staying = new.indices.filter { oldIndex[new[$0].id] != nil && !movedTargets.contains($0) }.compactMap { oldIndex[new[$0].id] }
        XCTAssertEqual(staying, staying.sorted(), context)
        for move in changeset.moved {
            XCTAssertEqual(old[move.from].id, new[move.to].id, context)
        }
        XCTAssertEqual(changeset.moved.map(\.to), changeset.moved.map(\.to).sorted(), context)
        XCTAssertEqual(changeset.finalItems, new, context)
    }

    func test_changeset_forThousandsOfRandomEdits_replaysAndIsMinimal() throws {
        for seed in UInt64(0)..<6_000 {
            var generator = SeededGenerator(seed: seed)
            let kinds = Edit.allCases
            let kind = kinds[Int(seed) % kinds.count]
            let size = kind == .fromEmpty ? 0 : Int.random(in: 0...(seed % 50 == 0 ? 400 : 30), using: &generator)
            let old = (0..<size).map { Row($0, Int.random(in: 0...1, using: &generator)) }.shuffled(using: &generator)
            var nextID = size
            let new = edit(old, kind, &nextID, &generator)
            try check(old, new, seed: seed)
        }
    }

    func test_changeset_forRandomChainsOfEdits_replaysEachStep() throws {
        for seed in UInt64(0)..<300 {
            var generator = SeededGenerator(seed: seed &+ 1_000_000)
            var list = rows(Array(0..<Int.random(in: 0...40, using: &generator)))
            var nextID = list.count
            for _ in 0..<10 {
                let next = edit(list, .mixed, &nextID, &generator)
                try check(list, next, seed: seed)
                list = next
            }
        }
    }

    func test_changeset_whenOrderIsUnchanged_reportsNoMoves() throws {
        for seed in UInt64(0)..<1_000 {
            var generator = SeededGenerator(seed: seed &+ 2_000_000)
            let old = rows(Array(0..<Int.random(in: 0...60, using: &generator)))
            // Keep a random subset in order, interleave new items, change some content.
            var new: [Row] = []
            var nextID = old.count
            for var row in old {
                if generator.chance(20) { continue }
                if generator.chance(20) {
                    nextID += 1
                    new.append(Row(nextID))
                }
                if generator.chance(10) { row.value += 1 }
                new.append(row)
            }
            let changeset = try Diff.changeset(from: old, to: new)
            XCTAssertTrue(changeset.moved.isEmpty, "seed \(seed)")
            XCTAssertEqual(try Diff.apply(changeset, to: old), new, "seed \(seed)")
        }
    }

    func test_changeset_withRandomDuplicates_throwsAndNeverCrashes() {
        for seed in UInt64(0)..<1_000 {
            var generator = SeededGenerator(seed: seed &+ 3_000_000)
            var old = rows(Array(0..<Int.random(in: 1...30, using: &generator)))
            var new = old.shuffled(using: &generator)
            let duplicated = Int.random(in: 0..<old.count, using: &generator)
            let intoOld = generator.chance(50)
            if intoOld {
                old.insert(Row(duplicated), at: Int.random(in: 0...old.count, using: &generator))
            } else {
                new.insert(Row(duplicated), at: Int.random(in: 0...new.count, using: &generator))
            }
            XCTAssertThrowsError(try Diff.changeset(from: old, to: new), "seed \(seed)") { error in
                XCTAssertEqual(duplicateItem(in: error) as? Row, Row(duplicated), "seed \(seed)")
            }
        }
    }
}
