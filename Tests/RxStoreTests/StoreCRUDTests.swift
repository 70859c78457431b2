import XCTest
import Foundation
@testable import RxStore

final class StoreCRUDTests: StoreTestCase {
    func test_add_thenObjectForPrimaryKey_roundTripsEveryColumnType() throws {
        let store = try Store(url: fileURL())
        var tweet = Tweet(id: 1, text: "hello 'world'", likes: 3, kind: .reply, link: URL(string: "https://example.com/a?b=c"), avatar: Data([0, 1, 2, 255]), pinned: true)
        tweet.createdAt = Date(timeIntervalSince1970: 1_700_000_000.25)
        try store.add(tweet)
        XCTAssertEqual(try store.object(ofType: Tweet.self, forPrimaryKey: 1), tweet)
        XCTAssertNil(try store.object(ofType: Tweet.self, forPrimaryKey: 2))
    }

    func test_columns_areTypedNotJSON_exceptNestedValues() throws {
        let store = try Store(configuration: .inMemory())
        try store.add(Tweet(id: 1, kind: .reply))
        let columns = try store.rows("SELECT name, type FROM pragma_table_info('Tweet')")
        let types = Dictionary(uniqueKeysWithValues: columns.compactMap { row -> (String, String)? in
            guard case .text(let name)? = row["name"], case .text(let type)? = row["type"] else { return nil }
            return (name, type)
        })
        XCTAssertEqual(types, ["id": "INTEGER", "text": "TEXT", "createdAt": "REAL", "likes": "INTEGER", "kind": "TEXT",
                               "author": "TEXT", "link": "TEXT", "avatar": "BLOB", "pinned": "INTEGER"])
        let row = try store.rows("SELECT kind, author, pinned FROM Tweet").first
        XCTAssertEqual(row?["kind"], .text("reply"))
        XCTAssertEqual(row?["pinned"], .integer(0))
        guard case .text(let json)? = row?["author"] else { return XCTFail("author is not JSON text") }
        XCTAssertEqual(try JSONDecoder().decode(Tweet.Author.self, from: Data(json.utf8)), Tweet.Author(name: "Ann", handle: "@ann"))
    }

