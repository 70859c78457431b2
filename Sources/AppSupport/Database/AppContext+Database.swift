import Foundation
import RxStore

extension AppContext {
    /// `--fresh`: moves `database` aside when it is damaged, saying where to on stderr; a
    /// healthy one is kept (and said so), and one that cannot be used for another reason
    /// (foreign, read-only, newer) is left for the open that follows to report.
    ///
    /// - Throws: the exit status, after saying why on stderr, when it could not be moved.
    public func startFresh(_ database: LocalDatabase) throws(ExitStatus) {
        guard FileManager.default.fileExists(atPath: database.url.path) else { return }
        do throws(LocalDatabaseError) {
            _ = try database.open()
            report("--fresh: \(database.url.path) is not damaged, so it was kept (--fresh only moves a damaged database aside).")
            return
        } catch where !error.canStartFresh {
            return
        } catch {
            // Damaged: move it aside below.
        }
        do throws(LocalDatabaseError) {
            let moved = try database.moveAside()
            report("moved the damaged \(database.url.path) aside to \(moved.path); starting fresh.")
        } catch {
            throw ExitStatus(fail(error))
        }
    }

    /// Opens `database` for a plain run. A damaged one does not stop the run: a pipe
    /// still prints what it fetches, over an empty store of the same schema kept in
    /// memory for this run, after one warning on stderr; the file is left as it is for
    /// `--fresh` (or a look) later.
    ///
    /// - Throws: the exit status, after saying on stderr what is wrong, for a database
    ///   that cannot be used for another reason (foreign, read-only, newer, no access).
    public func openForPlainRun(_ database: LocalDatabase) throws(ExitStatus) -> Store {
        do throws(LocalDatabaseError) {
            return try database.open()
        } catch where error.canStartFresh {
            report("warning: the \(database.kind) \(database.url.path) is damaged; it was left as it is, and this run "
                + "keeps nothing. Run `\(name) --fresh` to move it aside and start fresh (nothing is deleted).")
            do {
                return try Store(configuration: .inMemory(schemaVersion: database.schemaVersion, migrations: database.migrations))
            } catch {
                report("could not make an empty \(database.kind) in memory: \(error)")
                throw ExitStatus(1)
            }
        } catch {
            throw ExitStatus(fail(error))
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
