/// A width and a height: a picture's pixels, or (as TerminalUI's `Size`) a view's columns
/// and rows; negative values are treated as zero where it matters.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns, or pixels across.
    public var width: Int
    /// Rows, or pixels down.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Nothing across and nothing down.
    public static let zero = Size(width: 0, height: 0)

    /// `W×H`.
    public var description: String { "\(width)×\(height)" }
}
