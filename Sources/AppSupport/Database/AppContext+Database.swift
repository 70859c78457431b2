import Foundation
import RxStore

extension AppContext {
    /// `--fresh`: moves `database` aside before it is opened, saying where to on stderr.
    ///
    /// - Throws: the exit status, after saying why on stderr, when it could not be moved.
    public func startFresh(_ database: LocalDatabase) throws(ExitStatus) {
        guard FileManager.default.fileExists(atPath: database.url.path) else { return }
        do throws(LocalDatabaseError) {
            let moved = try database.moveAside()
            report("moved \(database.url.path) aside to \(moved.path); starting fresh.")
        } catch {
            throw ExitStatus(fail(error))
        }
    }

    /// Opens `database` for a plain run.
    ///
    /// - Throws: the exit status, after saying on stderr what is wrong (and, for a
    ///   damaged file, how to start fresh).
    public func openForPlainRun(_ database: LocalDatabase) throws(ExitStatus) -> Store {
        do throws(LocalDatabaseError) {
            return try database.open()
        } catch {
            let status = fail(error)
            if error.canStartFresh {
                report("run `\(name) --fresh` to move it aside and start fresh (nothing is deleted).")
            }
            throw ExitStatus(status)
        }
    }
}

/// An exit status as an error: what ends an app's start early, once the reason was
/// told on stderr. `catch { return error.code }`.
public struct ExitStatus: Error, Equatable, Sendable {
    /// The status.
    public var code: Int32
    /// The status `code`.
    public init(_ code: Int32) { self.code = code }
}
