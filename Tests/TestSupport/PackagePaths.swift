import Foundation

/// Where things are for tests that reach outside the process: the package checkout, the
/// shared recorded fixtures beside it, and the built executables.
public enum PackagePaths {
    /// The directory holding Package.swift, found by walking up from this file.
    public static let root: URL = {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            let parent = root.deletingLastPathComponent()
            if parent.path == root.path { break }
            root = parent
        }
        return root
    }()

    /// `shared/fixtures/<collection>` beside the checkout, for a test of the recordings
    /// suite: `RecordingsSuite.directory(collection)`, which skips the test on a machine
    /// without the recordings and fails it on CI.
    public static func requireFixtures(_ collection: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        try RecordingsSuite.directory(collection, file: file, line: line)
    }

    /// The built executable product `name` (next to the test bundle, or in .build/debug),
    /// built with `swift build --product` when missing; throws `MissingPrerequisite`
    /// (failing the test) when that fails.
    public static func builtProduct(named name: String) throws -> URL {
        let testBinaryDirectory = Bundle.main.bundleURL.deletingLastPathComponent()
        let candidates = [
            testBinaryDirectory.appendingPathComponent(name),
            Bundle.main.bundleURL.appendingPathComponent(name),
            root.appendingPathComponent(".build/debug/\(name)"),
        ]
        func found() -> URL? { candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } }
        if let binary = found() { return binary }
        // A build can take minutes on a loaded machine: a long deadline.
        _ = try? ChildProcess.run("/bin/sh", ["-c", "cd \"$0\" && exec swift build --product \"$1\"", root.path, name],
                                  timeout: 30 * 60)
        if let binary = found() { return binary }
        throw MissingPrerequisite("\(name) is not built and `swift build --product \(name)` failed")
    }
}
