import XCTest
import Differentiator
import TestSupport

final class ListDiffTests: XCTestCase {
    /// Diffs, checks that replaying the change set gives `new`, and returns it.
    private func diff<Item: Diffable>(
        _ old: [Item], _ new: [Item], file: StaticString = #filePath, line: UInt = #line
    ) throws -> ListChangeset<Item> {
        let changeset = try Diff.changeset(from: old, to: new)
        XCTAssertEqual(try Diff.apply(changeset, to: old), new, "replay", file: file, line: line)
        return changeset
    }

    private func moves<Item>(_ changeset: ListChangeset<Item>) -> [[Int]] {
        changeset.moved.map { [$0.from, $0.to] }
    }

    func test_changeset_ofTwoEmptyLists_isEmpty() throws {
        let changeset = try diff([Row](), [])
        XCTAssertTrue(changeset.isEmpty)
        XCTAssertEqual(changeset, ListChangeset(finalItems: []))
    }

    func test_changeset_ofEqualLists_isEmpty() throws {
        let list = rows(Array(0..<100))
        XCTAssertTrue(try diff(list, list).isEmpty)
    }

    func test_changeset_fromEmpty_insertsEverything() throws {
        let changeset = try diff([], rows([3, 1, 2]))
        XCTAssertEqual(changeset.inserted, [0, 1, 2])
        XCTAssertEqual(changeset.deleted, [])
        XCTAssertEqual(changeset.finalItems, rows([3, 1, 2]))
    }

    func test_changeset_toEmpty_deletesEverything() throws {
        let changeset = try diff(rows([3, 1, 2]), [])
        XCTAssertEqual(changeset.deleted, [0, 1, 2])
        XCTAssertEqual(changeset.inserted, [])
    }

    func test_changeset_toAllNewItems_deletesAndInsertsEverything() throws {
        let changeset = try diff(rows([1, 2, 3]), rows([4, 5]))
        XCTAssertEqual(changeset.deleted, [0, 1, 2])
        XCTAssertEqual(changeset.inserted, [0, 1])
        XCTAssertTrue(changeset.updated.isEmpty && changeset.moved.isEmpty)
    }

    func test_changeset_whenContentChanges_reportsUpdatesAtNewIndexes() throws {
        let changeset = try diff([Row(1), Row(2), Row(3)], [Row(0), Row(1), Row(2, 9), Row(3)])
        XCTAssertEqual(changeset.inserted, [0])
        XCTAssertEqual(changeset.updated, [2])
        XCTAssertEqual(changeset.deleted, [])
        XCTAssertEqual(changeset.moved.count, 0)
    }

    func test_changeset_whenDeletingAndInsertingAround_keepsTheRestUntouched() throws {
        let changeset = try diff(rows([1, 2, 3, 4, 5]), rows([2, 9, 3, 5, 8]))
        XCTAssertEqual(changeset.deleted, [0, 3])
        XCTAssertEqual(changeset.inserted, [1, 4])
        XCTAssertEqual(moves(changeset), [])
    }

    func test_changeset_whenLastItemMovesToTheFront_reportsOneMove() throws {
        XCTAssertEqual(moves(try diff(rows([1, 2, 3, 4, 5]), rows([5, 1, 2, 3, 4]))), [[4, 0]])
    }

    func test_changeset_whenFirstItemMovesToTheEnd_reportsOneMove() throws {
        // RxDataSources' greedy pass reports the four others as moved here.
        XCTAssertEqual(moves(try diff(rows([1, 2, 3, 4, 5]), rows([2, 3, 4, 5, 1]))), [[0, 4]])
    }

    func test_changeset_whenTwoItemsSwap_reportsOneMove() throws {
        let changeset = try diff(rows([1, 2, 3, 4]), rows([1, 3, 2, 4]))
        XCTAssertEqual(changeset.moved.count, 1)
        XCTAssertTrue(changeset.deleted.isEmpty && changeset.inserted.isEmpty && changeset.updated.isEmpty)
    }

    func test_changeset_whenReversed_movesAllButOne() throws {
        let old = rows(Array(0..<50))
        XCTAssertEqual(try diff(old, old.reversed()).moved.count, 49)
    }

    func test_changeset_whenAnItemMovesAndChanges_reportsMoveAndUpdateAtTheNewIndex() throws {
        let changeset = try diff([Row(1), Row(2), Row(3)], [Row(3, 7), Row(1), Row(2)])
        XCTAssertEqual(moves(changeset), [[2, 0]])
        XCTAssertEqual(changeset.updated, [0])
    }

    func test_changeset_withMovesAmongDeletionsAndInsertions_replaysToTheNewList() throws {
        let changeset = try diff(rows([1, 2, 3, 4, 5, 6]), [Row(7), Row(6), Row(2, 1), Row(4), Row(3), Row(8)])
        XCTAssertEqual(changeset.deleted, [0, 4])
        XCTAssertEqual(changeset.inserted, [0, 5])
        XCTAssertEqual(changeset.updated, [2])
        XCTAssertEqual(changeset.moved.count, 2)  // 6 and one of 3/4
    }

    func test_changeset_whenTwentyItemsArriveAtTheHeadOfTenThousand_reportsExactlyThoseInsertions() throws {
        let old = rows(Array(0..<10_000))
        let new = rows(Array(10_000..<10_020)) + old
        let changeset = try diff(old, new)
        XCTAssertEqual(changeset.inserted, Array(0..<20))
        XCTAssertTrue(changeset.deleted.isEmpty && changeset.updated.isEmpty && changeset.moved.isEmpty)
    }

