import Foundation

/// A picture file as fetched, not decoded: its bytes and its format (read from its first
/// bytes). What a front end that lets something else draw pictures (a browser) serves.
public struct ImageFile: Sendable, Equatable {
    /// The file's bytes.
    public var data: Data
    /// Its format, from its signature.
    public var format: ImageFormat

    /// A file of `format`.
    public init(data: Data, format: ImageFormat) {
        self.data = data
        self.format = format
    }

    /// Its media type: "image/png".
    public var contentType: String {
        switch format {
        case .jpeg: return "image/jpeg"
        case .png: return "image/png"
        case .webp: return "image/webp"
        }
    }
}
