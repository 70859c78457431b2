import AppCoreSupport
import Foundation
import RxCore
import XCTest

/// A test environment's unset members report their use by name and answer harmlessly.
final class UnimplementedTests: XCTestCase {
    private final class Log: @unchecked Sendable {
        // @unchecked Sendable: used from the test's thread only.
        var messages: [String] = []
    }

    func test_eachUnsetMember_reportsItsName_andAnswersHarmlessly() {
        let log = Log()
        let unimplemented = Unimplemented { log.messages.append($0) }
        var failure: Error?
        _ = unimplemented.single("AppEnvironment.api", of: Int.self).subscribe(onFailure: { failure = $0 })
        XCTAssertEqual(failure as? UnimplementedDependency, UnimplementedDependency(name: "AppEnvironment.api"))
        XCTAssertEqual(unimplemented.clock("AppEnvironment.now")(), .distantPast)
        let scheduler = unimplemented.scheduler("AppEnvironment.scheduler")
        var ran = false
        _ = scheduler.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertFalse(ran, "an unimplemented scheduler runs nothing")
        var reachable: [Bool] = []
        _ = unimplemented.reachability("AppEnvironment.reachability").reachable.subscribe(onNext: { reachable.append($0) })
        XCTAssertEqual(reachable, [false])
        XCTAssertEqual(log.messages, [
            "AppEnvironment.api was used, but the test did not set it.",
            "AppEnvironment.now was used, but the test did not set it.",
            "AppEnvironment.scheduler was used, but the test did not set it.",
            "AppEnvironment.reachability was used, but the test did not set it.",
        ])
    }
}
