import Foundation

/// A command line read by `CommandLineSpec.parse(_:)`: which options were given, their
/// values, and the plain arguments. The typed readers throw `CommandLineError`s that
/// name the option and say what was expected.
public struct ParsedCommandLine: Sendable {
    /// The program, for messages.
    public let program: String
    /// The plain arguments, in order.
    public internal(set) var arguments: [String] = []
    /// Each given option's last value by long name; "" for a flag.
    var values: [String: String] = [:]
    /// Every value each option was given, in order (an option given twice).
    private var everyValue: [String: [String]] = [:]

    init(program: String) {
        self.program = program
    }

    /// Whether `-h`/`--help` was given.
    public var wantsHelp: Bool { flag("--help") }

    /// Whether the option `name` (long name, like `--json`) was given.
    public func flag(_ name: String) -> Bool { values[name] != nil }

    /// The value of `name` as given, or nil when the option was not given.
    public func string(_ name: String) -> String? { values[name] }

    /// The value of `name` made by `transform`, nil when not given.
    ///
    /// - Throws: `.invalidValue` with `expected` as the reason when `transform` gives nil.
    public func value<Value>(_ name: String, expected: String, _ transform: (String) -> Value?) throws(CommandLineError) -> Value? {
        guard let text = values[name] else { return nil }
        guard let value = transform(text) else { throw error(.invalidValue(option: name, value: text, reason: expected)) }
        return value
    }

    /// Every value `name` was given, in order, each made by `transform` (empty when not
    /// given): for options that may be given more than once, like `--feed A --feed B`.
    ///
    /// - Throws: `.invalidValue` with `expected` as the reason for the first value
    ///   `transform` gives nil.
    public func values<Value>(_ name: String, expected: String, _ transform: (String) -> Value?) throws(CommandLineError) -> [Value] {
        var result: [Value] = []
        for text in everyValue[name] ?? [] {
            guard let value = transform(text) else { throw error(.invalidValue(option: name, value: text, reason: expected)) }
            result.append(value)
        }
        return result
    }

    /// Records `value` for the option `name` (the last one given is its value).
    mutating func set(_ name: String, _ value: String) {
        values[name] = value
        everyValue[name, default: []].append(value)
    }

    /// The value of `name` as a whole number of at least `minimum`.
    public func integer(_ name: String, minimum: Int = 0, expected: String) throws(CommandLineError) -> Int? {
        try value(name, expected: expected) { text in Int(text).flatMap { $0 >= minimum ? $0 : nil } }
    }

    /// The value of `name` as an absolute `http` or `https` URL with a host.
    public func httpURL(_ name: String, example: String) throws(CommandLineError) -> URL? {
        try value(name, expected: "expected an http(s) URL, like \(example)") { text in
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
                  url.host?.isEmpty == false else { return nil }
            return url
        }
    }

    /// The value of `name` as a directory URL (not checked on disk here: see `ReplayDirectory`).
    public func directory(_ name: String) throws(CommandLineError) -> URL? {
        try value(name, expected: "expected a directory") { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// The error for `problem` on this command line (for checks the app makes after
    /// parsing, like options that cannot go together).
    public func error(_ problem: CommandLineError.Problem) -> CommandLineError {
        CommandLineError(problem, program: program)
    }
}
