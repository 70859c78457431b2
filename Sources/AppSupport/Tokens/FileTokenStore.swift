import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RxNetwork

/// A `TokenStore` in one file, such as `<config>/bearer-token`, holding the token with
/// its scope (the origin that issued it and the client it was issued to) as JSON, so a
/// token is only read back for the server and client it came from.
///
/// Only the user can read it: the directory is made 0700 and the file written 0600 (to a
/// temporary file opened with that mode, then renamed, so it is never readable by others
/// even for a moment, and never half written).
///
/// Thread safety: no state in memory; each call reads or replaces the file whole.
public struct FileTokenStore: TokenStore {
    /// The token file.
    public let file: URL

    /// A store in `file`; its directory is made when the first token is saved.
    public init(file: URL) {
        self.file = file
    }

    /// What the file holds.
    private struct Saved: Codable {
        var scope: TokenScope
        var token: String
    }

    /// The token saved for `scope`; nil when there is no file, it is empty or of another
    /// scope (a file from before scopes were kept counts as another scope).
    ///
    /// - Throws: `.insecure` for a file others may read or write, one not owned by this
    ///   user, or not a regular file (a symbolic link, say), as ssh refuses such a key;
    ///   `.unreadable` when it cannot be read.
    public func token(for scope: TokenScope) throws(TokenStoreError) -> String? {
        guard let data = try read() else { return nil }
        guard let saved = try? JSONDecoder().decode(Saved.self, from: data), saved.scope == scope, !saved.token.isEmpty else {
            return nil
        }
        return saved.token
    }

    /// Checks that the token file, if there is one, is private (see `token(for:)`),
    /// without reading it: for an app to refuse at start rather than mid-session.
    public func verify() throws(TokenStoreError) {
        let fd = try openPrivate()
        if fd >= 0 { close(fd) }
    }

    /// The file's bytes, nil when there is none; read through the descriptor that was
    /// checked, so the file cannot be swapped between the check and the read.
    private func read() throws(TokenStoreError) -> Data? {
        let fd = try openPrivate()
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: file.path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
            guard data.count <= 64 * 1024 else { throw .unreadable(path: file.path, reason: "it is larger than a token file can be") }
        }
    }

    /// The file opened for reading after checking it is this user's own private regular
    /// file; -1 when it does not exist.
    private func openPrivate() throws(TokenStoreError) -> Int32 {
        let fd = open(file.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 {
            let code = errno
            if code == ENOENT { return -1 }
            if code == ELOOP { throw .insecure(path: file.path, reason: "it is a symbolic link") }
            throw .unreadable(path: file.path, reason: String(cString: strerror(code)))
        }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .unreadable(path: file.path, reason: reason)
        }
        let problem: String?
        if status.st_mode & S_IFMT != S_IFREG {
            problem = "it is not a regular file"
        } else if status.st_uid != geteuid() {
            problem = "it belongs to user \(status.st_uid), not to you (\(geteuid()))"
        } else if status.st_mode & 0o077 != 0 {
            problem = "its mode is \(String(status.st_mode & 0o777, radix: 8)): others may read or change it"
        } else {
            problem = nil
        }
        if let problem {
            close(fd)
            throw .insecure(path: file.path, reason: problem)
        }
        return fd
    }

    /// Replaces the saved token with `token` for `scope`.
    public func save(_ token: String, for scope: TokenScope) throws(TokenStoreError) {
        let directory = file.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(file.lastPathComponent).\(getpid()).tmp")
        do {
            try PrivateDirectory.prepare(directory)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let bytes = Array(try encoder.encode(Saved(scope: scope, token: token))) + [0x0A]
            unlink(temporary.path)
            let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard fd >= 0 else { throw FileTokenStore.posixError() }
            var failed = false
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
                let error = FileTokenStore.posixError()
                close(fd)
                unlink(temporary.path)
                throw error
            }
            close(fd)
            guard rename(temporary.path, file.path) == 0 else {
                let error = FileTokenStore.posixError()
                unlink(temporary.path)
                throw error
            }
        } catch {
            throw .cannotSave(path: file.path, reason: FileTokenStore.reason(error))
        }
    }

    /// Deletes the token file.
    public func removeToken() {
        unlink(file.path)
    }

    private static func posixError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }

    private static func reason(_ error: Error) -> String {
        if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
        return error.localizedDescription
    }
}
