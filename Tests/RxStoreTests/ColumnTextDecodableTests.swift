import XCTest
import Foundation
@testable import RxStore

final class ColumnTextDecodableTests: StoreTestCase {
    /// Stored as a single string; read back from the column's bytes it says so, so a test
    /// can tell which path read it.
    struct Marked: ColumnTextDecodable, Encodable, Equatable, Sendable {
        var text: String
        var readFromBytes = false

        init(text: String, readFromBytes: Bool = false) {
            self.text = text
            self.readFromBytes = readFromBytes
        }

        init?(columnText bytes: UnsafeBufferPointer<UInt8>) {
            let text = String(decoding: bytes, as: UTF8.self)
            guard text != "unreadable" else { return nil }
            self.init(text: text, readFromBytes: true)
        }

        init(from decoder: any Decoder) throws {
            self.init(text: try decoder.singleValueContainer().decode(String.self))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }

    struct Note: Record, Equatable, Sendable {
        static let primaryKey = "id"
        var id: Int
        var marked: Marked
        var optional: Marked?
    }

    func test_aColumnTextDecodableField_isReadFromTheColumnBytes() throws {
        let store = try Store(url: fileURL())
        try store.add([Note(id: 1, marked: Marked(text: "naïve…"), optional: Marked(text: "")),
                       Note(id: 2, marked: Marked(text: "plain"), optional: nil)])
        let notes = try store.objects(Note.self).toArray()
        XCTAssertEqual(notes, [Note(id: 1, marked: Marked(text: "naïve…", readFromBytes: true), optional: Marked(text: "", readFromBytes: true)),
                               Note(id: 2, marked: Marked(text: "plain", readFromBytes: true), optional: nil)])
    }

    func test_whenTheColumnBytesDoNotHoldAValue_theRecordIsAMismatch() throws {
        let store = try Store(url: fileURL())
        try store.add(Note(id: 1, marked: Marked(text: "unreadable"), optional: nil))
        XCTAssertThrowsError(try store.objects(Note.self).toArray()) { error in
            guard case StoreError.invalidRecord(_, let reason)? = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("marked"), reason)
        }
    }
}
