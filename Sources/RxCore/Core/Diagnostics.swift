/// Stops the program: a subclass forgot to override an abstract method (a bug in RxCore).
@usableFromInline
func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method", file: file, line: line)
}

/// Stops the program on a misuse that cannot be recovered from.
@usableFromInline
func rxFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}

/// Reports a misuse that RxSwift would silently ignore, in debug builds only.
///
/// Release builds keep going (the offending event is dropped); debug builds print
/// through `Hooks.reportMisuse` so tests can capture it.
@usableFromInline
func rxReportMisuse(_ message: @autoclosure () -> String) {
    #if DEBUG
    Hooks.reportMisuse(message())
    #endif
}
