import AppSupport
import Foundation
import XCTest

/// The one JSON document every app's `--json` prints: its keys in a fixed order, ISO 8601
/// dates, clean numbers, and nothing a terminal would obey.
final class JSONEnvelopeTests: XCTestCase {
    private struct Reading: Encodable {
        var time: Date
        var speed: Double
    }

    private func envelope() -> JSONEnvelope {
        var envelope = JSONEnvelope(app: "demo-app", itemKind: "readings", generatedAt: Date(timeIntervalSince1970: 1_723_648_466.75),
                                    source: .live(URL(string: "https://api.example.com/v1")!), query: "Berlin", title: "Berlin, Germany",
                                    notices: ["Skipped 1 reading that could not be read."], next: "https://api.example.com/v1?page=2",
                                    extras: ["units": EncodedJSON("metric"), "count": EncodedJSON(2)])
        envelope.append(encoding: Reading(time: Date(timeIntervalSince1970: 1_723_600_000), speed: JSONEnvelope.rounded(12.2 * 0.621371, toPlaces: 1)))
        envelope.append(object: ["zeta": 1, "alpha": ["b": true, "a": NSNull()], "url": "https://example.com/a/b"] as [String: Any])
        return envelope
    }

    func test_document_writesTheEnvelopeKeysInTheirFixedOrder_thenExtrasSorted_thenItems() throws {
        let document = envelope().document
        let keys = document.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.dropFirst(3).prefix { $0 != "\"" } }
        XCTAssertEqual(keys, ["schema", "app", "generatedAt", "source", "query", "title", "notices", "next", "count", "units", "items"])
        XCTAssertTrue(document.hasPrefix("{\n  \"schema\": \"rxmvvm.demo-app.readings/1\",\n  \"app\": \"demo-app\",\n"), document)
        XCTAssertTrue(document.hasSuffix("\n  ]\n}\n"), document)
    }

    func test_document_parsesAsJSON_withEveryEnvelopeField() throws {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(envelope().document.utf8)) as? [String: Any])
        XCTAssertEqual(object["schema"] as? String, "rxmvvm.demo-app.readings/1")
        XCTAssertEqual(object["app"] as? String, "demo-app")
        XCTAssertEqual(object["generatedAt"] as? String, "2024-08-14T15:14:26Z", "UTC, to the second")
        XCTAssertEqual(object["source"] as? [String: String], ["kind": "live", "address": "https://api.example.com/v1"])
        XCTAssertEqual(object["query"] as? String, "Berlin")
        XCTAssertEqual(object["title"] as? String, "Berlin, Germany")
        XCTAssertEqual(object["notices"] as? [String], ["Skipped 1 reading that could not be read."])
        XCTAssertEqual(object["next"] as? String, "https://api.example.com/v1?page=2")
        XCTAssertEqual(object["units"] as? String, "metric")
        XCTAssertEqual((object["items"] as? [Any])?.count, 2)
    }

    func test_items_haveSortedKeys_isoDates_roundedNumbers_andUnescapedSlashes_oneALine() {
        let lines = envelope().document.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("    {\"speed\":7.6,\"time\":\"2024-08-14T01:46:40Z\"},"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("    {\"alpha\":{\"a\":null,\"b\":true},\"url\":\"https://example.com/a/b\",\"zeta\":1}"), lines.joined(separator: "\n"))
    }

    func test_rounded_leavesNoFloatingPointTail() {
        // A wind of 2.111111111 m/s is 7.5999999996 km/h.
        XCTAssertEqual(EncodedJSON(object: JSONEnvelope.rounded(2.111111111 * 3.6, toPlaces: 1))?.text, "7.6")
        XCTAssertEqual(EncodedJSON(object: 7.599999999999999)?.text, "7.599999999999999", "what rounding is for")
        XCTAssertEqual(EncodedJSON(object: JSONEnvelope.rounded(-0.04, toPlaces: 1))?.text, "0", "no negative zero")
        XCTAssertEqual(EncodedJSON(object: JSONEnvelope.rounded(52.520008, toPlaces: 4))?.text, "52.52")
    }

    func test_noItemsAndNoValues_writeEmptyArraysAndNulls() throws {
        let document = JSONEnvelope(app: "news", itemKind: "stories", generatedAt: Date(timeIntervalSince1970: 0), source: .demo).document
        XCTAssertEqual(document, """
            {
              "schema": "rxmvvm.news.stories/1",
              "app": "news",
              "generatedAt": "1970-01-01T00:00:00Z",
              "source": {"address":null,"kind":"demo"},
              "query": null,
              "title": null,
              "notices": [],
              "next": null,
              "items": []
            }

            """)
    }

    func test_sourceKinds_sayHowTheItemsWereGot() {
        XCTAssertEqual(JSONEnvelope.Source.recording(URL(fileURLWithPath: "/tmp/answers")), .init(kind: .recording, address: "/tmp/answers"))
        XCTAssertEqual(JSONEnvelope.Source.live(URL(fileURLWithPath: "/tmp/feed.xml")).address, "/tmp/feed.xml", "a feed file is named by its path")
        XCTAssertEqual(JSONEnvelope.Source.live(URL(string: "https://a.example")!).stored(true), .init(kind: .stored, address: "https://a.example"))
        XCTAssertEqual(JSONEnvelope.Source.demo.stored(false), .demo)
    }

    func test_terminalControls_areEscaped_andReadBackTheSame() throws {
        let hostile = "a\u{1B}[2Jb\u{9B}31mc\u{7F}d\u{202E}e"
        var envelope = JSONEnvelope(app: "a", itemKind: "b", generatedAt: Date(), source: .demo, title: hostile)
        envelope.append(object: ["text": hostile])
        let document = envelope.document
        XCTAssertFalse(document.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        XCTAssertEqual(object["title"] as? String, hostile)
        XCTAssertEqual((object["items"] as? [[String: String]])?.first?["text"], hostile)
    }

    func test_anItemJSONCannotWrite_isLeftOutAndSaid() throws {
        var envelope = JSONEnvelope(app: "a", itemKind: "b", generatedAt: Date(), source: .demo)
        envelope.append(object: ["value": Double.nan])
        envelope.append(object: ["value": 1])
        XCTAssertEqual(envelope.items, [EncodedJSON(object: ["value": 1])!])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(envelope.document.utf8)) as? [String: Any])
        XCTAssertEqual(object["notices"] as? [String], ["Left out 1 item that could not be written as JSON."])
    }

    func test_extras_cannotReplaceAnEnvelopeKey() throws {
        let envelope = JSONEnvelope(app: "a", itemKind: "b", generatedAt: Date(), source: .demo, extras: ["schema": EncodedJSON("x"), "mode": EncodedJSON("user")])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(envelope.document.utf8)) as? [String: Any])
        XCTAssertEqual(object["schema"] as? String, "rxmvvm.a.b/1")
        XCTAssertEqual(object["mode"] as? String, "user")
    }
}
