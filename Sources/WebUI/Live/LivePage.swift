import Foundation
import RxCore

/// One browser tab: its view controllers (made for it by the app's factory), its event
/// stream, and the changes waiting to be sent.
///
/// A stream's first event is a `snapshot`: the whole screen's markup, every bound
/// element carrying its slot. After it, `patch` events carry only changes, coalesced
/// per turn of the main queue. A tab that reconnects gets a new snapshot (its view
/// controllers, and so their state, are kept); a tab whose stream has been gone for
/// `releaseDelay` is released with everything it holds. `ping` events every
/// `heartbeatInterval` keep proxies from closing the stream and tell the page it is
/// alive. Main queue only.
final class LivePage {
    /// The session id the page's requests carry (128 random bits).
    let id: String
    /// The screen (usually a `NavigationController`).
    let rootViewController: ViewController
    /// The stream the page listens on, while it has one.
    private(set) var stream: EventStream?
    /// Numbers the snapshots and patches; views rendered in one remember it.
    private(set) var generation = 0
    /// Called when the page is released (the application forgets it).
    var onRelease: ((LivePage) -> Void)?

    private let configuration: WebConfiguration
    private var pending: [PatchOperation] = []
    private var pendingIndex: [CoalescingKey: Int] = [:]
    private var flushScheduled = false
    private var targets: [Int: WeakTarget] = [:]
    private var heartbeat: Disposable?
    private var releaseTimer: Disposable?
    private var isReleased = false

    /// Creates the page for a tab showing `rootViewController` and shows it.
    init(id: String = AccessToken().value, rootViewController: ViewController, configuration: WebConfiguration) {
        self.id = id
        self.rootViewController = rootViewController
        self.configuration = configuration
        rootViewController.view.hostingPage = self
        rootViewController.viewWillAppear(false)
        rootViewController.viewDidAppear(false)
    }

    /// The path the page shows now (the top screen's).
    var path: String { rootViewController.currentPath ?? "/" }

    /// The document title now (the top screen's).
    var title: String { rootViewController.currentTitle ?? configuration.title }

    // MARK: - Streams

    /// Makes `stream` the page's (closing an older one) and sends it a snapshot.
    func attach(_ stream: EventStream) {
        releaseTimer?.dispose()
        releaseTimer = nil
        if let old = self.stream, old !== stream { old.close() }
        self.stream = stream
        pending.removeAll()
        pendingIndex.removeAll()
        stream.send(bytes: Array("retry: 1000\n\n".utf8))
        stream.send(event: "snapshot", data: snapshot())
        heartbeat?.dispose()
        heartbeat = Observable<Int>.interval(configuration.heartbeatInterval, scheduler: configuration.scheduler)
            .subscribe(onNext: { [weak self] _ in self?.sendHeartbeat() })
    }

    /// The page's stream ended: the page waits `releaseDelay` for the tab to reconnect.
    func streamDidClose(_ closed: EventStream) {
        guard closed === stream else { return }
        stream = nil
        heartbeat?.dispose()
        heartbeat = nil
        releaseTimer = configuration.scheduler.scheduleRelative((), dueTime: configuration.releaseDelay) { [weak self] _ in
            self?.release()
            return Disposables.create()
        }
    }

    /// Ends the tab's stream now; the page reconnects and gets a snapshot.
    func closeStream() {
        stream?.close()
    }

    private func sendHeartbeat() {
        guard let stream else { return }
        // A stream whose client went away is noticed by this write.
        stream.send(event: "ping", data: "{}")
    }

    /// Lets the view controllers go: they disappear, and the application forgets the page.
    func release() {
        guard !isReleased else { return }
        isReleased = true
        heartbeat?.dispose()
        releaseTimer?.dispose()
        stream?.close()
        stream = nil
        rootViewController.viewWillDisappear(false)
        rootViewController.viewDidDisappear(false)
        rootViewController.view.hostingPage = nil
        targets.removeAll()
        pending.removeAll()
        onRelease?(self)
    }

    /// The `snapshot` event's data: session, path, title and the whole screen's markup.
    func snapshot() -> String {
        generation += 1
        targets = targets.filter { $0.value.target != nil }
        var html = HTML(page: self, generation: generation)
        rootViewController.view.render(into: &html)
        return JSONText.Value.object([
            ("session", .string(id)), ("path", .string(path)), ("title", .string(title)), ("html", .string(html.markup)),
        ]).text
    }

    // MARK: - Changes

    /// Queues a change for the next patch (dropped when no stream listens: the next
    /// snapshot carries the state).
    func enqueue(_ operation: PatchOperation) {
        guard stream != nil, !isReleased else { return }
        if let key = operation.coalescingKey, let index = pendingIndex[key] {
            pending[index] = operation
        } else {
            if let key = operation.coalescingKey { pendingIndex[key] = pending.count }
            pending.append(operation)
        }
        guard !flushScheduled else { return }
        flushScheduled = true
        configuration.turnScheduler { [weak self] in self?.flush() }
    }

