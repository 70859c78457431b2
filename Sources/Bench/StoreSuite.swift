import Differentiator

/// A keyed row as a live query returns it: the identity is the key, the rest is content.
private struct TweetRow: Diffable {
    let id: Int
    var text: String
    var likes: Int
    var identity: Int { id }
}

/// A small deterministic generator, so every run diffs the same arrays.
private struct BenchGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}

/// `bench store`: the diff engine against the standard library's `difference(from:)`
/// (Myers, comparing whole items) on the same arrays, in the same run.
func runStoreSuite() -> Bool {
    var results: [BenchResult] = []
    var generator = BenchGenerator(state: 42)
    let old = (0..<10_000).map { TweetRow(id: $0, text: "tweet number \($0), with some text to compare", likes: $0 % 7) }

    // 20 insertions at random places and 50 updates of random rows.
    var scattered = old
    var updatedRows = Set<Int>()
    while updatedRows.count < 50 { updatedRows.insert(Int.random(in: 0..<old.count, using: &generator)) }
    for row in updatedRows { scattered[row].likes += 1 }
    for offset in 0..<20 {
        let row = TweetRow(id: 100_000 + offset, text: "fresh tweet \(offset)", likes: 0)
        scattered.insert(row, at: Int.random(in: 0...scattered.count, using: &generator))
    }
    // Tweets pour in at the top: 20 new rows first, and the same 50 likes.
    var headFirst = old
    for row in updatedRows { headFirst[row].likes += 1 }
    headFirst.insert(contentsOf: (0..<20).map { TweetRow(id: 200_000 + $0, text: "top tweet \($0)", likes: 0) }, at: 0)

    func compare(_ name: String, _ new: [TweetRow], target: Double?) {
        // Check the answer before timing it: a fast wrong diff must not pass.
        guard let changeset = try? Differentiator.changeset(from: old, to: new),
              changeset.inserted.count == 20, changeset.updated.count == 50,
              changeset.deleted.isEmpty, changeset.moved.isEmpty,
              (try? Differentiator.apply(changeset, to: old).elementsEqual(new, by: ==)) == true else {
            results.append(BenchResult(name: name, figure: "wrong", reference: "", target: target.map { ">= \(format($0, decimals: 0))x" }, met: target.map { _ in false }))
            return
        }
        let diffRuns = 20
        let engine = bestNanoseconds(operations: diffRuns, repetitions: 9) {
            for _ in 0..<diffRuns { blackHole(try? Differentiator.changeset(from: old, to: opaque(new))) }
        }
        let standard = bestNanoseconds(operations: 1, repetitions: 5) {
            blackHole(opaque(new).difference(from: old))
        }
        let ratio = standard / engine
        results.append(BenchResult(
            name: name,
            figure: "\(format(engine / 1_000)) µs",
            reference: "stdlib \(format(standard / 1_000)) µs, \(format(ratio))x faster",
            target: target.map { ">= \(format($0, decimals: 0))x" },
            met: target.map { ratio >= $0 }
        ))
    }
    compare("diff 10k keyed: +20 scattered, 50 upd", scattered, target: 10)
    compare("diff 10k keyed: +20 at the head, 50 upd", headFirst, target: nil)
    return report("store", results)
}
