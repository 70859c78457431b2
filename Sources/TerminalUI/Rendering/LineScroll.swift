/// A block of lines that moved between two frames, which the terminal can move itself
/// (a scroll region and delete/insert line) instead of being sent every cell again.
///
/// A table scrolled by one row changes every line of it; sent cell by cell that is a
/// whole redraw. Moving the lines costs a few bytes, after which only the lines that
/// really changed (the new row, the selection) are written.
struct LineScroll: Equatable {
    /// The rows of the scroll region, top to bottom (at least two).
    let region: ClosedRange<Int>
    /// Lines moved: positive moves content up (new lines at the bottom), negative down.
    let amount: Int

    /// Rows that must move before scrolling is worth its bytes.
    static let minimumGain = 3
    /// Candidate offsets tried at most (each costs a pass over the rows).
    static let maximumCandidates = 8

    /// The escape sequence: set the region, put the cursor on its top line, delete (or
    /// insert) `amount` lines there, reset the region. Delete/insert line within a
    /// region is VT102, so the Linux console and every xterm-like terminal have it.
    /// Resetting the region homes the cursor; the cell output after it moves it anyway.
    var sequence: String {
        let lines = abs(amount)
        return "\u{1B}[\(region.lowerBound + 1);\(region.upperBound + 1)r"
            + "\u{1B}[\(region.lowerBound + 1);1H"
            + "\u{1B}[\(lines)\(amount > 0 ? "M" : "L")"
            + "\u{1B}[r"
    }

    /// The scroll that turns `old` into something closest to `new`, or nil when no
    /// block of at least `minimumGain` changed lines is a moved copy of old lines.
    ///
    /// Candidate offsets come from a few changed rows of `new` found elsewhere in `old`;
    /// each is scored by its longest run of consecutive rows that match at that offset,
    /// counting only rows that changed in place (blank rows matching blank rows gain
    /// nothing). Cheap when little changed: nothing is searched below `minimumGain`
    /// changed rows.
    static func detect(from old: Buffer, to new: Buffer) -> LineScroll? {
        let height = new.size.height
        guard old.size == new.size, height >= 2, new.size.width > 0 else { return nil }
        var changed = [Bool](repeating: false, count: height)
        var changedRows: [Int] = []
        for y in 0..<height where !new.row(y, equals: y, of: old) {
            changed[y] = true
            changedRows.append(y)
        }
        guard changedRows.count >= minimumGain else { return nil }

        var candidates: [Int] = []
        let probes = [changedRows[0], changedRows[changedRows.count / 2], changedRows[changedRows.count - 1]]
        for probe in probes {
            for y in 0..<height where y != probe && new.row(probe, equals: y, of: old) {
                let offset = y - probe
                if !candidates.contains(offset) { candidates.append(offset) }
                if candidates.count >= maximumCandidates { break }
            }
            if candidates.count >= maximumCandidates { break }
        }

        var best: (gain: Int, start: Int, end: Int, offset: Int)?
        for offset in candidates {
            var runStart = -1
            var runGain = 0
            for y in 0...height {
                let source = y + offset
                let matches = y < height && source >= 0 && source < height && new.row(y, equals: source, of: old)
                if matches {
                    if runStart < 0 { runStart = y; runGain = 0 }
                    if changed[y] { runGain += 1 }
                } else if runStart >= 0 {
                    if runGain > (best?.gain ?? 0) { best = (runGain, runStart, y - 1, offset) }
                    runStart = -1
                }
            }
        }
        guard let best, best.gain >= minimumGain else { return nil }
        // Content moving up by n comes from the n lines below the run; down, from above.
        let region = best.offset > 0 ? best.start...(best.end + best.offset) : (best.start + best.offset)...best.end
        let scroll = LineScroll(region: region, amount: best.offset)
        // Worth it only when it writes fewer cells: lines that changed a little in place
        // (a counter in each row) are cheaper to patch than to move and redraw.
        var inPlace = 0
        var afterScroll = scroll.sequence.utf8.count
        let blank = Buffer(size: Size(width: new.size.width, height: 1))
        for y in region {
            inPlace += new.writeCost(ofRow: y, over: old, row: y)
            if y < best.start || y > best.end {
                afterScroll += new.writeCost(ofRow: y, over: blank, row: 0)
            }
        }
        return afterScroll < inPlace ? scroll : nil
    }
}
