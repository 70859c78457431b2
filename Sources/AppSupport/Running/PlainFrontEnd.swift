/// An app's front end for a pipe, a file or `--json`: it drives the same view model as
/// the screens, waits until what it prints has settled, and says how the run ended.
///
/// Use from the main queue; `completion` is called once, on the main queue.
public protocol PlainFrontEnd: AnyObject {
    /// Starts; calls `completion` once with what to print and the exit status.
    func run(completion: @escaping (PlainOutcome) -> Void)
}

/// How a plain run ended: what to print on stdout, what to say on stderr, the status.
public struct PlainOutcome: Equatable, Sendable {
    /// What is printed on stdout.
    public var output: String
    /// What is said on stderr, a message a line (errors, and warnings such as rows that
    /// could not be read); empty when there is nothing to say.
    public var errors: [String]
    /// The process's exit status: 0 when it went well, 1 for a failure.
    public var status: Int32

    /// An outcome printing `output`, saying `errors`, ending with `status`.
    public init(output: String, errors: [String] = [], status: Int32) {
        self.output = output
        self.errors = errors
        self.status = status
    }
}

/// What a plain run prints: text for reading, or JSON for programs (`--json`).
public enum PlainFormat: Hashable, Sendable {
    /// Lines of text.
    case text
    /// One JSON document.
    case json
}
