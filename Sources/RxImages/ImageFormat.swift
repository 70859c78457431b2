import Foundation

/// The picture formats decoded, recognized by their first bytes (never by a file name
/// or a Content-Type, which lie).
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    /// JPEG (JFIF/Exif), baseline or progressive.
    case jpeg
    /// PNG.
    case png
    /// WebP (RIFF container).
    case webp

    /// The format whose signature `data` starts with, or nil.
    public init?(sniffing data: Data) {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }

    /// The name people know it by: "JPEG".
    public var name: String {
        switch self {
        case .jpeg: return "JPEG"
        case .png: return "PNG"
        case .webp: return "WebP"
        }
    }
}
