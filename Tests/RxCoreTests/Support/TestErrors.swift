/// Errors the tests send through sequences; equal by case.
enum TestError: Error, Equatable {
    case dummy
    case other
    case third
}

/// The error most tests send.
let testError = TestError.dummy
/// A second error, for tests that need two distinct ones.
let testError1 = TestError.other
/// A third error.
let testError2 = TestError.third
