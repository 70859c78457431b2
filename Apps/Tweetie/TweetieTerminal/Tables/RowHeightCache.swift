/// Row heights of wrapped text, remembered per item for one width, so a reload of
/// thousands of rows does not wrap every text again. Forgets everything when the width
/// changes. Use from one thread (the main queue).
final class RowHeightCache<Key: Hashable> {
    private var width = -1
    private var heights: [Key: Int] = [:]

    /// The height of the item `key` at `width`, computed by `compute` the first time.
    func height(for key: Key, width: Int, compute: () -> Int) -> Int {
        if width != self.width {
            self.width = width
            heights.removeAll(keepingCapacity: true)
        }
        if let height = heights[key] { return height }
        let height = compute()
        heights[key] = height
        return height
    }
}
