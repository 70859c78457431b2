import Foundation

/// Where an app keeps its files, by the XDG base-directory rules, in a directory named
/// after the app: `$XDG_CONFIG_HOME/<app>` (else `~/.config/<app>`) for settings and
/// tokens, `$XDG_DATA_HOME/<app>` (else `~/.local/share/<app>`) for databases the user
/// would miss, `$XDG_CACHE_HOME/<app>` (else `~/.cache/<app>`) for what can be fetched again.
///
/// Built from an environment dictionary, so tests point it at temporary directories and
/// never touch the real home. Nothing is created here: `PrivateDirectory.prepare(_:)`
/// makes a directory (mode 0700) when it is first written to.
public struct AppPaths: Hashable, Sendable {
    /// The app's configuration directory.
    public var configDirectory: URL
    /// The app's data directory.
    public var dataDirectory: URL
    /// The app's cache directory.
    public var cacheDirectory: URL

    /// Explicit directories.
    public init(configDirectory: URL, dataDirectory: URL, cacheDirectory: URL) {
        self.configDirectory = configDirectory
        self.dataDirectory = dataDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// The directories of `appName` (a plain file name, like `tweetie`) that
    /// `environment` names: `XDG_CONFIG_HOME`, `XDG_DATA_HOME` and `XDG_CACHE_HOME` when
    /// set to absolute paths (relative ones are ignored, as the XDG rules say), else
    /// below `HOME` (else the user's home directory).
    public init(appName: String, environment: [String: String]) {
        precondition(!appName.isEmpty && !appName.contains("/") && appName != "." && appName != "..",
                     "an app name is one path component")
        let home = AppPaths.absolute(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path
        func directory(_ variable: String, _ fallback: String) -> URL {
            let base = AppPaths.absolute(environment[variable]) ?? home + "/" + fallback
            return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent(appName, isDirectory: true)
        }
        self.init(configDirectory: directory("XDG_CONFIG_HOME", ".config"),
                  dataDirectory: directory("XDG_DATA_HOME", ".local/share"),
                  cacheDirectory: directory("XDG_CACHE_HOME", ".cache"))
    }

    /// Where downloaded pictures are kept: `images` in the cache directory (give it to
    /// RxImages' `DiskImageCache`, which bounds its size and makes it private).
    public var imageCacheDirectory: URL {
        cacheDirectory.appendingPathComponent("images", isDirectory: true)
    }

    private static func absolute(_ path: String?) -> String? {
        guard let path, path.hasPrefix("/") else { return nil }
        return path
    }
}