    func test_addWithErrorPolicy_whenKeyExists_throwsConstraintAndRollsTheBatchBack() throws {
        let store = try Store(configuration: .inMemory())
        try store.add(Tweet(id: 1))
        XCTAssertThrowsError(try store.add([Tweet(id: 2), Tweet(id: 1, text: "again")])) { error in
            guard case StoreError.constraint(let message)? = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("Tweet.id"), message)
        }
        XCTAssertEqual(try store.objects(Tweet.self).toArray().map(\.id), [1])
        XCTAssertEqual(try store.object(ofType: Tweet.self, forPrimaryKey: 1)?.text, "text")
    }

    func test_addWithAllPolicy_overwritesTheRecord() throws {
        let store = try Store(configuration: .inMemory())
        try store.add(Tweet(id: 1, text: "old"))
        try store.add(Tweet(id: 1, text: "new", likes: 9), update: .all)
        XCTAssertEqual(try store.object(ofType: Tweet.self, forPrimaryKey: 1), Tweet(id: 1, text: "new", likes: 9))
    }

    func test_addWithModifiedPolicy_changesOnlyDifferingRecords() throws {
        let store = try Store(configuration: .inMemory())
        try store.add([Tweet(id: 1), Tweet(id: 2)])
        let before = store.database.version.load(ordering: .sequentiallyConsistent)
        try store.add(Tweet(id: 1), update: .modified)
        XCTAssertEqual(store.database.version.load(ordering: .sequentiallyConsistent), before, "an identical record is not a change")
        try store.add(Tweet(id: 2, text: "edited"), update: .modified)
        XCTAssertEqual(store.database.version.load(ordering: .sequentiallyConsistent), before + 1)
        XCTAssertEqual(try store.object(ofType: Tweet.self, forPrimaryKey: 2)?.text, "edited")
    }

    func test_delete_andDeleteAll() throws {
        let store = try Store(configuration: .inMemory())
        try store.add((1...5).map { Tweet(id: $0) })
        try store.delete(Tweet(id: 2))
        try store.delete(Tweet.self, forPrimaryKey: 4)
        XCTAssertEqual(try store.objects(Tweet.self).toArray().map(\.id), [1, 3, 5])
        try store.deleteAll(Tweet.self)
        XCTAssertEqual(try store.objects(Tweet.self).toArray(), [])
    }

    func test_queries_beforeTheTableExists_areEmpty() throws {
        let store = try Store(configuration: .inMemory())
        XCTAssertEqual(try store.objects(Tweet.self).filter("likes > ?", 1).toArray(), [])
        XCTAssertNil(try store.object(ofType: Tweet.self, forPrimaryKey: 1))
        try store.deleteAll(Tweet.self)
    }

    func test_filterSortLimit_bindArguments() throws {
        let store = try Store(url: fileURL())
        try store.add((1...10).map { Tweet(id: $0, text: $0.isMultiple(of: 2) ? "even" : "odd", likes: $0 % 4) })
        let results = store.objects(Tweet.self).filter("text = ?", "even").filter("likes >= ?", 1).sorted(by: "likes", ascending: false).sorted(by: "id", ascending: false).limit(2)
        XCTAssertEqual(try results.toArray().map(\.id), [10, 6])
        XCTAssertEqual(Array(results).map(\.id), [10, 6])
        XCTAssertEqual(try store.objects(Tweet.self).sorted(by: "likes").limit(3).toArray().map(\.id), [4, 8, 1])
        XCTAssertEqual(try store.objects(Tweet.self).filter("createdAt > ?", Date(timeIntervalSince1970: 1_700_000_008)).toArray().map(\.id), [9, 10])
        XCTAssertEqual(try store.objects(Tweet.self).filter("link IS ?", nil).toArray().count, 10)
    }

    func test_fetchCount_countsWhatToArrayWouldRead_beforeTheTableToo() throws {
        let store = try Store(url: fileURL())
        XCTAssertEqual(try store.objects(Tweet.self).filter("likes > ?", 1).fetchCount(), 0, "no table yet")
        try store.add((1...10).map { Tweet(id: $0, text: $0.isMultiple(of: 2) ? "even" : "odd", likes: $0 % 4) })
        let queries = [
            store.objects(Tweet.self),
            store.objects(Tweet.self).filter("text = ?", "even").filter("likes >= ?", 1),
            store.objects(Tweet.self).filter("id > ?", 7).sorted(by: "likes"),
            store.objects(Tweet.self).sorted(by: "likes").limit(3),
            store.objects(Tweet.self).filter("id > ?", 8).limit(5),
            store.objects(Tweet.self).limit(0),
            store.objects(Tweet.self).limit(-1),
            store.objects(Tweet.self).filter("text = ?", "none"),
        ]
        for query in queries {
            XCTAssertEqual(try query.fetchCount(), try query.toArray().count, "\(query.query())")
        }
        XCTAssertEqual(try store.objects(Tweet.self).filter("id > ?", 7).fetchCount(), 3)
    }

    func test_filterArgument_containingSQL_isDataNotCode() throws {
        let store = try Store(configuration: .inMemory())
        let hostile = "x'); DROP TABLE Tweet; --\" OR 1=1"
        try store.add([Tweet(id: 1, text: hostile), Tweet(id: 2)])
        XCTAssertEqual(try store.objects(Tweet.self).filter("text = ?", hostile).toArray().map(\.id), [1])
        XCTAssertEqual(try store.objects(Tweet.self).filter("text = ?", "' OR '1'='1").toArray(), [])
        XCTAssertEqual(try store.objects(Tweet.self).toArray().count, 2)
    }

    func test_newPropertyOnAType_addsANullableColumn() throws {
        struct Old: Record, Equatable { static let primaryKey = "id"; static let tableName = "Thing"; var id: String }
        struct New: Record, Equatable { static let primaryKey = "id"; static let tableName = "Thing"; var id: String; var note: String? }
        let url = fileURL()
        try Store(url: url).add(Old(id: "a"))
        let store = try Store(url: url)
        XCTAssertEqual(try store.objects(New.self).toArray(), [New(id: "a", note: nil)])
        try store.add(New(id: "b", note: "hi"))
        XCTAssertEqual(try store.objects(New.self).toArray(), [New(id: "a", note: nil), New(id: "b", note: "hi")])
    }

    func test_primaryKeyThatIsNotAProperty_isAnInvalidRecord() throws {
        struct Bad: Record { static let primaryKey = "nope"; var id: Int }
        let store = try Store(configuration: .inMemory())
        XCTAssertThrowsError(try store.add(Bad(id: 1))) { error in
            guard case StoreError.invalidRecord? = error as? StoreError else { return XCTFail("\(error)") }
        }
    }

    func test_moreColumnTypes_roundTrip_withTypedColumns() throws {
        let store = try Store(configuration: .inMemory())
        let record = Mixed(uuid: UUID(), small: -3, unsigned: 4_000_000_000, ratio: 0.5, level: .high,
                           tags: ["b", "a"], wrapped: Wrapper(41), note: nil, count: Int64.max, flag: true)
        try store.add(record)
        XCTAssertEqual(try store.object(ofType: Mixed.self, forPrimaryKey: record.uuid), record)
        let types = try store.rows("SELECT name, type FROM pragma_table_info('Mixed')").reduce(into: [String: StoreValue]()) { types, row in
            if case .text(let name)? = row["name"] { types[name] = row["type"] }
        }
        XCTAssertEqual(types, ["uuid": .text("TEXT"), "small": .text("INTEGER"), "unsigned": .text("INTEGER"), "ratio": .text("REAL"),
                               "level": .text("INTEGER"), "tags": .text("TEXT"), "wrapped": .text("INTEGER"), "note": .text("TEXT"),
                               "count": .text("INTEGER"), "flag": .text("INTEGER")])
        let row = try store.rows("SELECT level, tags, wrapped, note FROM Mixed").first
        XCTAssertEqual(row?["level"], .integer(2))
        XCTAssertEqual(row?["tags"], .text(#"["b","a"]"#))
        XCTAssertEqual(row?["wrapped"], .integer(41))
        XCTAssertEqual(row?["note"], .null)
    }

    func test_customCodingInAnotherKeyOrder_roundTrips() throws {
        struct Reversed: Record, Equatable {
            static let primaryKey = "id"
            enum CodingKeys: String, CodingKey { case id, name, score }
            var id: Int
            var name: String
            var score: Double
            init(id: Int, name: String, score: Double) { self.id = id; self.name = name; self.score = score }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                score = try container.decode(Double.self, forKey: .score)
                name = try container.decode(String.self, forKey: .name)
                id = try container.decode(Int.self, forKey: .id)
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(name, forKey: .name)
                try container.encode(score, forKey: .score)
                try container.encode(id, forKey: .id)
            }
        }
        let store = try Store(configuration: .inMemory())
        try store.add([Reversed(id: 1, name: "one", score: 1.5), Reversed(id: 2, name: "two", score: 2.5)])
        XCTAssertEqual(try store.objects(Reversed.self).toArray(), [Reversed(id: 1, name: "one", score: 1.5), Reversed(id: 2, name: "two", score: 2.5)])
    }

    func test_rowThatDoesNotFitTheType_givesInvalidRecord() throws {
        let store = try Store(configuration: .inMemory())
        try store.add(Tweet(id: 1))
        try store.execute("UPDATE Tweet SET likes = ?", "many")
        XCTAssertThrowsError(try store.objects(Tweet.self).toArray()) { error in
            guard case StoreError.invalidRecord(let type, let reason)? = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(type, "Tweet")
            XCTAssertTrue(reason.contains("likes"), reason)
            XCTAssertFalse(reason.contains("many"), "no stored value in the message")
        }
    }
}

/// A record with the less common column types.
struct Mixed: Record, Equatable {
    enum Level: Int, Codable, CaseIterable { case low = 1, high = 2 }
    static let primaryKey = "uuid"
    var uuid: UUID
    var small: Int8
    var unsigned: UInt32
    var ratio: Float
    var level: Level
    var tags: [String]
    var wrapped: Wrapper
    var note: String?
    var count: Int64
    var flag: Bool
}

/// A value that codes itself as a single integer.
struct Wrapper: Codable, Equatable {
    var value: Int
    init(_ value: Int) { self.value = value }
    init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(Int.self) }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
