/// A recursion without end for `--overflow-after-first-frame`: each level keeps a local
/// whose address the next level reads, so no build turns it into a loop.
enum StackOverflow {
    @inline(never)
    static func descend(_ depth: Int, _ previous: UnsafePointer<Int>?) -> Int {
        var local = depth &+ (previous?.pointee ?? 0)
        return withUnsafePointer(to: &local) { descend(depth &+ 1, $0) } &+ 1
    }
}
