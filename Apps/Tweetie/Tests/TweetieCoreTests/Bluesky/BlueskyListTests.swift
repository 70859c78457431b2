import XCTest
@testable import TweetieCore

/// Reading a list's address as users give it: an at-URI or a bsky.app address, the owner
/// by handle or DID, and a clear reason for anything else.
final class BlueskyListTests: XCTestCase {
    func test_atURI_withADID() throws {
        let list = try BlueskyList(parsing: "at://did:plc:ragtjsm2j2vknwkz3zp4oxrd/app.bsky.graph.list/3kmokjyuflk2g")
        XCTAssertEqual(list, BlueskyList(owner: "did:plc:ragtjsm2j2vknwkz3zp4oxrd", rkey: "3kmokjyuflk2g"))
        XCTAssertTrue(list.ownerIsDID)
        XCTAssertEqual(list.atURI(ownerDID: list.owner), "at://did:plc:ragtjsm2j2vknwkz3zp4oxrd/app.bsky.graph.list/3kmokjyuflk2g")
        XCTAssertEqual(list.description, "at://did:plc:ragtjsm2j2vknwkz3zp4oxrd/app.bsky.graph.list/3kmokjyuflk2g")
    }

    func test_webAddress_withAHandle_inAnyCase_withTrailingSlashQueryOrFragment() throws {
        for address in ["https://bsky.app/profile/pfrazee.com/lists/3kmokjyuflk2g",
                        "https://bsky.app/profile/PFrazee.com/lists/3kmokjyuflk2g/",
                        "http://bsky.app/profile/pfrazee.com/lists/3kmokjyuflk2g?ref=share#top",
                        "  https://bsky.app/profile/@pfrazee.com/lists/3kmokjyuflk2g "] {
            let list = try BlueskyList(parsing: address)
            XCTAssertEqual(list, BlueskyList(owner: "pfrazee.com", rkey: "3kmokjyuflk2g"), address)
            XCTAssertFalse(list.ownerIsDID)
        }
    }

    func test_webAddress_withADID() throws {
        let list = try BlueskyList(parsing: "https://bsky.app/profile/did:plc:ragtjsm2j2vknwkz3zp4oxrd/lists/3kmokjyuflk2g")
        XCTAssertEqual(list.owner, "did:plc:ragtjsm2j2vknwkz3zp4oxrd")
    }

    func test_theListIdentifier_roundTrips() throws {
        let list = try BlueskyList(parsing: "https://bsky.app/profile/pfrazee.com/lists/3kmokjyuflk2g")
        XCTAssertEqual(list.listIdentifier.description, "pfrazee.com/3kmokjyuflk2g")
        XCTAssertEqual(BlueskyList(list.listIdentifier), list)
        XCTAssertEqual(ListIdentifier(list.listIdentifier.description), list.listIdentifier)
    }

    func test_otherAddresses_sayWhatIsWrong() {
        func reason(_ text: String) -> String? {
            do {
                _ = try BlueskyList(parsing: text)
                return nil
            } catch {
                guard case .invalidAddress(let given, let reason) = error else { return "unexpected \(error)" }
                XCTAssertEqual(given, text)
                return reason
            }
        }
        XCTAssertEqual(reason("at://did:plc:abc/app.bsky.feed.post/3kabc"),
                       "it names a record of app.bsky.feed.post, not a list (app.bsky.graph.list)")
        XCTAssertEqual(reason("at://did:plc:abc/app.bsky.graph.list"),
                       "an at-URI of a list has three parts: at://OWNER/app.bsky.graph.list/RKEY")
        XCTAssertEqual(reason("https://bsky.app/profile/pfrazee.com"),
                       "a list's web address looks like https://bsky.app/profile/HANDLE/lists/RKEY")
        XCTAssertEqual(reason("https://bsky.app/profile/pfrazee.com/feed/3kabc"),
                       "a list's web address looks like https://bsky.app/profile/HANDLE/lists/RKEY")
        XCTAssertEqual(reason("pfrazee.com/3kabc"),
                       "expected at://OWNER/app.bsky.graph.list/RKEY or https://bsky.app/profile/HANDLE/lists/RKEY")
        XCTAssertEqual(reason("https://bsky.app/profile/not_a_handle/lists/3kabc"),
                       "'not_a_handle' is neither a handle (like pfrazee.com) nor a DID (like did:plc:…)")
        XCTAssertEqual(reason("at://localhost/app.bsky.graph.list/3kabc"),
                       "'localhost' is neither a handle (like pfrazee.com) nor a DID (like did:plc:…)")
        XCTAssertEqual(reason("at://did:plc:abc/app.bsky.graph.list/.."), "'..' is not a record key")
        XCTAssertEqual(reason("at://did:plc:abc/app.bsky.graph.list/a%20b"), "'a%20b' is not a record key")
        XCTAssertEqual(reason("at://did:plc:abc/app.bsky.graph.list/\u{1B}[2J"), "'\u{1B}[2J' is not a record key")
    }

    func test_theMessage_ofABadAddress_hasNoControlCharacters() {
        let message = BlueskyError.invalidAddress("at://x/\u{1B}[31mred\u{7}", reason: "r").message
        XCTAssertFalse(message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, message)
    }
}
