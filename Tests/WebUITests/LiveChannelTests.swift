import Differentiator
import Foundation
import RxCore
import RxTesting
import XCTest
@testable import WebUI

/// The live protocol: the shape once, then changed values coalesced per turn; input with
/// sequence numbers; snapshots on reconnect; heartbeats and release in virtual time.
final class LiveChannelTests: XCTestCase {
    func test_firstEvent_isASnapshotOfTheWholeScreen() throws {
        let label = Label("hello")
        let harness = LivePageHarness(root: TestScreen(label, path: "/greeting"))
        let events = harness.events()
        XCTAssertEqual(events.map(\.name), ["snapshot"])
        let snapshot = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(events[0].data.utf8)) as? [String: String])
        XCTAssertEqual(snapshot["session"], harness.page.id)
        XCTAssertEqual(snapshot["path"], "/greeting")
        XCTAssertEqual(snapshot["html"], "<p data-slot=\"\(label.slot)\" class=\"label body\">hello</p>")
    }

    func test_changes_areSentAsValuesOfTheirSlot_coalescedPerTurn() throws {
        let label = Label("a")
        let harness = LivePageHarness(root: TestScreen(label))
        _ = harness.events()
        label.text = "b"
        label.text = "c"
        XCTAssertTrue(harness.events().isEmpty, "nothing is sent before the turn ends")
        harness.endTurn()
        let operations = try harness.patchOperations()
        XCTAssertEqual(operations.count, 1)
        XCTAssertEqual(operations[0][0] as? String, "t")
        XCTAssertEqual(operations[0][1] as? Int, label.slot)
        XCTAssertEqual(operations[0][2] as? String, "c")
    }

    func test_anEqualValue_sendsNothing() throws {
        let label = Label("same")
        let harness = LivePageHarness(root: TestScreen(label))
        _ = harness.events()
        label.text = "same"
        harness.endTurn()
        XCTAssertTrue(harness.events().isEmpty)
    }

    func test_boundValues_reachTheirSlots() throws {
        let label = Label()
        let hiddenView = View()
        let stack = StackView(arrangedSubviews: [label, hiddenView])
        let harness = LivePageHarness(root: TestScreen(stack))
        _ = harness.events()
        let text = PublishSubject<String?>()
        let bag = DisposeBag()
        text.bind(to: label.rx.text).disposed(by: bag)
        Observable.just(true).bind(to: hiddenView.rx.isHidden).disposed(by: bag)
        text.onNext("bound")
        harness.endTurn()
        let operations = try harness.patchOperations()
        XCTAssertEqual(operations.count, 2)
        XCTAssertEqual(operations[0][0] as? String, "h")
        XCTAssertEqual(operations[0][1] as? Int, hiddenView.slot)
        XCTAssertEqual(operations[0][2] as? Bool, true)
        XCTAssertEqual(operations[1] as? [AnyHashable], ["t", label.slot, "bound"] as [AnyHashable])
    }

    func test_userInput_reachesRxText_andIsNeverEchoedIntoTheField() throws {
        let field = TextField()
        let mirror = Label()
        let harness = LivePageHarness(root: TestScreen(StackView(arrangedSubviews: [field, mirror])))
        _ = harness.events()
        let bag = DisposeBag()
        var seen: [String] = []
        field.rx.text.orEmpty.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        // A two-way binding: the field's own text bound back into it must not write.
        field.rx.text.bind(to: field.rx.text).disposed(by: bag)
        field.rx.text.orEmpty.map { $0.uppercased() }.bind(to: mirror.rx.text).disposed(by: bag)
        harness.page.handle([InputEvent(type: .input, slot: field.slot, value: "sw", seq: 1)])
        harness.endTurn()
        XCTAssertEqual(seen, ["", "sw"])
        let operations = try harness.patchOperations()
        XCTAssertEqual(operations.map { $0[0] as? String }, ["t"], "only the mirror changes: \(operations)")
        XCTAssertEqual(operations[0][2] as? String, "SW")
    }

    func test_aValueFromTheServer_carriesTheLastSequenceItSaw() throws {
        let field = TextField()
        let harness = LivePageHarness(root: TestScreen(field))
        _ = harness.events()
        harness.page.handle([InputEvent(type: .input, slot: field.slot, value: "abc", seq: 3)])
        field.text = "ABC"
        harness.endTurn()
        let operations = try harness.patchOperations()
        XCTAssertEqual(operations.first as? [AnyHashable], ["v", field.slot, "ABC", 3] as [AnyHashable])
    }

    func test_anInputOvertakenByANewerOne_isDropped() throws {
        let field = TextField()
        let harness = LivePageHarness(root: TestScreen(field))
        harness.page.handle([InputEvent(type: .input, slot: field.slot, value: "abcd", seq: 4),
                             InputEvent(type: .input, slot: field.slot, value: "abc", seq: 3)])
        XCTAssertEqual(field.text, "abcd")
        XCTAssertEqual(field.lastSequence, 4)
    }

    func test_clear_isAnExplicitReset() throws {
        let field = TextField()
        let harness = LivePageHarness(root: TestScreen(field))
        _ = harness.events()
        harness.page.handle([InputEvent(type: .input, slot: field.slot, value: "done", seq: 7)])
        field.clear()
        harness.endTurn()
        XCTAssertEqual(try harness.patchOperations().first as? [AnyHashable], ["r", field.slot, "", 7] as [AnyHashable])
        XCTAssertEqual(field.text, "")
    }

    func test_enterInAField_isEditingDidEndOnExit() {
        let field = TextField()
        let harness = LivePageHarness(root: TestScreen(field))
        var submits = 0
        let subscription = field.rx.controlEvent(.editingDidEndOnExit).subscribe(onNext: { submits += 1 })
        harness.page.handle([InputEvent(type: .submit, slot: field.slot)])
        XCTAssertEqual(submits, 1)
        subscription.dispose()
    }

    func test_aTap_reachesTheButton_andAStaleSlotIsIgnored() {
        let button = Button(title: "Go")
        let harness = LivePageHarness(root: TestScreen(button))
        var taps = 0
        let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
        harness.page.handle([InputEvent(type: .tap, slot: button.slot), InputEvent(type: .tap, slot: 999_999)])
        XCTAssertEqual(taps, 1)
        button.isEnabled = false
        harness.page.handle([InputEvent(type: .tap, slot: button.slot)])
        XCTAssertEqual(taps, 1, "a disabled button ignores taps")
        subscription.dispose()
    }

    // MARK: - Reconnects, heartbeats, release

    func test_reconnectingTab_getsAFullSnapshotOfTheCurrentState() throws {
        let label = Label("before")
        let screen = TestScreen(label)
        let harness = LivePageHarness(root: screen)
        _ = harness.events()
        label.text = "changed while connected"
        harness.endTurn()
        _ = harness.events()
        let second = harness.reconnect()
        label.text = "changed while away"
        harness.endTurn()
        let events = LivePageHarness.parse(second.takeQueuedText())
        XCTAssertEqual(events.first?.name, "snapshot")
        XCTAssertTrue(events[0].data.contains("changed while connected"))
        XCTAssertEqual(events.count, 2)
        XCTAssertTrue(events[1].data.contains("changed while away"))
        XCTAssertTrue(harness.page.rootViewController === screen, "the same view controllers")
    }

    func test_changesWhileNoStreamListens_areNotQueued_theSnapshotCarriesThem() throws {
        let label = Label("a")
        let harness = LivePageHarness(root: TestScreen(label))
        harness.stream.close()
        harness.page.streamDidClose(harness.stream)
        label.text = "b"
        harness.endTurn()
        let stream = EventStream()
        harness.page.attach(stream)
        let events = LivePageHarness.parse(stream.takeQueuedText())
        XCTAssertEqual(events.map(\.name), ["snapshot"])
        let snapshot = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(events[0].data.utf8)) as? [String: String])
        XCTAssertTrue(snapshot["html"]?.contains(">b</p>") == true)
    }

    func test_heartbeats_comeEveryInterval() {
        let harness = LivePageHarness(root: TestScreen(Label()))
        _ = harness.events()
        harness.scheduler.advanceTo(14_999)
        XCTAssertTrue(harness.events().isEmpty)
        harness.scheduler.advanceTo(15_000)
        XCTAssertEqual(harness.events().map(\.name), ["ping"])
        harness.scheduler.advanceTo(45_000)
        XCTAssertEqual(harness.events().map(\.name), ["ping", "ping"])
    }

    func test_aTabWhoseStreamIsGone_isReleasedAfterTheDelay() {
        final class Watched: ViewController {
            var disappeared = false
            override func viewDidDisappear(_ animated: Bool) { disappeared = true }
        }
        let screen = Watched()
        let harness = LivePageHarness(root: screen)
        var released = false
        harness.page.onRelease = { _ in released = true }
        harness.stream.close()
        harness.page.streamDidClose(harness.stream)
        harness.scheduler.advanceTo(59_999)
        XCTAssertFalse(released)
        harness.scheduler.advanceTo(60_001)
        XCTAssertTrue(released)
        XCTAssertTrue(screen.disappeared)
    }

    func test_aTabThatReconnectsInTime_isKept() {
        let harness = LivePageHarness(root: TestScreen(Label()))
        var released = false
        harness.page.onRelease = { _ in released = true }
        harness.scheduler.advanceTo(30_000)
        _ = harness.reconnect()
        harness.scheduler.advanceTo(200_000)
        XCTAssertFalse(released)
    }

    func test_noHeartbeatsAfterTheStreamEnds() {
        let harness = LivePageHarness(root: TestScreen(Label()))
        let first = harness.stream
        first.close()
        harness.page.streamDidClose(first)
        _ = first.takeQueuedText()
        harness.scheduler.advanceTo(50_000)
        XCTAssertEqual(first.takeQueuedText(), "")
    }
}

