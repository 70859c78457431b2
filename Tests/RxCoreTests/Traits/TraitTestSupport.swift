import Foundation
import RxCore

/// Collects messages from hooks that may be called on any thread.
final class TraitTestMessages: @unchecked Sendable {
    // `@unchecked Sendable`: `stored` is only touched while `lock` is held.
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ message: String) { lock.withLock { stored.append(message) } }

    var messages: [String] { lock.withLock { stored } }
}

/// Runs `body` with `Hooks.misuseHandler` recording into the returned box.
func captureMisuse(_ body: () -> Void) -> [String] {
    let box = TraitTestMessages()
    let previous = Hooks.misuseHandler
    Hooks.misuseHandler = { box.append($0) }
    defer { Hooks.misuseHandler = previous }
    body()
    return box.messages
}

/// Runs `body` with `Hooks.defaultErrorHandler` recording into the returned box.
func captureUnhandledErrors(_ body: () -> Void) -> [String] {
    let box = TraitTestMessages()
    let previous = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { _, error in box.append("\(error)") }
    defer { Hooks.defaultErrorHandler = previous }
    body()
    return box.messages
}

import XCTest

extension XCTestCase {
    /// Waits until the main queue has run everything queued on it so far.
    func drainMainQueue() {
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 5)
    }
}

/// Moves a value to another thread in a test that knows the value is used there alone.
struct UncheckedTestBox<Value>: @unchecked Sendable {
    // `@unchecked Sendable`: each test hands the value to one other thread and stops using it.
    let value: Value
}
