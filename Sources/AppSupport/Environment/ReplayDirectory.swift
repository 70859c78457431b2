import Foundation

/// A directory of recorded API responses given on the command line (`--api-cache DIR`),
/// replayed instead of the network in RxNetwork's file-naming scheme.
public enum ReplayDirectory {
    /// Checks that `directory` exists and is a directory.
    ///
    /// - Throws: `CommandLineError` (`.invalidValue` of `option`, exit 2) when it is
    ///   missing or not a directory.
    public static func check(_ directory: URL, option: String = "--api-cache", program: String) throws(CommandLineError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandLineError(.invalidValue(option: option, value: directory.path, reason: "not a directory"), program: program)
        }
    }
}
