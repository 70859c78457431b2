import Foundation

/// Reads GitHub's repository JSON straight from the bytes, taking only the fields a
/// `Repo` has and skipping the rest (a repository object holds ~90 fields, mostly URL
/// templates) without building them.
///
/// It reads what `Repo`'s `Decodable` conformance reads, with the same rules — an element
/// with a missing or mistyped field is left out and counted — and checks that the whole
/// body is well-formed JSON; the tests hold the two to the same results on every
/// recording and on damaged variants. About ten times faster than `JSONDecoder` on a page
/// of 100 (which the search decodes on every answer).
enum RepoJSONReader {
    /// The repositories of a JSON array.
    static func repos(in data: Data) throws(RepoJSONError) -> DecodedRepos {
        try read(data) { scanner throws(RepoJSONError) in try scanner.repoArray() }
    }

    /// The items of a search answer, with its total and whether it is incomplete.
    static func searchResult(in data: Data) throws(RepoJSONError) -> (decoded: DecodedRepos, totalCount: Int?, incomplete: Bool) {
        try read(data) { scanner throws(RepoJSONError) in
            var items: DecodedRepos?
            var total: Int?
            var incomplete: Bool?
            try scanner.object { scanner, key throws(RepoJSONError) in
                if key.elementsEqual(Keys.items) {
                    items = try scanner.repoArray()
                } else if key.elementsEqual(Keys.totalCount) {
                    total = try scanner.optionalInteger()
                } else if key.elementsEqual(Keys.incompleteResults) {
                    incomplete = try scanner.optionalBool()
                } else {
                    try scanner.skipValue()
                }
            }
            guard let items else { throw .shape("no \"items\" array") }
            return (items, total, incomplete ?? false)
        }
    }

    /// `body` run on a scanner over `data`, which must hold nothing after the value read.
    private static func read<Value>(_ data: Data, _ body: (inout JSONScanner) throws(RepoJSONError) -> Value) throws(RepoJSONError) -> Value {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(RepoJSONError) -> Value in
                var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
                let value = try body(&scanner)
                try scanner.end()
                return value
            }
        }
        return try result.get()
    }

    /// The keys read, as their bytes.
    enum Keys {
        static let id = Array("id".utf8)
        static let name = Array("name".utf8)
        static let fullName = Array("full_name".utf8)
        static let owner = Array("owner".utf8)
        static let login = Array("login".utf8)
        static let description = Array("description".utf8)
        static let language = Array("language".utf8)
        static let stars = Array("stargazers_count".utf8)
        static let watchers = Array("watchers_count".utf8)
        static let forksCount = Array("forks_count".utf8)
        static let forks = Array("forks".utf8)
        static let openIssuesCount = Array("open_issues_count".utf8)
        static let openIssues = Array("open_issues".utf8)
        static let fork = Array("fork".utf8)
        static let archived = Array("archived".utf8)
        static let topics = Array("topics".utf8)
        static let updatedAt = Array("updated_at".utf8)
        static let htmlURL = Array("html_url".utf8)
        static let items = Array("items".utf8)
        static let totalCount = Array("total_count".utf8)
        static let incompleteResults = Array("incomplete_results".utf8)
    }
}

/// Why a body could not be read.
enum RepoJSONError: Error, Equatable {
    /// Not JSON (truncated, not UTF-8 text, a stray character) at the byte offset.
    case syntax(offset: Int)
    /// JSON, but not the shape expected (the text says what was missing).
    case shape(String)
    /// A value of the wrong type where a repository field is: only that element is invalid.
    case field
}

