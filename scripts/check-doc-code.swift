// Checks that every Swift code block in the documentation catalogs
// (Sources/*/*.docc/**/*.md) is real code of the repository: each block, or each part of
// it between lines that are only `// …`, appears as consecutive lines of one Swift file
// under Sources/, Apps/ or Tests/ (parts of one block in one file, in order). Lines are
// compared without their leading and trailing spaces, so a block may be indented
// differently from its file. Blocks in other languages (```sh, ```text) are not checked.
//
// Run by scripts/docs; on its own: swift scripts/check-doc-code.swift
// Exits 1, naming the block and its first line not found, when a block is not found.
import Foundation

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let fileManager = FileManager.default

/// Every file under `directory` whose name ends with `suffix`, sorted.
func files(under directory: String, endingWith suffix: String, skipping skipped: (String) -> Bool = { _ in false }) -> [String] {
    guard let enumerator = fileManager.enumerator(atPath: root.appendingPathComponent(directory).path) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
        let path = directory + "/" + relative
        if skipped(path) { continue }
        if path.hasSuffix(suffix) { found.append(path) }
    }
    return found.sorted()
}

func lines(of path: String) -> [String] {
    guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return [] }
    return text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
}

/// A Swift code block of an article: where it starts and its parts.
struct CodeBlock {
    let article: String
    let line: Int
    let parts: [[String]]
}

/// A block's lines cut into parts at `// …` lines, blank lines at each part's ends dropped.
func parts(of block: [String]) -> [[String]] {
    var parts: [[String]] = [[]]
    for line in block {
        if line == "// …" || line == "// ..." { parts.append([]) } else { parts[parts.count - 1].append(line) }
    }
    return parts.map { part -> [String] in
        var part = part
        while part.first == "" { part.removeFirst() }
        while part.last == "" { part.removeLast() }
        return part
    }.filter { !$0.isEmpty }
}

/// The Swift blocks of `article` (fences of other languages are passed over whole).
func swiftBlocks(in article: String) -> [CodeBlock] {
    var blocks: [CodeBlock] = []
    var inside: (fence: String, swift: Bool, start: Int, lines: [String])?
    for (index, raw) in lines(of: article).enumerated() {
        if let open = inside {
            if raw.hasPrefix(open.fence), raw.allSatisfy({ $0 == open.fence.first }) {
                if open.swift { blocks.append(CodeBlock(article: article, line: open.start, parts: parts(of: open.lines))) }
                inside = nil
            } else {
                inside?.lines.append(raw)
            }
        } else if raw.hasPrefix("```") || raw.hasPrefix("~~~") {
            let fence = String(raw.prefix(while: { $0 == raw.first }))
            let language = raw.dropFirst(fence.count).trimmingCharacters(in: .whitespaces).lowercased()
            inside = (fence, language == "swift", index + 1, [])
        }
    }
    return blocks
}

/// Where `part` starts in `file` at or after `from`, nil when it is not there.
func find(_ part: [String], in file: [String], from: Int) -> Int? {
    guard part.count <= file.count else { return nil }
    var start = from
    while start + part.count <= file.count {
        if file[start] == part[0], Array(file[start..<start + part.count]) == part { return start }
        start += 1
    }
    return nil
}

let articles = fileManager.enumerator(atPath: root.appendingPathComponent("Sources").path)
    .map { enumerator in
        (enumerator.allObjects as? [String] ?? []).filter { $0.contains(".docc/") && $0.hasSuffix(".md") }.map { "Sources/" + $0 }.sorted()
    } ?? []
let sources = ["Sources", "Apps", "Tests"].flatMap { files(under: $0, endingWith: ".swift", skipping: { $0.contains(".docc/") }) }
let sourceLines = sources.map { ($0, lines(of: $0)) }

var problems: [String] = []
var checked = 0
for article in articles {
    for block in swiftBlocks(in: article) {
        checked += 1
        let found = sourceLines.contains { _, file in
            var position = 0
            for part in block.parts {
                guard let start = find(part, in: file, from: position) else { return false }
                position = start + part.count
            }
            return true
        }
        if !found {
            // Name the first part not found anywhere, to say what changed.
            let missing = block.parts.first { part in !sourceLines.contains { find(part, in: $0.1, from: 0) != nil } }
            let line = (missing ?? block.parts.first)?.first ?? ""
            problems.append("\(block.article):\(block.line): a Swift block is not code of the repository (not found: the part starting `\(line)`)")
        }
    }
}

if problems.isEmpty {
    print("\(checked) Swift code blocks in \(articles.count) articles, each found in the repository")
} else {
    for problem in problems { FileHandle.standardError.write(Data((problem + "\n").utf8)) }
    FileHandle.standardError.write(Data("check-doc-code: copy the block from the file it shows (or write it there), or split it with `// …` lines\n".utf8))
    exit(1)
}
