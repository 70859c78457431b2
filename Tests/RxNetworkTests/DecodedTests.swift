import XCTest
import Foundation
@testable import RxNetwork

/// A JSON array decoded element by element: one bad element (even one the JSON parser
/// refuses) is skipped and counted; the array itself must still be well-formed.
final class DecodedTests: XCTestCase {
    private struct Item: Decodable, Equatable {
        let id: Int
        let name: String
    }

    func test_aLoneSurrogate_inOneElement_skipsThatElementOnly() throws {
        let body = #"[{"id":1,"name":"a"},{"id":2,"name":"bad \ud800 text"},{"id":3,"name":"c, ] } \" ["}]"#
        XCTAssertThrowsError(try JSONSerialization.jsonObject(with: Data(body.utf8)), "Foundation refuses the whole document")
        let decoded = try Decoded<Item>.decode(Data(body.utf8))
        XCTAssertEqual(decoded.values, [Item(id: 1, name: "a"), Item(id: 3, name: "c, ] } \" [")])
        XCTAssertEqual(decoded.skipped, 1)
    }

    func test_elementsOfTheWrongShape_areSkippedAndCounted() throws {
        let decoded = try Decoded<Item>.decode(Data(#" [ {"id":1,"name":"a"}, 7, null, {"id":"x"}, [1,{"a":[]}], "s" ] "#.utf8))
        XCTAssertEqual(decoded.values, [Item(id: 1, name: "a")])
        XCTAssertEqual(decoded.skipped, 5)
        XCTAssertEqual(try Decoded<Item>.decode(Data("[]".utf8)), Decoded(values: [], skipped: 0))
    }

    func test_theArrayAtAKey_ofAnObject() throws {
        let body = #"{"total":2,"items":[{"id":1,"name":"a"},{"id":2}],"next":{"items":[9]},"note":"x\"y"}"#
        let decoded = try Decoded<Item>.decode(Data(body.utf8), key: "items")
        XCTAssertEqual(decoded, Decoded(values: [Item(id: 1, name: "a")], skipped: 1))
        XCTAssertEqual(try Decoded<Item>.decode(Data(#"{"it\u0065ms":[]}"#.utf8), key: "items").skipped, 0, "an escaped key matches")
    }

    func test_theArrayAtAKey_comesWithTheRestOfTheObject_soTheOtherMembersStayReadable() throws {
        let body = #"{"cursor":"c1", "feed" : [{"id":1,"name":"a"}, {"id":2,"name":"bad \ud800"}, null] ,"more":{"feed":[9]}}"#
        XCTAssertThrowsError(try JSONSerialization.jsonObject(with: Data(body.utf8)), "Foundation refuses the whole document")
        let split = try JSONArrayElements.splitKeepingRest(Data(body.utf8), key: "feed")
        XCTAssertEqual(split.elements.map { String(decoding: $0, as: UTF8.self) }, [#"{"id":1,"name":"a"}"#, #"{"id":2,"name":"bad \ud800"}"#, "null"])
        XCTAssertEqual(String(decoding: split.rest, as: UTF8.self), #"{"cursor":"c1", "feed" : [] ,"more":{"feed":[9]}}"#)
        XCTAssertThrowsError(try JSONArrayElements.splitKeepingRest(Data(#"{"other":[]}"#.utf8), key: "feed")) { error in
            XCTAssertEqual(error as? JSONArrayError, .missingKey("feed"))
        }
        XCTAssertThrowsError(try JSONArrayElements.splitKeepingRest(Data(#"{"feed":[]} x"#.utf8), key: "feed"))
    }

    func test_aBodyThatIsNotSuchAnArray_isRefusedAsAWhole() {
        func error(_ text: String, key: String? = nil) -> JSONArrayError? {
            do {
                _ = try JSONArrayElements.split(Data(text.utf8), key: key)
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(error(#"{"a":1}"#), .notAnArray(found: "an object"))
        XCTAssertEqual(error("[1]", key: "users"), .notAnObject(found: "an array"))
        XCTAssertEqual(error(#"{"users":null}"#, key: "users"), .notAnArray(found: "null"))
        XCTAssertEqual(error(#"{"other":[]}"#, key: "users"), .missingKey("users"))
        for broken in ["", "[", #"[{"id":1},{"id":"#, #"[{"id":1}"#, #"["unterminated]"#, "[1,]", "[1 2]", "[}]", "[1] x",
                       #"{"users":[1],"next":"#] {
            guard case .malformed? = error(broken, key: broken.hasPrefix("{") ? "users" : nil) else {
                return XCTFail("\(broken) should be malformed, got \(String(describing: error(broken)))")
            }
        }
    }

    func test_aResponse_mapsEachElement_orFailsWithJSONMapping() {
        let response = Response(statusCode: 200, data: Data(#"[{"id":1,"name":"a"},{"id":2,"name":"\udc00"}]"#.utf8))
        XCTAssertEqual(try response.mapEach(Item.self), Decoded(values: [Item(id: 1, name: "a")], skipped: 1))
        XCTAssertThrowsError(try Response(statusCode: 200, data: Data("[{".utf8)).mapEach(Item.self)) { error in
            guard case .jsonMapping? = error as? NetworkError else { return XCTFail("\(error)") }
        }
    }
}
