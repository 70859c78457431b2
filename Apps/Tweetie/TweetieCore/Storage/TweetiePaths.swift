import Foundation

/// Where the reader keeps its files, by the XDG base-directory rules:
/// `$XDG_CONFIG_HOME/tweetie` (else `~/.config/tweetie`) for the cached token, and
/// `$XDG_DATA_HOME/tweetie` (else `~/.local/share/tweetie`) for the databases.
///
/// Built from an environment dictionary, so tests point it at temporary directories and
/// never touch the real home. Nothing is created here; the users of each directory
/// create it (mode 0700) when they first write.
public struct TweetiePaths: Hashable, Sendable {
    /// The reader's configuration directory (the cached bearer token lives here).
    public var configDirectory: URL
    /// The reader's data directory (one database per source and list).
    public var dataDirectory: URL

    /// Explicit directories.
    public init(configDirectory: URL, dataDirectory: URL) {
        self.configDirectory = configDirectory
        self.dataDirectory = dataDirectory
    }

    /// The directories `environment` names: `XDG_CONFIG_HOME` and `XDG_DATA_HOME` when set
    /// to absolute paths (relative ones are ignored, as the XDG rules say), else below
    /// `HOME` (else the user's home directory).
    public init(environment: [String: String]) {
        let home = TweetiePaths.absolute(environment["HOME"])
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        let configHome = TweetiePaths.absolute(environment["XDG_CONFIG_HOME"]) ?? home + "/.config"
        let dataHome = TweetiePaths.absolute(environment["XDG_DATA_HOME"]) ?? home + "/.local/share"
        self.init(configDirectory: URL(fileURLWithPath: configHome, isDirectory: true).appendingPathComponent("tweetie", isDirectory: true),
                  dataDirectory: URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent("tweetie", isDirectory: true))
    }

    /// The paths of this process's environment.
    public static var current: TweetiePaths { TweetiePaths(environment: ProcessInfo.processInfo.environment) }

    private static func absolute(_ path: String?) -> String? {
        guard let path, path.hasPrefix("/") else { return nil }
        return path
    }
}
