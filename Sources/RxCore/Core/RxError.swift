/// The errors RxCore itself produces.
///
/// `@unchecked Sendable`: the object in `.disposed` is only ever compared by identity
/// and described by its type name, never read or mutated, so sharing it is safe.
public enum RxError: Swift.Error, CustomDebugStringConvertible, Equatable, @unchecked Sendable {
    /// An unknown error.
    case unknown
    /// A subject or relay was used after it was disposed.
    case disposed(object: AnyObject)
    /// An arithmetic overflow (e.g. in `range`).
    case overflow
    /// An argument was out of range (e.g. `element(at:)` past the end).
    case argumentOutOfRange
    /// The sequence had no elements where one was required (`single`, `asSingle`).
    case noElements
    /// The sequence had more than one element where one was required.
    case moreThanOneElement
    /// `timeout` elapsed before the next element.
    case timeout

    /// A message that says what happened.
    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object of type `\(type(of: object))` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }

    /// Two errors are equal when they are the same case (and, for `disposed`, the same object).
    public static func == (lhs: RxError, rhs: RxError) -> Bool {
        switch (lhs, rhs) {
        case (.unknown, .unknown), (.overflow, .overflow), (.argumentOutOfRange, .argumentOutOfRange),
             (.noElements, .noElements), (.moreThanOneElement, .moreThanOneElement), (.timeout, .timeout):
            return true
        case (.disposed(let a), .disposed(let b)):
            return a === b
        default:
            return false
        }
    }
}

extension RxError: CustomStringConvertible {
    /// Same as `debugDescription`.
    public var description: String { debugDescription }
}
