import Foundation

/// gzip and zlib ("deflate") streams made of stored (uncompressed) deflate blocks: valid
/// encodings every decoder must read, built without a compression library, so the tests
/// can serve `Content-Encoding: gzip` and `deflate` bodies.
public enum StoredCompression {
    /// `data` as a gzip member (RFC 1952).
    public static func gzip(_ data: Data) -> Data {
        var out = Data([0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF])
        out += storedBlocks(data)
        appendLittleEndian(crc32(data), to: &out)
        appendLittleEndian(UInt32(truncatingIfNeeded: data.count), to: &out)
        return out
    }

    /// `data` as a zlib stream (RFC 1950), which HTTP calls `deflate`.
    public static func zlib(_ data: Data) -> Data {
        var out = Data([0x78, 0x01])
        out += storedBlocks(data)
        let adler = adler32(data)
        out += Data([UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)])
        return out
    }

    /// Deflate stored blocks (RFC 1951 §3.2.4), at most 65,535 bytes each.
    private static func storedBlocks(_ data: Data) -> Data {
        var out = Data()
        let bytes = [UInt8](data)
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let last = offset + length == bytes.count
            out.append(last ? 1 : 0)
            out += Data([UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)])
            out += bytes[offset..<(offset + length)]
            offset += length
        } while offset < bytes.count
        return out
    }

    private static func appendLittleEndian(_ value: UInt32, to data: inout Data) {
        data += Data([UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)])
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ data: Data) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
