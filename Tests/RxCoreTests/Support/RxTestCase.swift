import RxTesting

/// The base of every operator test: RxTesting's leak-checking test case, under the
/// name RxSwift's own tests use for their base.
typealias RxTestCase = LeakCheckingTestCase
