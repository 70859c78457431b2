import Foundation
import RxStore

/// How `TweetDetails` is stored: one TEXT column in a compact, length-prefixed form that
/// is read back by one scan of its bytes.
///
/// A list of 10,000 stored posts is read whole when the reader starts, and reading the
/// details as JSON (`JSONDecoder` or `JSONSerialization`) cost about 10 µs a row, more
/// than the rest of the row together; this form costs well under one.
///
/// The text is `d1` then fields, each a tag byte, the byte length of its value in
/// decimal, `:` and the value (`u29:at://…`), so any text fits without escaping. Tags:
/// `u` uri, `r` reposter, `p` reply parent, `l` a link, `b` a label, `a` an attachment
/// and `q` the quote; an attachment's value is itself fields (`k` kind, `t` text, `h`
/// URL), and so is the quote's (`n` name, `s` handle, `t` text, `a` attachments). Tags
/// this version does not know are skipped, and unreadable text reads as no details, so
/// a database written by a later version still opens.
extension TweetDetails {
    /// Reads the stored form (`Codable` as a single string).
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = TweetDetails(stored: text)
    }

    /// Writes the stored form (`Codable` as a single string).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(stored)
    }

    /// The stored form.
    var stored: String {
        var writer = StoredFieldWriter()
        writer.append("d1")
        writer.field("u", uri)
        writer.field("r", repostedBy)
        writer.field("p", replyTo)
        for link in links { writer.field("l", link) }
        for label in labels { writer.field("b", label) }
        for attachment in attachments { writer.field("a", attachment.stored) }
        if let quote {
            var quoted = StoredFieldWriter()
            quoted.field("n", quote.authorName)
            quoted.field("s", quote.screenName)
            quoted.field("t", quote.text)
            for attachment in quote.attachments { quoted.field("a", attachment.stored) }
            writer.field("q", quoted.text)
        }
        return writer.text
    }

    /// The details in `stored`; empty when it is not this form.
    init(stored: String) {
        var text = stored
        self = text.withUTF8 { TweetDetails(storedBytes: $0[...]) }
    }

    /// The details in the stored form's UTF-8 `bytes`; empty when they are not this form.
    /// Read in place (the column's bytes, as SQLite has them): copying them into an array
    /// first cost an allocation per stored post.
    /// The fields are gathered first and the details made once: setting them one by one
    /// measured the shown parts again at each (`TweetLineMeasure`).
    init(storedBytes bytes: StoredBytes) {
        let start = bytes.startIndex
        guard bytes.count >= 2, bytes[start] == UInt8(ascii: "d"), bytes[start + 1] == UInt8(ascii: "1") else {
            self.init()
            return
        }
        var uri: String?
        var repostedBy: String?
        var replyTo: String?
        var quote: QuotedTweet?
        var attachments: [Attachment] = []
        var links: [String] = []
        var labels: [String] = []
        StoredFieldReader.read(bytes.dropFirst(2)) { tag, value in
            switch tag {
            case UInt8(ascii: "u"): uri = String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "r"): repostedBy = String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "p"): replyTo = String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "l"): links.append(String(decoding: value, as: UTF8.self))
            case UInt8(ascii: "b"): labels.append(String(decoding: value, as: UTF8.self))
            case UInt8(ascii: "a"): attachments.append(Attachment(stored: value))
            case UInt8(ascii: "q"): quote = QuotedTweet(stored: value)
            default: break
            }
        }
        self.init(uri: uri, repostedBy: repostedBy, replyTo: replyTo, quote: quote, attachments: attachments, links: links, labels: labels)
    }
}

/// Read straight from the column's bytes when the store reads rows: 10,000 stored posts
/// are read when the reader starts, and making a `String` of each row's details first
/// (then an array of its bytes) cost more than reading the fields.
extension TweetDetails: ColumnTextDecodable {
    /// The details in the column's `bytes`; never nil (unreadable text reads as none).
    public init?(columnText bytes: UnsafeBufferPointer<UInt8>) {
        self.init(storedBytes: bytes[...])
    }
}

extension Attachment {
    /// The attachment's fields (`k` kind, `t` text, `h` URL).
    var stored: String {
        var writer = StoredFieldWriter()
        writer.field("k", kind.rawValue)
        writer.field("t", text)
        writer.field("h", url)
        return writer.text
    }

    /// The attachment in its fields; a kind this version does not know is `.unsupported`.
    init(stored: StoredBytes) {
        self.init(kind: .unsupported)
        StoredFieldReader.read(stored) { tag, value in
            switch tag {
            case UInt8(ascii: "k"): kind = Kind(stored: value)
            case UInt8(ascii: "t"): text = String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "h"): url = String(decoding: value, as: UTF8.self)
            default: break
            }
        }
    }
}

extension Attachment.Kind {
    /// The kind whose raw value `bytes` hold, compared in place (no `String` per stored
    /// attachment); `.unsupported` for one this version does not know.
    init(stored bytes: StoredBytes) {
        if bytes.elementsEqual("image".utf8) {
            self = .image
        } else if bytes.elementsEqual("video".utf8) {
            self = .video
        } else if bytes.elementsEqual("link".utf8) {
            self = .link
        } else {
            self = .unsupported
        }
    }
}

extension QuotedTweet {
    /// The quote in its fields (`n` name, `s` handle, `t` text, `a` attachments).
    init(stored: StoredBytes) {
        self.init(authorName: "", screenName: "", text: "")
        StoredFieldReader.read(stored) { tag, value in
            switch tag {
            case UInt8(ascii: "n"): authorName = String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "s"): screenName = String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "t"): text = String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "a"): attachments.append(Attachment(stored: value))
            default: break
            }
        }
    }
}

/// Writes `tag length:value` fields.
private struct StoredFieldWriter {
    private(set) var text = ""

    mutating func append(_ raw: String) { text += raw }

    /// Adds the field when there is a value.
    mutating func field(_ tag: Character, _ value: String?) {
        guard let value else { return }
        text.append(tag)
        text += String(value.utf8.count)
        text.append(":")
        text += value
    }
}

/// Stored bytes being read: a part of a column's (or a string's) UTF-8, read in place.
typealias StoredBytes = Slice<UnsafeBufferPointer<UInt8>>

/// Reads `tag length:value` fields, stopping quietly at the first malformed one.
private enum StoredFieldReader {
    static func read(_ bytes: StoredBytes, _ field: (UInt8, StoredBytes) -> Void) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let tag = bytes[index]
            index += 1
            var length = 0
            while index < bytes.endIndex, bytes[index] >= 0x30, bytes[index] <= 0x39, length < 1 << 40 {
                length = length * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ":"), length <= bytes.endIndex - index - 1 else { return }
            index += 1
            field(tag, bytes[index..<(index + length)])
            index += length
        }
    }
}