    /// The founding documents' timeline: tweets pour in at the top, the oldest fall off
    /// the bottom, and some are liked in between.
    func test_changeset_whenTweetsPourInAtTheTop_reportsHeadInsertsTailDeletesAndLikes() throws {
        var generator = SeededGenerator(seed: 7)
        var timeline = rows(Array((0..<200).reversed()))
        var nextID = 200
        for _ in 0..<50 {
            let arrivals = Int.random(in: 0...8, using: &generator)
            var next = (0..<arrivals).map { offset in Row(nextID + arrivals - 1 - offset) } + timeline
            nextID += arrivals
            let dropped = max(0, next.count - 200)
            next.removeLast(dropped)
            var liked = Set<Int>()
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let index = Int.random(in: arrivals..<next.count, using: &generator)
                next[index].value += 1
                liked.insert(index)
            }
            let changeset = try diff(timeline, next)
            XCTAssertEqual(changeset.inserted, Array(0..<arrivals))
            XCTAssertEqual(changeset.deleted, Array((timeline.count - dropped)..<timeline.count))
            XCTAssertEqual(changeset.updated, liked.sorted())
            XCTAssertTrue(changeset.moved.isEmpty)
            timeline = next
        }
    }

    func test_changeset_withDuplicateInOld_throwsDuplicateItem() {
        XCTAssertThrowsError(try Diff.changeset(from: rows([1, 2, 1]), to: rows([1, 2]))) { error in
            XCTAssertEqual(duplicateItem(in: error) as? Row, Row(1))
        }
    }

    func test_changeset_withDuplicateInNew_throwsDuplicateItem() {
        // The duplicate lines up with old items, is looked up, or is new twice.
        let cases: [([Int], [Int], Int)] = [
            ([1, 2, 3], [1, 2, 3, 2], 2),
            ([1, 2, 3], [1, 1, 2, 3], 1),
            ([1, 2, 3], [3, 1, 2, 3], 3),
            ([1, 2, 3], [1, 9, 2, 9, 3], 9),
            ([], [4, 4], 4),
        ]
        for (old, new, duplicate) in cases {
            XCTAssertThrowsError(try Diff.changeset(from: rows(old), to: rows(new)), "\(old) → \(new)") { error in
                XCTAssertEqual(duplicateItem(in: error) as? Row, Row(duplicate))
            }
        }
    }

    func test_changeset_withCollidingHashes_stillPairsByIdentity() throws {
        let old = (0..<300).map { CollidingRow(key: CollidingKey(raw: $0), value: 0) }
        var new = Array(old.dropFirst(10).reversed())
        new[5].value = 1
        new.append(CollidingRow(key: CollidingKey(raw: 1_000), value: 0))
        let changeset = try diff(old, new)
        XCTAssertEqual(changeset.deleted, Array(0..<10))
        XCTAssertEqual(changeset.inserted, [290])
        XCTAssertEqual(changeset.updated, [5])
        XCTAssertEqual(changeset.moved.count, 289)
    }

    func test_changeset_ofStringsAndInts_usesTheValueAsIdentity() throws {
        let strings = try diff(["a", "b", "c"], ["c", "a", "d"])
        XCTAssertEqual(strings.deleted, [1])
        XCTAssertEqual(strings.inserted, [2])
        XCTAssertEqual(strings.moved.count, 1)
        XCTAssertEqual(try diff([1, 2, 3], [2, 3]).deleted, [0])
    }

    func test_description_listsTheIndexSets() throws {
        let changeset = try Diff.changeset(from: rows([1, 2, 3]), to: rows([3, 1, 4]))
        XCTAssertEqual(changeset.description, "ListChangeset(deleted: [1], inserted: [2], updated: [], moved: [2→0])")
    }

    func test_apply_whenTheChangesetDoesNotFit_throwsInvalidChangeset() {
        let old = rows([1, 2, 3])
        let broken: [ListChangeset<Row>] = [
            ListChangeset(deleted: [3], finalItems: rows([1, 2])),
            ListChangeset(deleted: [0, 0], finalItems: rows([2])),
            ListChangeset(inserted: [5], finalItems: rows([0, 1, 2, 3])),
            ListChangeset(finalItems: rows([1, 2])),
            ListChangeset(deleted: [0], finalItems: rows([2, 3, 4])),
            ListChangeset(moved: [(from: 0, to: 2), (from: 1, to: 2)], finalItems: rows([3, 2, 1])),
            ListChangeset(inserted: [0], updated: [0], finalItems: rows([0, 1, 2, 3])),
        ]
        for changeset in broken {
            XCTAssertThrowsError(try Diff.apply(changeset, to: old), "\(changeset)") { error in
                XCTAssertTrue(error is Diff.InvalidChangeset, "unexpected \(error)")
            }
        }
    }

    func test_errors_describeThemselves() {
        XCTAssertEqual(Diff.Error.duplicateItem(item: Row(7)).description, "Duplicate item 7")
        XCTAssertEqual(Diff.Error.duplicateSection(section: "a").debugDescription, "Duplicate section a")
        XCTAssertEqual(Diff.InvalidChangeset(reason: "deleted index 3 out of range").description,
                       "invalid change set: deleted index 3 out of range")
    }

    func test_changeset_ofItemsThatAreNotSendable_reportsADuplicateByItsDescription() {
        let old = [Handle(1), Handle(2), Handle(1)]
        XCTAssertThrowsError(try Diff.changeset(from: old, to: [])) { error in
            XCTAssertEqual(duplicateItem(in: error) as? String, "handle 1")
        }
    }
}