/// The application keeps one page per tab and forgets it once released.
final class WebApplicationPagesTests: XCTestCase {
    func test_eachTabGetsItsOwnViewControllers_andAReleasedTabIsForgotten() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var made: [String] = []
        let application = WebApplication(configuration: WebConfiguration(title: "T", scheduler: scheduler, turnScheduler: { $0() })) { path in
            made.append(path)
            return TestScreen(Label(path), path: path)
        }
        let first = EventStream()
        let second = EventStream()
        application.attach(first, session: nil, path: "/a")
        application.attach(second, session: nil, path: "/b")
        XCTAssertEqual(made, ["/a", "/b"])
        XCTAssertEqual(application.pageCount, 2)
        // The first tab reconnects with its session: no new view controllers.
        let session = try? XCTUnwrap(JSONSerialization.jsonObject(with: Data(LivePageHarness.parse(first.takeQueuedText())[0].data.utf8)) as? [String: String])?["session"]
        first.close()
        application.streamDidClose()
        let again = EventStream()
        application.attach(again, session: session, path: "/a")
        XCTAssertEqual(made, ["/a", "/b"])
        second.close()
        application.streamDidClose()
        scheduler.advanceTo(61_000)
        XCTAssertEqual(application.pageCount, 1, "the tab gone for a minute is released")
    }
}
