import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Brings a feed document to a form the XML parser reads correctly: UTF-8 and UTF-16 go
/// as they are; any other encoding (declared in the XML prolog, else named by the HTTP
/// `charset`) is converted to UTF-8 with glibc's iconv and the prolog rewritten to say so.
///
/// Chinese feeds that declare GB2312 or GBK often use characters beyond it, so those are
/// read as GB18030, the superset that holds them all.
public enum FeedEncoding {
    /// `data` as UTF-8 (or UTF-16) XML.
    ///
    /// - Parameter charset: the HTTP `Content-Type` charset, used when the prolog names none.
    /// - Throws: `NewsError.malformed` for an encoding iconv does not know or bytes that
    ///   are not in it.
    public static func utf8Document(_ data: Data, charset: String? = nil) throws(NewsError) -> Data {
        if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) { return data }
        var body = data
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let prolog = declaration(in: body)
        guard let name = (prolog?.encoding ?? charset)?.trimmingCharacters(in: .whitespaces), !name.isEmpty,
              !isUnicode(name) else { return validUTF8(Data(body)) }
        let converted = try convert(body, from: name)
        guard let prolog else { return converted }
        // The prolog now describes the converted bytes.
        var rewritten = Data(prolog.text.replacingOccurrences(of: prolog.encodingText, with: "UTF-8").utf8)
        rewritten.append(converted.dropFirst(prolog.byteCount))
        return rewritten
    }

    /// `data` with every byte that is not valid UTF-8 replaced by U+FFFD: one bad byte
    /// would otherwise stop the parser and cost the whole feed.
    static func validUTF8(_ data: Data) -> Data {
        if String(validating: data, as: UTF8.self) != nil { return data }
        return Data(String(decoding: data, as: UTF8.self).utf8)
    }

    /// The encoding a document's prolog declares (`<?xml version="1.0" encoding="gb2312"?>`), if any.
    public static func declaredEncoding(_ data: Data) -> String? {
        declaration(in: data)?.encoding
    }

    private struct Prolog {
        /// The prolog as written, up to and including `?>`.
        var text: String
        var byteCount: Int
        /// The declared name as written, and lowercased trimmed.
        var encodingText: String
        var encoding: String
    }

    private static func declaration(in data: Data) -> Prolog? {
        let head = data.prefix(256)
        guard head.starts(with: Array("<?xml".utf8)), let end = head.firstRange(of: Array("?>".utf8)) else { return nil }
        let length = end.upperBound - head.startIndex
        // The prolog is ASCII in every encoding iconv can convert from here (not UTF-16).
        let text = String(decoding: head.prefix(length), as: UTF8.self)
        guard let key = text.range(of: "encoding") else { return nil }
        var rest = text[key.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        guard let close = rest.firstIndex(of: quote) else { return nil }
        let name = String(rest[..<close])
        return Prolog(text: text, byteCount: length, encodingText: name, encoding: name.lowercased())
    }

    private static func isUnicode(_ name: String) -> Bool {
        ["utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf-16le", "utf-16be"].contains(name.lowercased())
    }

    /// iconv's name for `name`: GB2312 and GBK are read as GB18030.
    static func iconvName(_ name: String) -> String {
        switch name.lowercased() {
        case "gb2312", "gbk", "gb_2312-80", "csgb2312", "x-gbk", "cp936", "euc-cn": return "GB18030"
        default: return name
        }
    }

    /// `data` converted from the encoding `name` to UTF-8.
    static func convert(_ data: Data, from name: String) throws(NewsError) -> Data {
        let converter = iconv_open("UTF-8", iconvName(name))
        if converter == iconv_t(bitPattern: -1) {
            throw .malformed(what: "the feed", reason: "it is in the encoding \(name), which this system cannot convert")
        }
        defer { iconv_close(converter) }
        var input = [UInt8](data)
        var output = [UInt8](repeating: 0, count: max(64, input.count * 2 + 16))
        var produced = 0
        let failure: Int32? = input.withUnsafeMutableBufferPointer { inBuffer -> Int32? in
            var inPointer = inBuffer.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }
            var inLeft = inBuffer.count
            while true {
                let status: Int32? = output.withUnsafeMutableBufferPointer { outBuffer -> Int32? in
                    var outPointer = outBuffer.baseAddress.map { UnsafeMutableRawPointer($0 + produced).assumingMemoryBound(to: CChar.self) }
                    var outLeft = outBuffer.count - produced
                    let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                    produced = outBuffer.count - outLeft
                    return result == -1 ? errno : nil
                }
                switch status {
                case nil: return nil
                case E2BIG?: output.append(contentsOf: [UInt8](repeating: 0, count: output.count))
                default: return status
                }
            }
        }
        if let failure {
            let reason = failure == EILSEQ || failure == EINVAL ? "bytes that are not \(name)" : String(cString: strerror(failure))
            throw .malformed(what: "the feed", reason: "it declares \(name) but holds \(reason)")
        }
        return Data(output.prefix(produced))
    }
}
