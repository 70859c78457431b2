import Foundation

extension IndexPath {
    /// The index path of `row` in `section`, as UIKit spells it.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section of a table index path.
    public var section: Int {
        count > 0 ? self[0] : 0
    }

    /// The row of a table index path.
    public var row: Int {
        count > 1 ? self[1] : 0
    }
}
