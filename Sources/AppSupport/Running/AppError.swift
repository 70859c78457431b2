/// An error that ends an app with a message for its user: `AppContext.fail(_:)` writes
/// `program: message` to stderr and returns `exitStatus`.
public protocol AppError: Error {
    /// What happened and what to do, in one or two sentences.
    var message: String { get }
    /// The process's exit status: 2 for a command line to fix, 1 for anything else.
    var exitStatus: Int32 { get }
}
