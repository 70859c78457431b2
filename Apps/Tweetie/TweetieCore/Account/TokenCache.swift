import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The bearer token from the last OAuth2 exchange, kept in `<config>/bearer-token` so the
/// next run need not exchange again.
///
/// Only the user can read it: the directory is made 0700 and the file written 0600 (to a
/// temporary file opened with that mode, then renamed, so it is never readable by others
/// even for a moment, and never half written).
struct TokenCache: Sendable {
    /// The reader's configuration directory.
    let directory: URL

    /// The token file.
    var file: URL { directory.appendingPathComponent("bearer-token") }

    /// The cached token, or nil when there is none (or it is empty).
    func read() -> AccessToken? {
        guard let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8) else { return nil }
        let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return token.isEmpty ? nil : token
    }

    /// Replaces the cached token.
    ///
    /// - Throws: `CocoaError`/`POSIXError` when the directory or file cannot be written.
    func write(_ token: AccessToken) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !manager.fileExists(atPath: directory.path) {
            try manager.createDirectory(at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        }
        guard chmod(directory.path, 0o700) == 0 else { throw TokenCache.posixError() }
        let temporary = directory.appendingPathComponent(".bearer-token.\(getpid()).tmp")
        unlink(temporary.path)
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw TokenCache.posixError() }
        var failed = false
        let bytes = Array((token + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                failed = true
                break
            }
            offset += written
        }
        // The umask can only narrow 0600; fchmod makes sure of it whatever it is.
        if failed || fchmod(fd, 0o600) != 0 || fsync(fd) != 0 {
            let error = TokenCache.posixError()
            close(fd)
            unlink(temporary.path)
            throw error
        }
        close(fd)
        guard rename(temporary.path, file.path) == 0 else {
            let error = TokenCache.posixError()
            unlink(temporary.path)
            throw error
        }
    }

    /// Forgets the cached token.
    func remove() {
        unlink(file.path)
    }

    private static func posixError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
