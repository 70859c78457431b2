import Foundation

extension PackagePaths {
    /// The title of `Apps/<app>/README.md` (its first line, without the `# `): the app's
    /// name as users read it, which the damaged-database screen and messages use too.
    public static func readmeTitle(ofApp app: String) throws -> String {
        let readme = root.appendingPathComponent("Apps/\(app)/README.md")
        let heading = try String(contentsOf: readme, encoding: .utf8).prefix { $0 != "\n" }
        guard heading.hasPrefix("# ") else { throw MissingTitle(path: readme.path) }
        return String(heading.dropFirst(2))
    }

    /// A README whose first line is not a `# ` heading.
    struct MissingTitle: Error {
        var path: String
    }
}
