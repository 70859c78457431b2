import RxTesting

/// The base of the store tests: RxTesting's leak-checking test case.
///
/// A test that delivers on a real queue must let that queue finish (see
/// `StoreTestCase.drain(_:)`) before it returns, so the count has settled.
typealias RxTestCase = LeakCheckingTestCase