/// A cursor over JSON bytes. Each read consumes one value (and the whitespace before it).
struct JSONScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: - Structure

    private var syntaxError: RepoJSONError { .syntax(offset: index) }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The next byte after whitespace, not consumed.
    private mutating func peek() throws(RepoJSONError) -> UInt8 {
        skipWhitespace()
        guard index < bytes.count else { throw syntaxError }
        return bytes[index]
    }

    private mutating func consume(_ byte: UInt8) throws(RepoJSONError) {
        guard try peek() == byte else { throw syntaxError }
        index += 1
    }

    /// Nothing but whitespace is left.
    mutating func end() throws(RepoJSONError) {
        skipWhitespace()
        guard index == bytes.count else { throw syntaxError }
    }

    /// Reads an object, calling `member` with each key (its bytes); `member` must read
    /// the value.
    mutating func object(_ member: (inout JSONScanner, UnsafeBufferPointer<UInt8>) throws(RepoJSONError) -> Void) throws(RepoJSONError) {
        guard try peek() == UInt8(ascii: "{") else { throw .shape("expected an object") }
        index += 1
        if try peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            let key = try keyBytes()
            try consume(UInt8(ascii: ":"))
            try member(&self, key)
            switch try peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return
            default: throw syntaxError
            }
        }
    }

    /// Reads an array, calling `element` for each element; `element` must read it.
    mutating func array(_ element: (inout JSONScanner) throws(RepoJSONError) -> Void) throws(RepoJSONError) {
        guard try peek() == UInt8(ascii: "[") else { throw .shape("expected an array") }
        index += 1
        if try peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            try element(&self)
            switch try peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return
            default: throw syntaxError
            }
        }
    }

    /// A key's raw bytes (escapes are compared as written: none of the keys read has any).
    private mutating func keyBytes() throws(RepoJSONError) -> UnsafeBufferPointer<UInt8> {
        guard try peek() == UInt8(ascii: "\"") else { throw syntaxError }
        let start = index + 1
        try skipString()
        return UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])
    }

    // MARK: - Values

    /// Skips any value, checking that it is well formed.
    mutating func skipValue() throws(RepoJSONError) {
        switch try peek() {
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "{"): try object { scanner, _ throws(RepoJSONError) in try scanner.skipValue() }
        case UInt8(ascii: "["): try array { scanner throws(RepoJSONError) in try scanner.skipValue() }
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: _ = try number()
        }
    }

    private mutating func literal(_ word: StaticString) throws(RepoJSONError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw syntaxError }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw syntaxError }
        index += count
    }

    /// Whether the next value is `null` (consumed if so).
    private mutating func takeNull() throws(RepoJSONError) -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    /// Skips a string, checking its escapes and that it is closed (control characters are
    /// not allowed raw).
    private mutating func skipString() throws(RepoJSONError) {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count else { throw syntaxError }
                if bytes[index + 1] == UInt8(ascii: "u") {
                    guard index + 5 < bytes.count, (2...5).allSatisfy({ JSONScanner.hexValue(bytes[index + $0]) != nil }) else { throw syntaxError }
                    index += 6
                } else {
                    guard JSONScanner.simpleEscape(bytes[index + 1]) != nil else { throw syntaxError }
                    index += 2
                }
                continue
            }
            guard byte >= 0x20 else { throw syntaxError }
            index += 1
        }
        throw syntaxError
    }

    /// A string value; `.field` when the value is not a string.
    mutating func string() throws(RepoJSONError) -> String {
        guard try peek() == UInt8(ascii: "\"") else {
            try skipValue()
            throw .field
        }
        let start = index + 1
        try skipString()
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        return try JSONScanner.unescape(raw, at: start)
    }

    /// A string or null.
    mutating func optionalString() throws(RepoJSONError) -> String? {
        try takeNull() ? nil : try string()
    }

    /// A whole number (within Int64), or null; `.field` for anything else, a fraction included.
    mutating func optionalInteger() throws(RepoJSONError) -> Int? {
        if try takeNull() { return nil }
        switch try peek() {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard case .integer(let value) = try number() else { throw .field }
            return Int(value)
        default:
            try skipValue()
            throw .field
        }
    }

    /// A count under an older name: its value, null, or mistyped — which only matters
    /// when the current name is missing.
    enum Fallback {
        case number(Int)
        case null
        case mistyped

        /// The count (0 for null); nil when mistyped (the element is then invalid).
        var value: Int? {
            switch self {
            case .number(let value): return value
            case .null: return 0
            case .mistyped: return nil
            }
        }
    }

    /// A count under an older name.
    mutating func fallbackInteger() throws(RepoJSONError) -> Fallback {
        do throws(RepoJSONError) {
            return try optionalInteger().map(Fallback.number) ?? .null
        } catch .field {
            return .mistyped
        }
    }

    /// A boolean, or null.
    mutating func optionalBool() throws(RepoJSONError) -> Bool? {
        switch try peek() {
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        case UInt8(ascii: "n"): try literal("null"); return nil
        default:
            try skipValue()
            throw .field
        }
    }

    /// An array of strings, or null.
    mutating func optionalStrings() throws(RepoJSONError) -> [String]? {
        if try takeNull() { return nil }
        guard try peek() == UInt8(ascii: "[") else {
            try skipValue()
            throw .field
        }
        var strings: [String] = []
        var mistyped = false
        try array { scanner throws(RepoJSONError) in
            do throws(RepoJSONError) {
                strings.append(try scanner.string())
            } catch .field {
                mistyped = true
            }
        }
        if mistyped { throw .field }
        return strings
    }

    /// What a number is.
    enum Number {
        /// Digits only, within Int64.
        case integer(Int64)
        /// Anything else (a fraction, an exponent, an integer beyond Int64).
        case other
    }

    /// Reads a number, checking its syntax.
    private mutating func number() throws(RepoJSONError) -> Number {
        skipWhitespace()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
        let integerDigits = index - digitsStart
        guard integerDigits > 0, !(integerDigits > 1 && bytes[digitsStart] == 0x30) else { throw syntaxError }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            let fractionStart = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            guard index > fractionStart else { throw syntaxError }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            guard index > exponentStart else { throw syntaxError }
        }
        guard isInteger, integerDigits <= 19 else { return .other }
        var value: Int64 = 0
        let negative = bytes[start] == UInt8(ascii: "-")
        for position in digitsStart..<index {
            let digit = Int64(bytes[position] - 0x30)
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdding) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow, !overflowAdding else { return .other }
            value = next
        }
        return .integer(value)
    }

    // MARK: - Repositories

    /// An array of repository objects; invalid elements are counted, not kept.
    mutating func repoArray() throws(RepoJSONError) -> DecodedRepos {
        var repos: [Repo] = []
        var skipped = 0
        try array { scanner throws(RepoJSONError) in
            if let repo = try scanner.repo() { repos.append(repo) } else { skipped += 1 }
        }
        return DecodedRepos(repos: repos, skipped: skipped)
    }

    /// One repository, or nil when the element is not a valid one (it is read to its end).
    mutating func repo() throws(RepoJSONError) -> Repo? {
        guard try peek() == UInt8(ascii: "{") else {
            try skipValue()
            return nil
        }
        var id: Int?
        var name: String?
        var fullName: String?
        var login: String?
        var description: String?
        var language: String?
        var stars: Int?
        var forksCount: Int?
        var openIssuesCount: Int?
        // Older names, read only when the current one is missing or null (as `Repo`'s
        // `decodeIfPresent(...) ?? decodeIfPresent(...)` does): nil when absent.
        var watchers: Fallback?
        var forks: Fallback?
        var openIssues: Fallback?
        var fork: Bool?
        var archived: Bool?
        var topics: [String]?
        var updatedAt: String?
        var htmlURL: String?
        var valid = true
        try object { scanner, key throws(RepoJSONError) in
            do throws(RepoJSONError) {
                switch key.count {
                case 2 where key.elementsEqual(RepoJSONReader.Keys.id):
                    guard let value = try scanner.optionalInteger() else { throw .field }
                    id = value
                case 4 where key.elementsEqual(RepoJSONReader.Keys.name):
                    name = try scanner.string()
                case 4 where key.elementsEqual(RepoJSONReader.Keys.fork):
                    fork = try scanner.optionalBool()
                case 5 where key.elementsEqual(RepoJSONReader.Keys.owner):
                    login = try scanner.ownerLogin()
                case 5 where key.elementsEqual(RepoJSONReader.Keys.forks):
                    forks = try scanner.fallbackInteger()
                case 6 where key.elementsEqual(RepoJSONReader.Keys.topics):
                    topics = try scanner.optionalStrings()
                case 8 where key.elementsEqual(RepoJSONReader.Keys.language):
                    language = try scanner.optionalString()
                case 8 where key.elementsEqual(RepoJSONReader.Keys.archived):
                    archived = try scanner.optionalBool()
                case 8 where key.elementsEqual(RepoJSONReader.Keys.htmlURL):
                    htmlURL = try scanner.string()
                case 9 where key.elementsEqual(RepoJSONReader.Keys.fullName):
                    fullName = try scanner.string()
                case 10 where key.elementsEqual(RepoJSONReader.Keys.updatedAt):
                    updatedAt = try scanner.optionalString()
                case 11 where key.elementsEqual(RepoJSONReader.Keys.forksCount):
                    forksCount = try scanner.optionalInteger()
                case 11 where key.elementsEqual(RepoJSONReader.Keys.description):
                    description = try scanner.optionalString()
                case 11 where key.elementsEqual(RepoJSONReader.Keys.openIssues):
                    openIssues = try scanner.fallbackInteger()
                case 14 where key.elementsEqual(RepoJSONReader.Keys.watchers):
                    watchers = try scanner.fallbackInteger()
                case 16 where key.elementsEqual(RepoJSONReader.Keys.stars):
                    stars = try scanner.optionalInteger()
                case 17 where key.elementsEqual(RepoJSONReader.Keys.openIssuesCount):
                    openIssuesCount = try scanner.optionalInteger()
                default:
                    try scanner.skipValue()
                }
            } catch .field {
                valid = false
            }
        }
        guard valid, let id, let name, let fullName, let htmlURL, let url = Repo.webURL(htmlURL),
              let stars = stars ?? watchers.map({ $0.value }) ?? 0, let forks = forksCount ?? forks.map({ $0.value }) ?? 0,
              let openIssues = openIssuesCount ?? openIssues.map({ $0.value }) ?? 0 else { return nil }
        return Repo(id: Int64(id), name: name, fullName: fullName,
                    owner: login ?? fullName.split(separator: "/").first.map(String.init) ?? "",
                    description: description, language: language,
                    stars: stars, forks: forks, openIssues: openIssues,
                    isFork: fork ?? false, isArchived: archived ?? false, topics: topics ?? [],
                    updatedAt: updatedAt.flatMap(GitHubDate.date(from:)), htmlURL: url)
    }

    /// The `login` of an `owner` object (nil when it has none, or the owner is null or
    /// not an object: `Repo` then takes the owner from the full name).
    private mutating func ownerLogin() throws(RepoJSONError) -> String? {
        guard try peek() == UInt8(ascii: "{") else {
            try skipValue()
            return nil
        }
        var login: String?
        try object { scanner, key throws(RepoJSONError) in
            if key.elementsEqual(RepoJSONReader.Keys.login) {
                do throws(RepoJSONError) {
                    login = try scanner.string()
                } catch .field {
                    login = nil
                }
            } else {
                try scanner.skipValue()
            }
        }
        return login
    }

    // MARK: - Escapes

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }

    private static func simpleEscape(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "\""): return 0x22
        case UInt8(ascii: "\\"): return 0x5C
        case UInt8(ascii: "/"): return 0x2F
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        default: return nil
        }
    }

    /// The text of an escaped string's raw bytes (already checked by `skipString`); a
    /// lone surrogate becomes U+FFFD.
    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>, at offset: Int) throws(RepoJSONError) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(raw.count)
        var index = 0
        func code(at position: Int) -> UInt32 {
            (1...4).reduce(0) { $0 << 4 | (hexValue(raw[position + $1]) ?? 0) }
        }
        func append(_ scalar: Unicode.Scalar) {
            utf8.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [0xEF, 0xBF, 0xBD])
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                index += 1
                continue
            }
            let kind = raw[index + 1]
            if kind != UInt8(ascii: "u") {
                utf8.append(simpleEscape(kind) ?? kind)
                index += 2
                continue
            }
            var value = code(at: index + 1)
            index += 6
            if (0xD800...0xDBFF).contains(value), index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u") {
                let low = code(at: index + 1)
                if (0xDC00...0xDFFF).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
            }
            append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
