internal import CSQLite
import Foundation

/// SQLite's "copy the bytes now" destructor marker (the C macro is not imported).
private let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared statement. Owned by one `Connection`, used only by the thread that
/// currently holds that connection (see `Database`), so it needs no lock of its own.
final class Statement {
    let handle: OpaquePointer
    unowned let connection: Connection
    /// True between `bind` and `reset`: a cached statement in use is not handed out twice.
    var inUse = false

    init(handle: OpaquePointer, connection: Connection) {
        self.handle = handle
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds `values` to parameters 1...n, always as parameters: values never become SQL text.
    func bind(_ values: [StoreValue]) throws(StoreError) {
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard expected == values.count else {
            throw .sqlite(code: SQLITE_RANGE, message: "the statement has \(expected) parameter(s) but \(values.count) argument(s) were given")
        }
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    /// Binds `value` to parameter `index` (1-based).
    func bind(_ value: StoreValue, at index: Int32) throws(StoreError) {
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(handle, index)
        case .integer(let int):
            code = sqlite3_bind_int64(handle, index, int)
        case .real(let double):
            code = sqlite3_bind_double(handle, index, double)
        case .text(let string):
            // An explicit byte count keeps any embedded NUL characters.
            let count = Int32(string.utf8.count)
            code = string.withCString { sqlite3_bind_text(handle, index, $0, count, transientDestructor) }
        case .blob(let data):
            code = data.withUnsafeBytes { bytes in
                sqlite3_bind_blob(handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(bytes.count), transientDestructor)
            }
        }
        if code != SQLITE_OK { throw connection.error(code) }
    }

    /// Binds `values` to parameters 1...n, steps the statement to completion and rewinds
    /// it, keeping it checked out: one row of a batch through one prepared statement.
    /// Every parameter is rebound, so the old bindings need no clearing.
    func run(_ values: [StoreValue]) throws(StoreError) {
        for index in values.indices {
            try bind(values[index], at: Int32(index + 1))
        }
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE || code == SQLITE_ROW else { throw connection.error(code) }
    }

    /// Advances to the next row: true when a row is ready, false when done.
    func step() throws(StoreError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw connection.error(code)
        }
    }

    /// Rewinds to run again with new bindings, keeping the statement checked out.
    func rewind() {
        sqlite3_reset(handle)
    }

    /// Clears the bindings and rewinds, so the cached statement can run again.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        inUse = false
    }

    /// The number of columns in a result row.
    var columnCount: Int { Int(sqlite3_column_count(handle)) }

    /// The name of result column `index`.
    func columnName(_ index: Int) -> String {
        guard let name = sqlite3_column_name(handle, Int32(index)) else { return "" }
        return String(cString: name)
    }

    /// True when column `index` of the current row is NULL.
    func isNull(at index: Int) -> Bool {
        sqlite3_column_type(handle, Int32(index)) == SQLITE_NULL
    }

    /// Column `index` of the current row as an integer, or nil unless it holds one.
    func integer(at index: Int) -> Int64? {
        let column = Int32(index)
        return sqlite3_column_type(handle, column) == SQLITE_INTEGER ? sqlite3_column_int64(handle, column) : nil
    }

    /// Column `index` of the current row as a double (an integer converts), or nil.
    func real(at index: Int) -> Double? {
        let column = Int32(index)
        switch sqlite3_column_type(handle, column) {
        case SQLITE_FLOAT: return sqlite3_column_double(handle, column)
        case SQLITE_INTEGER: return Double(sqlite3_column_int64(handle, column))
        default: return nil
        }
    }

    /// Column `index` of the current row as text, or nil unless it holds text.
    func text(at index: Int) -> String? {
        let column = Int32(index)
        guard sqlite3_column_type(handle, column) == SQLITE_TEXT else { return nil }
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// The bytes of column `index` of the current row, or nil unless it holds text. They
    /// are SQLite's: valid only until the statement steps, resets or converts the column.
    func textBytes(at index: Int) -> UnsafeBufferPointer<UInt8>? {
        let column = Int32(index)
        guard sqlite3_column_type(handle, column) == SQLITE_TEXT else { return nil }
        guard let text = sqlite3_column_text(handle, column) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column)))
    }

    /// The value of column `index` in the current row.
    func value(at index: Int) -> StoreValue {
        let column = Int32(index)
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            return .text(text(at: index) ?? "")
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, column))
            guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default:
            return .null
        }
    }
}
