/// Marks the positions of a longest strictly increasing subsequence of `values`.
///
/// The diff passes the old indexes of the kept items in their new order: the marked
/// ones kept their relative order and stay, the rest are the fewest possible moves.
/// Patience sorting with predecessor links; an already increasing run costs O(1) per
/// value (it extends the last pile), so the bound is O(n log n) only for real shuffles.
///
/// - Returns: one flag per position of `values`, `true` for the subsequence.
@inlinable
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    let count = values.count
    var marked = [Bool](repeating: false, count: count)
    guard count > 0 else { return marked }
    var tails: [Int] = []  // tails[l]: position ending the best run of length l + 1
    var previous = [Int](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
        for position in 0..<count {
            let value = values[position]
            guard let last = tails.last else {
                tails.append(position)
                continue
            }
            if values[last] < value {
                previous[position] = last
                tails.append(position)
                continue
            }
            var low = 0
            var high = tails.count &- 1  // values[tails[high]] >= value
            while low < high {
                let middle = (low &+ high) >> 1
                if values[tails[middle]] < value { low = middle &+ 1 } else { high = middle }
            }
            tails[low] = position
            previous[position] = low > 0 ? tails[low &- 1] : -1
        }
    }
    var position = tails[tails.count &- 1]
    while position >= 0 {
        marked[position] = true
        position = previous[position]
    }
    return marked
}
