/// A command line the program cannot use; `message` says what to change. Exit status 2.
public struct CommandLineError: AppError, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Equatable, Sendable {
        /// An option it does not know.
        case unknownOption(String)
        /// A plain argument it does not take (or one too many).
        case unexpectedArgument(String)
        /// An option given without its value.
        case missingValue(option: String)
        /// An option's value is not usable; `reason` says what is expected.
        case invalidValue(option: String, value: String, reason: String)
        /// Options that cannot go together; the text says which to give.
        case conflicting(String)
    }

    /// What is wrong.
    public var problem: Problem
    /// The program, named in the advice ("See tweetie --help.").
    public var program: String

    /// The error of `problem` for `program`.
    public init(_ problem: Problem, program: String) {
        self.problem = problem
        self.program = program
    }

    /// What is wrong and what to do, for stderr.
    public var message: String {
        switch problem {
        case .unknownOption(let option): return "Unknown option \(option). See \(program) --help."
        case .unexpectedArgument(let argument): return "Unexpected argument \(argument). See \(program) --help."
        case .missingValue(let option): return "\(option) needs a value. See \(program) --help."
        case .invalidValue(let option, let value, let reason): return "Bad value '\(value)' for \(option): \(reason)."
        case .conflicting(let reason): return reason
        }
    }

    /// 2: a command line to fix.
    public var exitStatus: Int32 { 2 }

    /// Same as `message`.
    public var description: String { message }
}
