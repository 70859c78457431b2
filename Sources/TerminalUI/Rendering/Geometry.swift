import RxImages

/// A position on the screen in columns (`x`) and rows (`y`), from the top-left corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, from 0.
    public var x: Int
    /// The row, from 0.
    public var y: Int

    /// Creates a point.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

/// A size in columns and rows (for views) or in pixels (for pictures): RxImages' `Size`,
/// one type for both, so a view's box and the picture drawn in it compare directly.
public typealias Size = RxImages.Size

/// A rectangle of cells: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The number of columns and rows.
    public var size: Size

    /// Creates a rectangle.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The first column.
    public var minX: Int { origin.x }
    /// The first row.
    public var minY: Int { origin.y }
    /// One past the last column.
    public var maxX: Int { origin.x + max(0, size.width) }
    /// One past the last row.
    public var maxY: Int { origin.y + max(0, size.height) }
    /// The number of columns.
    public var width: Int { size.width }
    /// The number of rows.
    public var height: Int { size.height }
    /// Whether the rectangle holds no cell.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `point` is inside the rectangle.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells in both rectangles (empty, at the clamped origin, when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let x = max(minX, other.minX)
        let y = max(minY, other.minY)
        let width = max(0, min(maxX, other.maxX) - x)
        let height = max(0, min(maxY, other.maxY) - y)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// `(x, y) W×H`.
    public var description: String { "\(origin) \(size)" }
}
