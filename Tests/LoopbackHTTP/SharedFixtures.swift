import Foundation

/// Finds the team's recorded fixtures (`shared/fixtures/<collection>`) beside a checkout
/// or one of its ancestors (a git worktree may sit deeper than the main checkout). Here,
/// without XCTest, so the bench can find them as the tests do.
public enum SharedFixtures {
    /// `shared/fixtures/<collection>` beside the package holding `path` (a source file's
    /// `#filePath`) or beside one of its ancestors; nil when there is none. Fixtures are
    /// read in place, never copied.
    public static func directory(_ collection: String, near path: String) -> URL? {
        var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
        while true {
            let candidate = ancestor.appendingPathComponent("shared/fixtures/\(collection)", isDirectory: true)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
            let parent = ancestor.deletingLastPathComponent()
            if parent.path == ancestor.path { return nil }
            ancestor = parent
        }
    }
}