    /// Sends the queued changes as one `patch` event (nothing when there are none).
    func flush() {
        flushScheduled = false
        guard let stream, !pending.isEmpty else { return }
        let operations = pending
        pending.removeAll()
        pendingIndex.removeAll()
        generation += 1
        let encoded = operations.compactMap(encode)
        guard !encoded.isEmpty else { return }
        stream.send(event: "patch", data: JSONText.Value.array(encoded).text)
    }

    private func render(_ render: PatchOperation.Render) -> JSONText.Value {
        var html = HTML(page: self, generation: generation)
        render(&html)
        return .string(html.markup)
    }

    private func markup(of view: View) -> JSONText.Value {
        render { view.render(into: &$0) }
    }

    /// Whether `table` (or its section `section`) was sent whole earlier in this patch: its
    /// markup, rendered as the patch is sent, already has the rows as they are now.
    private func sentWhole(table: Int, section: Int? = nil) -> Bool {
        (targets[table]?.target as? TableView)?.isRendered(section: section, in: generation) == true
    }

    private func encode(_ operation: PatchOperation) -> JSONText.Value? {
        func optional(_ number: Int?) -> JSONText.Value { number.map { .int($0) } ?? .null }
        // A table or section sent whole in this patch has its rows as they are now: later
        // keyed operations on them (queued by changes made since) would apply twice. A new
        // row in a section sent whole is in its markup too.
        switch operation {
        case .rowDelete(let table, _), .rowUpdate(let table, _, _), .sectionDelete(let table, _), .sectionTitle(let table, _, _),
             .sectionPlace(let table, _, _, _):
            if sentWhole(table: table) { return nil }
        case .rowPlace(let table, _, let section, _, let render):
            if sentWhole(table: table, section: render == nil ? nil : section) { return nil }
        default:
            break
        }
        switch operation {
        case .text(let slot, let text):
            return .array([.string("t"), .int(slot), .string(TextCleaning.clean(text))])
        case .value(let slot, let text, let sequence):
            return .array([.string("v"), .int(slot), .string(TextCleaning.clean(text)), .int(sequence)])
        case .reset(let slot, let text, let sequence):
            return .array([.string("r"), .int(slot), .string(TextCleaning.clean(text)), .int(sequence)])
        case .hidden(let slot, let hidden):
            return .array([.string("h"), .int(slot), .bool(hidden)])
        case .attribute(let slot, let name, let value):
            return .array([.string("a"), .int(slot), .string(name), value.map { .string(TextCleaning.clean($0)) } ?? .null])
        case .content(let view):
            return .array([.string("c"), .int(view.slot), render { view.renderContent(into: &$0) }])
        case .replace(let view):
            return .array([.string("x"), .int(view.slot), markup(of: view)])
        case .insert(let parent, let before, let view):
            // Already sent inside a new ancestor in this patch.
            guard view.renderedGeneration != generation else { return nil }
            return .array([.string("i"), .int(parent), optional(before), markup(of: view)])
        case .remove(let slot):
            return .array([.string("d"), .int(slot)])
        case .rowDelete(let table, let key):
            return .array([.string("rd"), .int(table), .int(key)])
        case .rowPlace(let table, let key, let section, let after, let renderRow):
            return .array([.string("rp"), .int(table), .int(key), .int(section), optional(after), renderRow.map(render) ?? .null])
        case .rowUpdate(let table, let key, let renderRow):
            return .array([.string("ru"), .int(table), .int(key), render(renderRow)])
        case .rowScroll(let table, let key, let select):
            return .array([.string("rt"), .int(table), .int(key), .bool(select)])
        case .rowSelect(let table, let key):
            return .array([.string("rs"), .int(table), optional(key)])
        case .sectionDelete(let table, let key):
            return .array([.string("sd"), .int(table), .int(key)])
        case .sectionPlace(let table, let key, let after, let renderSection):
            return .array([.string("sp"), .int(table), .int(key), optional(after), renderSection.map(render) ?? .null])
        case .sectionTitle(let table, let key, let title):
            return .array([.string("sh"), .int(table), .int(key), .string(TextCleaning.clean(title))])
        case .navigate(let path, let push):
            return .array([.string("n"), .string(path), .bool(push)])
        case .title(let title):
            return .array([.string("T"), .string(TextCleaning.clean(title))])
        }
    }

    // MARK: - Input

    /// Makes `target` reachable by input aimed at `slot`.
    func register(_ target: InputTarget, slot: Int) {
        targets[slot] = WeakTarget(target: target)
    }

    /// Makes `view` reachable by input aimed at its slot.
    func register(_ view: View) {
        register(view, slot: view.slot)
    }

    /// Applies the page's input events in order.
    func handle(_ events: [InputEvent]) {
        for event in events {
            switch event.type {
            case .navigate:
                if let path = event.path { rootViewController.show(path: path) }
            case .back:
                rootViewController.goBack()
            default:
                guard let slot = event.slot, let target = targets[slot]?.target else { continue }
                _ = target.receive(event)
            }
        }
    }
}

/// A page's reference to something input can reach, which the page does not keep alive.
struct WeakTarget {
    weak var target: InputTarget?
}
