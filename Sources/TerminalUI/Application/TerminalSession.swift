/// A terminal the run loop can take over and give back: `enter()` sets it up (raw mode,
/// alternate screen...), `restore()` undoes that and must be idempotent, because every
/// exit path calls it.
///
/// `TTYTerminal` is the real one; tests inject their own to see `restore()` called.
/// Use from the main queue only.
public protocol TerminalSession: Terminal {
    /// Takes the terminal over; calling it while entered does nothing.
    func enter() throws
    /// Gives the terminal back as it was; calling it when not entered does nothing.
    func restore()
    /// Input that arrived while `enter()` waited for the terminal (keys typed during its
    /// start-up question), handed to the key parser once; empty after that.
    func takePendingInput() -> [UInt8]
}

extension TerminalSession {
    /// Nothing is read in `enter()` by default.
    public func takePendingInput() -> [UInt8] { [] }
}

extension TTYTerminal: TerminalSession {}
