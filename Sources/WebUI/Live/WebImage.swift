/// A picture's bytes as the app serves them under `/img/…`.
public struct WebImage: Sendable {
    /// The encoded bytes.
    public var data: [UInt8]
    /// The type: "image/jpeg", "image/png", "image/webp" or "image/gif" (others are not
    /// served: an SVG could carry script).
    public var contentType: String

    /// Creates a picture.
    public init(data: [UInt8], contentType: String) {
        self.data = data
        self.contentType = contentType
    }

    /// The types served.
    static let servedTypes: Set<String> = ["image/jpeg", "image/png", "image/webp", "image/gif"]
}
