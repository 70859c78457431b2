extension StatusLine {
    /// The line as a status bar shows it: the parts joined by " · ", "N new ↑" first with
    /// `key`, the key that goes to the top, after it ("3 new ↑ (g) · 94 tweets"). A page
    /// that shows "N new ↑" as a button of its own shows `StatusLine(parts:)`'s.
    public func text(newAboveKey key: String? = nil) -> String {
        let newAbove = self.newAbove.map { text in key.map { "\(text) (\($0))" } ?? text }
        return ([newAbove].compactMap { $0 } + parts).joined(separator: " · ")
    }
}
