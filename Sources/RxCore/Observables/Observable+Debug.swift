import Foundation

extension ObservableType {
    /// Prints every event, the subscription and its disposal, with a timestamp and
    /// `identifier` (by default the file, line and function of the call).
    ///
    /// With `trimOutput`, event descriptions longer than 40 characters are shortened
    /// to their start and end.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Observable<Element> {
        let identifier = identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
        return DebugProducer(source: asObservable(), identifier: identifier, trimOutput: trimOutput) { print($0) }
    }

    /// `debug` with the output sent to `log` instead of standard output (for tests).
    func _debug(_ identifier: String, trimOutput: Bool = false, log: @escaping (String) -> Void) -> Observable<Element> {
        DebugProducer(source: asObservable(), identifier: identifier, trimOutput: trimOutput, log: log)
    }
}

final class DebugProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let identifier: String
    private let trimOutput: Bool
    private let log: (String) -> Void

    init(source: Observable<Element>, identifier: String, trimOutput: Bool, log: @escaping (String) -> Void) {
        self.source = source
        self.identifier = identifier
        self.trimOutput = trimOutput
        self.log = log
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = DebugSink(identifier: identifier, trimOutput: trimOutput, log: log, observer: observer)
        sink.write("subscribed")
        sink.setUpstream(source._subscribe(sink.on))
        return sink
    }
}

/// Immutable apart from the base sink's disposed flag; `DateFormatter` is safe to use
/// from several threads.
final class DebugSink<Element>: Sink<Element>, @unchecked Sendable {
    private static var maxEventTextLength: Int { 40 }

    private let identifier: String
    private let trimOutput: Bool
    private let log: (String) -> Void
    private let formatter: DateFormatter

    init(identifier: String, trimOutput: Bool, log: @escaping (String) -> Void, observer: @escaping (Event<Element>) -> Void) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        self.log = log
        formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        super.init(observer: observer)
    }

    func write(_ content: String) {
        log("\(formatter.string(from: Date())): \(identifier) -> \(content)")
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        let text = "\(event)"
        let shown = trimOutput && text.count > Self.maxEventTextLength
            ? String(text.prefix(Self.maxEventTextLength / 2)) + "..." + String(text.suffix(Self.maxEventTextLength / 2))
            : text
        write("Event \(shown)")
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forward(event)
        }
    }

    override func disposeResources() {
        write("isDisposed")
    }
}
