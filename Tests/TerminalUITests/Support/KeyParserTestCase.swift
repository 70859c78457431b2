import RxTesting
import XCTest
@testable import TerminalUI

/// A parser on a virtual clock for the key parser tests: one tick is one millisecond, the
/// escape timeout is 50 ticks, and `parse` returns the keys one feed produced.
class KeyParserTestCase: XCTestCase {
    var scheduler: TestScheduler!
    var parser: KeyParser!
    var keys: [Key] = []

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        keys = []
        parser = KeyParser(scheduler: scheduler, escapeTimeout: .milliseconds(50)) { [unowned self] in self.keys.append($0) }
    }

    override func tearDown() {
        parser = nil
        scheduler = nil
        super.tearDown()
    }

    /// The keys `bytes` produce at once (before any timeout).
    func parse(_ bytes: [UInt8]) -> [Key] {
        keys = []
        parser.feed(bytes)
        return keys
    }

    /// The keys the UTF-8 of `text` produces at once.
    func parse(_ text: String) -> [Key] {
        parse(Array(text.utf8))
    }
}
