import Foundation
import RxCore
import RxTesting
@testable import WebUI

/// A page with no server: its stream's events are read straight from the stream, turns
/// of the main queue are run by hand (`endTurn()`), and time is a `TestScheduler` in ms.
final class LivePageHarness {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private var turns: [() -> Void] = []
    private(set) var page: LivePage!
    private(set) var stream = EventStream()
    let root: ViewController

    init(root: ViewController) {
        self.root = root
        let configuration = WebConfiguration(title: "Test", scheduler: scheduler, turnScheduler: { [unowned self] work in
            self.turns.append(work)
        })
        page = LivePage(rootViewController: root, configuration: configuration)
        page.attach(stream)
    }

    /// Runs what the main queue would run at the end of this turn (the page's patch).
    func endTurn() {
        let work = turns
        turns.removeAll()
        work.forEach { $0() }
    }

    /// The events sent since the last call: (name, data) pairs.
    func events() -> [(name: String, data: String)] {
        Self.parse(stream.takeQueuedText())
    }

    /// The operations of the patches sent since the last call, as JSON arrays.
    func patchOperations() throws -> [[Any]] {
        try events().filter { $0.name == "patch" }.flatMap { event -> [[Any]] in
            let value = try JSONSerialization.jsonObject(with: Data(event.data.utf8))
            return (value as? [[Any]]) ?? []
        }
    }

    /// Ends the stream as a dropped connection would, and attaches a new one.
    func reconnect() -> EventStream {
        stream.close()
        page.streamDidClose(stream)
        stream = EventStream()
        page.attach(stream)
        return stream
    }

    /// Server-Sent Events text as (event name, data) pairs; comments and `retry` are skipped.
    static func parse(_ text: String) -> [(name: String, data: String)] {
        text.components(separatedBy: "\n\n").compactMap { block in
            var name = "message"
            var data: [String] = []
            for line in block.split(separator: "\n") {
                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
            }
            return data.isEmpty ? nil : (name, data.joined(separator: "\n"))
        }
    }
}

/// A screen whose root view the test fills.
final class TestScreen: ViewController {
    let content: View

    init(_ content: View, path: String? = nil) {
        self.content = content
        super.init()
        self.path = path
    }

    override func loadView() {
        view = content
    }
}
