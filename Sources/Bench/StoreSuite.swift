import CSQLite
import Differentiator
import Foundation
import RxCore
import RxStore

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

/// `bench store`: RxStore's upserts against the same inserts on raw sqlite3, the change
/// set of a 10,000-row live query end to end, and the diff engine against the standard
/// library's `difference(from:)` (Myers, comparing whole items) on the same arrays.
func runStoreSuite() -> Bool {
    var results: [BenchResult] = []
    let directory = BenchDirectory()
    defer { directory.remove() }
    results.append(upsertCase(directory))
    results.append(changesetCase(directory))
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
        guard let changeset = try? Diff.changeset(from: old, to: new),
              changeset.inserted.count == 20, changeset.updated.count == 50,
              changeset.deleted.isEmpty, changeset.moved.isEmpty,
              (try? Diff.apply(changeset, to: old).elementsEqual(new, by: ==)) == true else {
            results.append(BenchResult(name: name, figure: "wrong", reference: "", target: target.map { ">= \(format($0, decimals: 0))x" }, met: target.map { _ in false }))
            return
        }
        let diffRuns = 20
        let engine = bestNanoseconds(operations: diffRuns, repetitions: 9) {
            for _ in 0..<diffRuns { blackHole(try? Diff.changeset(from: old, to: opaque(new))) }
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

/// Upserting 100,000 tweets in one transaction through `store.add(_:update: .all)`,
/// against `rawUpsert` (the same statement on raw sqlite3), in alternating rounds on
/// fresh files; the figure is the median of the per-round ratios.
private func upsertCase(_ directory: BenchDirectory) -> BenchResult {
    let name = "upsert 100k tweets, one transaction"
    let target = "<= 2x raw sqlite3"
    let tweets = (0..<100_000).map(BenchTweet.init)
    var storeTimes: [Double] = []
    var rawTimes: [Double] = []
    var ratios: [Double] = []

    func timeRaw() -> Double? {
        let url = directory.freshFile("raw.sqlite")
        guard let connection = rawOpen(url.path) else { return nil }
        defer { sqlite3_close_v2(connection) }
        let start = nanoseconds()
        guard rawUpsert(tweets, into: connection) else { return nil }
        return Double(nanoseconds() - start)
    }
    func timeStore() -> Double? {
        let url = directory.freshFile("store.sqlite")
        do {
            let store = try Store(url: url)
            let start = nanoseconds()
            try store.add(tweets, update: .all)
            let elapsed = Double(nanoseconds() - start)
            guard try store.rows("SELECT count(*) AS n FROM BenchTweet").first?["n"] == .integer(Int64(tweets.count)) else { return nil }
            return elapsed
        } catch {
            return nil
        }
    }

    for round in 0..<7 {
        let pair: (raw: Double?, store: Double?)
        if round.isMultiple(of: 2) {
            let raw = timeRaw()
            pair = (raw, timeStore())
        } else {
            let store = timeStore()
            pair = (timeRaw(), store)
        }
        guard let raw = pair.raw, let store = pair.store else {
            return BenchResult(name: name, figure: "failed", reference: "a write failed", target: target, met: false)
        }
        if round == 0 { continue }  // warm-up: page cache, allocator, lazy metadata
        rawTimes.append(raw)
        storeTimes.append(store)
        ratios.append(store / raw)
    }
    let ratio = median(ratios)
    return BenchResult(
        name: name,
        figure: "\(format(median(storeTimes) / 1_000_000)) ms",
        reference: "raw sqlite3 \(format(median(rawTimes) / 1_000_000)) ms, \(format(ratio, decimals: 2))x",
        target: target, met: ratio <= 2)
}

/// A live query of 10,000 tweets, newest first, observed on a serial queue; 20 tweets are
/// added at its head and the time runs from the start of that write (so it includes the
/// write and its commit) until the subscriber has the change set. Each round then deletes
/// the 20 again (untimed) so every round starts from the same 10,000 rows.
private func changesetCase(_ directory: BenchDirectory) -> BenchResult {
    let name = "change set, 10k-row query, +20 at head"
    let target = "<= 5 ms"
    func failed(_ why: String) -> BenchResult {
        BenchResult(name: name, figure: "failed", reference: why, target: target, met: false)
    }
    let rows = 10_000
    let store: Store
    do {
        store = try Store(url: directory.freshFile("timeline.sqlite"))
        try store.add((0..<rows).map(BenchTweet.init), update: .all)
    } catch {
        return failed("\(error)")
    }
    let results = store.objects(BenchTweet.self).sorted(by: "createdAt", ascending: false)
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.store.changeset")
    let arrivals = ChangesetArrivals()
    let subscription = Observable.changeset(from: results, on: scheduler).subscribe(onNext: { _, changeset in
        guard let changeset else { return }
        arrivals.record(inserted: changeset.inserted.count, deleted: changeset.deleted.count, count: changeset.finalItems.count)
    })
    defer { subscription.dispose() }

    var samples: [Double] = []
    var received = 0
    var nextID = rows
    for round in 0..<30 {
        let batch = (nextID..<(nextID + 20)).map(BenchTweet.init)
        nextID += 20
        do {
            let start = nanoseconds()
            try store.add(batch, update: .all)
            received += 1
            guard let arrival = arrivals.wait(for: received) else { return failed("no change set after the inserts") }
            guard arrival.inserted == 20, arrival.deleted == 0, arrival.count == rows + 20 else {
                return failed("wrong change set: +\(arrival.inserted) -\(arrival.deleted) of \(arrival.count)")
            }
            if round >= 5 { samples.append(Double(arrival.nanoseconds - start)) }
            try store.write {
                for tweet in batch { try store.delete(BenchTweet.self, forPrimaryKey: tweet.id) }
            }
            received += 1
            guard let back = arrivals.wait(for: received), back.deleted == 20, back.count == rows else {
                return failed("no or wrong change set after the deletes")
            }
        } catch {
            return failed("\(error)")
        }
    }
    let sorted = samples.sorted()
    let middle = median(samples)
    return BenchResult(
        name: name,
        figure: "\(format(middle / 1_000_000, decimals: 2)) ms",
        reference: "median of \(samples.count); p90 \(format(sorted[sorted.count * 9 / 10] / 1_000_000, decimals: 2)) ms, max \(format(sorted[sorted.count - 1] / 1_000_000, decimals: 2)) ms",
        target: target, met: middle <= 5_000_000)
}
