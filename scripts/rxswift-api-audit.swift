// The mechanical audit of RxSwift 6's public API against RxCore and RxTesting (issue 31
// item 4, D76): every public declaration of RxSwift, RxRelay, RxCocoa's
// platform-independent part, RxTest and RxBlocking, as their documentation lists it, is
// looked up in Sources/RxCore and Sources/RxTesting and marked present, different (why),
// absent (deliberately, why) or MISSING. The list is written from RxSwift 6.x's documented
// API; a name RxSwift declares more than once (overloads) is listed once per first
// argument label.
//
//     swift scripts/rxswift-api-audit.swift          rewrites the table in the migration guide
//     swift scripts/rxswift-api-audit.swift --check  exits 1 if something is missing or the
//                                                     guide's table is out of date
//
// How a name is looked up: a `public`/`open` declaration of that kind and name (`func
// take(until`, `class PublishSubject`, `var isDisposed`, `init(eventHandler`), or an
// enum case, or a requirement inside a public protocol. It proves the spelling exists,
// not its exact signature: the compile-time check of signatures is
// Tests/RxCoreTests/RxSwiftAPISurfaceTests.swift and Tests/RxSwiftPortTests.
import Foundation

/// module|kind|name|first argument label|note. Kinds: t type, f func, v var/let, c enum
/// case, i init (name is the type). `Owner.name` looks only in files that declare or
/// extend `Owner`. A note starting "different:" or "absent:" is a
/// deliberate difference and says why.
let entries = """
    RxSwift|t|Observable||
    RxSwift|t|ObservableType||
    RxSwift|t|ObservableConvertibleType||
    RxSwift|t|ObserverType||
    RxSwift|t|AnyObserver||
    RxSwift|i|AnyObserver|eventHandler|
    RxSwift|i|AnyObserver|_|
    RxSwift|f|on|_|
    RxSwift|f|mapObserver||
    RxSwift|f|asObserver||
    RxSwift|f|onNext||
    RxSwift|f|onError||
    RxSwift|f|onCompleted||
    RxSwift|t|Event||
    RxSwift|v|isStopEvent||
    RxSwift|v|element||
    RxSwift|v|isCompleted||
    RxSwift|v|event||
    RxSwift|t|EventConvertible||
    RxSwift|t|Disposable||
    RxSwift|t|Cancelable||
    RxSwift|t|Disposables||
    RxSwift|f|create||
    RxSwift|t|DisposeBag||
    RxSwift|t|DisposableBuilder||
    RxSwift|i|DisposeBag|disposing|
    RxSwift|f|insert||
    RxSwift|f|disposed|by|
    RxSwift|t|CompositeDisposable||
    RxSwift|i|CompositeDisposable|disposables|
    RxSwift|t|DisposeKey||
    RxSwift|f|remove|for|
    RxSwift|v|count||
    RxSwift|t|SerialDisposable||
    RxSwift|v|disposable||
    RxSwift|t|SingleAssignmentDisposable||
    RxSwift|f|setDisposable||
    RxSwift|t|RefCountDisposable||
    RxSwift|i|RefCountDisposable|disposable|
    RxSwift|f|retain||
    RxSwift|t|ScheduledDisposable||
    RxSwift|i|ScheduledDisposable|scheduler|
    RxSwift|v|scheduler||
    RxSwift|t|BooleanDisposable||
    RxSwift|i|BooleanDisposable|isDisposed|
    RxSwift|v|isDisposed||
    RxSwift|t|RxError||
    RxSwift|c|RxError.unknown||
    RxSwift|c|RxError.disposed||
    RxSwift|c|RxError.overflow||
    RxSwift|c|RxError.argumentOutOfRange||
    RxSwift|c|RxError.noElements||
    RxSwift|c|RxError.moreThanOneElement||
    RxSwift|c|RxError.timeout||
    RxSwift|t|Hooks||
    RxSwift|v|defaultErrorHandler||
    RxSwift|v|recordCallStackOnError||
    RxSwift|v|customCaptureSubscriptionCallstack||
    RxSwift|t|Resources||
    RxSwift|v|total||
    RxSwift|t|GroupedObservable||
    RxSwift|i|GroupedObservable|key|
    RxSwift|v|key||
    RxSwift|t|ConnectableObservable||
    RxSwift|t|ConnectableObservableType||
    RxSwift|f|connect||
    RxSwift|t|SubjectType||
    RxSwift|t|PublishSubject||
    RxSwift|t|BehaviorSubject||
    RxSwift|i|BehaviorSubject|value|
    RxSwift|f|value||
    RxSwift|t|ReplaySubject||
    RxSwift|f|create|bufferSize|
    RxSwift|f|createUnbounded||
    RxSwift|t|AsyncSubject||
    RxSwift|v|hasObservers||
    RxSwift|t|SubjectLifetimeScope||
    RxSwift|c|SubjectLifetimeScope.whileConnected||
    RxSwift|c|SubjectLifetimeScope.forever||
    RxSwift|t|Variable||different: removed from RxSwift 6 (deprecated in 5); kept as a deprecated shim
    RxSwift|t|Binder||
    RxSwift|i|Binder|_|
    RxSwift|t|Reactive||
    RxSwift|i|Reactive|_|
    RxSwift|t|ReactiveCompatible||
    RxSwift|v|rx||
    RxSwift|v|base||
    RxSwift|t|RxAbstractInteger||
    RxSwift|t|TakeBehavior||
    RxSwift|c|TakeBehavior.inclusive||
    RxSwift|c|TakeBehavior.exclusive||
    RxSwift|t|DataDecoder||
    RxSwift|t|ImmediateSchedulerType||
    RxSwift|t|SchedulerType||
    RxSwift|t|RxTimeInterval||
    RxSwift|t|RxTime||
    RxSwift|f|schedule||
    RxSwift|f|scheduleRecursive||
    RxSwift|f|scheduleRelative||
    RxSwift|f|schedulePeriodic||
    RxSwift|v|now||
    RxSwift|t|CurrentThreadScheduler||
    RxSwift|v|isScheduleRequired||
    RxSwift|t|MainScheduler||
    RxSwift|v|instance||
    RxSwift|v|asyncInstance||
    RxSwift|f|ensureExecutingOnScheduler||
    RxSwift|f|ensureRunningOnMainThread||
    RxSwift|t|ConcurrentMainScheduler||
    RxSwift|i|ConcurrentMainScheduler|mainScheduler|
    RxSwift|t|SerialDispatchQueueScheduler||
    RxSwift|i|SerialDispatchQueueScheduler|queue|
    RxSwift|i|SerialDispatchQueueScheduler|internalSerialQueueName|
    RxSwift|i|SerialDispatchQueueScheduler|qos|
    RxSwift|t|ConcurrentDispatchQueueScheduler||
    RxSwift|i|ConcurrentDispatchQueueScheduler|queue|
    RxSwift|i|ConcurrentDispatchQueueScheduler|qos|
    RxSwift|t|OperationQueueScheduler||
    RxSwift|v|operationQueue||
    RxSwift|v|queuePriority||
    RxSwift|i|OperationQueueScheduler|operationQueue|
    RxSwift|t|VirtualTimeScheduler||
    RxSwift|t|VirtualTimeConverterType||
    RxSwift|i|VirtualTimeScheduler|initialClock|
    RxSwift|v|clock||
    RxSwift|f|start||
    RxSwift|f|stop||
    RxSwift|f|advanceTo||
    RxSwift|f|sleep||
    RxSwift|f|scheduleAbsoluteVirtual||
    RxSwift|f|scheduleRelativeVirtual||
    RxSwift|f|adjustScheduledTime||
    RxSwift|f|convertFromVirtualTime||
    RxSwift|f|convertToVirtualTime||
    RxSwift|f|convertFromVirtualTimeInterval||
    RxSwift|f|convertToVirtualTimeInterval||
    RxSwift|f|offsetVirtualTime||
    RxSwift|f|compareVirtualTime||
    RxSwift|t|VirtualTimeComparison||
    RxSwift|t|HistoricalScheduler||
    RxSwift|t|HistoricalSchedulerTimeConverter||
    RxSwift|i|HistoricalScheduler|initialClock|
    RxSwift|f|create|_|
    RxSwift|f|deferred||
    RxSwift|f|empty||
    RxSwift|f|never||
    RxSwift|f|error||
    RxSwift|f|just||
    RxSwift|f|of||
    RxSwift|f|from|_|
    RxSwift|f|from|optional|
    RxSwift|f|range|start|
    RxSwift|f|repeatElement||
    RxSwift|f|generate|initialState|
    RxSwift|f|interval||
    RxSwift|f|timer||
    RxSwift|f|using||
    RxSwift|f|combineLatest||
    RxSwift|f|zip||
    RxSwift|f|withLatestFrom||
    RxSwift|f|merge||
    RxSwift|f|merge|maxConcurrent|
    RxSwift|f|concat||
    RxSwift|f|amb||
    RxSwift|f|startWith||
    RxSwift|f|switchLatest||
    RxSwift|f|map||
    RxSwift|f|compactMap||
    RxSwift|f|flatMap||
    RxSwift|f|flatMapFirst||
    RxSwift|f|flatMapLatest||
    RxSwift|f|concatMap||
    RxSwift|f|scan|_|
    RxSwift|f|scan|into|
    RxSwift|f|buffer|timeSpan|
    RxSwift|f|window|timeSpan|
    RxSwift|f|groupBy|keySelector|
    RxSwift|f|enumerated||
    RxSwift|f|materialize||
    RxSwift|f|dematerialize||
    RxSwift|f|reduce||
    RxSwift|f|toArray||
    RxSwift|f|decode|type|
    RxSwift|f|withUnretained||
    RxSwift|f|filter||
    RxSwift|f|distinctUntilChanged||
    RxSwift|f|distinctUntilChanged|at|
    RxSwift|f|element|at|
    RxSwift|f|first||
    RxSwift|f|ignoreElements||
    RxSwift|f|single||
    RxSwift|f|skip|_|
    RxSwift|f|skip|until|
    RxSwift|f|skip|while|
    RxSwift|f|skip|for|
    RxSwift|f|take|_|
    RxSwift|f|take|for|
    RxSwift|f|take|until|
    RxSwift|f|take|while|
    RxSwift|f|takeLast||
    RxSwift|f|debounce||
    RxSwift|f|throttle||
    RxSwift|f|sample||
    RxSwift|f|catch||
    RxSwift|f|catch|sequence|
    RxSwift|f|catchAndReturn||
    RxSwift|f|retry||
    RxSwift|f|retry|when|
    RxSwift|f|do|onNext|
    RxSwift|f|debug||
    RxSwift|f|delay||
    RxSwift|f|delaySubscription||
    RxSwift|f|timeout||
    RxSwift|f|observe|on|
    RxSwift|f|subscribe|on|
    RxSwift|f|ifEmpty|default|
    RxSwift|f|ifEmpty|switchTo|
    RxSwift|f|share|replay|
    RxSwift|f|publish||
    RxSwift|f|replay||
    RxSwift|f|replayAll||
    RxSwift|f|multicast||
    RxSwift|f|refCount||
    RxSwift|f|subscribe|_|
    RxSwift|f|subscribe|onNext|
    RxSwift|f|subscribe|with|
    RxSwift|f|asObservable||
    RxSwift|f|bind|to|
    RxSwift|f|bind|onNext|
    RxSwift|f|bind|with|
    RxSwift|f|asSingle||
    RxSwift|f|asMaybe||
    RxSwift|f|asCompletable||
    RxSwift|f|asInfallible|onErrorJustReturn|
    RxSwift|f|asInfallible|onErrorFallbackTo|
    RxSwift|f|asInfallible|onErrorRecover|
    RxSwift|v|values||
    RxSwift|f|asObservable|priority|
    RxSwift|f|create|detached|
    RxSwift|f|catchError||
    RxSwift|f|catchErrorJustReturn||
    RxSwift|f|elementAt||
    RxSwift|f|retryWhen||
    RxSwift|f|takeUntil||
    RxSwift|f|takeWhile||
    RxSwift|f|skipWhile||
    RxSwift|f|skipUntil||
    RxSwift|f|observeOn||
    RxSwift|f|subscribeOn||
    RxSwift|f|distinctUntilChanged|_|
    RxSwift|t|PrimitiveSequence||
    RxSwift|t|PrimitiveSequenceType||
    RxSwift|v|primitiveSequence||
    RxSwift|t|Single||
    RxSwift|t|SingleEvent||
    RxSwift|t|SingleTrait||
    RxSwift|t|Maybe||
    RxSwift|t|MaybeEvent||
    RxSwift|t|MaybeTrait||
    RxSwift|t|Completable||
    RxSwift|t|CompletableEvent||
    RxSwift|t|CompletableTrait||
    RxSwift|f|subscribe|onSuccess|
    RxSwift|f|subscribe|onCompleted|
    RxSwift|f|flatMapMaybe||
    RxSwift|f|flatMapCompletable||
    RxSwift|f|andThen||
    RxSwift|t|Infallible||
    RxSwift|t|InfallibleType||
    RxSwift|t|InfallibleEvent||
    RxSwift|f|asInfallible||
    RxRelay|t|PublishRelay||
    RxRelay|t|BehaviorRelay||
    RxRelay|i|BehaviorRelay|value|
    RxRelay|t|ReplayRelay||
    RxRelay|f|createUnbound||
    RxRelay|f|accept||
    RxCocoa|t|SharedSequence||
    RxCocoa|t|SharedSequenceConvertibleType||
    RxCocoa|f|asSharedSequence||
    RxCocoa|t|SharingStrategyProtocol||
    RxCocoa|t|DriverSharingStrategy||
    RxCocoa|t|SignalSharingStrategy||
    RxCocoa|t|Driver||
    RxCocoa|t|Signal||
    RxCocoa|t|SharingScheduler||
    RxCocoa|v|make||
    RxCocoa|f|mock|scheduler|
    RxCocoa|f|mock|makeScheduler|
    RxCocoa|f|asDriver||
    RxCocoa|f|asDriver|onErrorJustReturn|
    RxCocoa|f|asDriver|onErrorDriveWith|
    RxCocoa|f|asDriver|onErrorRecover|
    RxCocoa|f|asSignal||
    RxCocoa|f|asSignal|onErrorJustReturn|
    RxCocoa|f|asSignal|onErrorSignalWith|
    RxCocoa|f|asSignal|onErrorRecover|
    RxCocoa|f|drive|_|
    RxCocoa|f|drive|onNext|
    RxCocoa|f|drive|with|
    RxCocoa|f|emit|to|
    RxCocoa|f|emit|onNext|
    RxCocoa|f|emit|with|
    RxCocoa|t|ControlProperty||
    RxCocoa|t|ControlPropertyType||
    RxCocoa|i|ControlProperty|values|
    RxCocoa|v|changed||
    RxCocoa|v|orEmpty||
    RxCocoa|f|asControlProperty||
    RxCocoa|t|ControlEvent||
    RxCocoa|t|ControlEventType||
    RxCocoa|i|ControlEvent|events|
    RxCocoa|f|asControlEvent||
    RxCocoa|t|RxCocoaError||
    RxCocoa|t|KVORepresentable||absent: Apple-only (Key-Value Observing through the Objective-C runtime)
    RxCocoa|t|DelegateProxy||absent: Apple-only (Objective-C runtime forwarding)
    RxCocoa|t|RxCocoaObjCRuntimeError||absent: Apple-only (Objective-C runtime)
    RxTest|t|TestScheduler||different: usable from any thread (RxTest: main thread only); a subclass restates @unchecked Sendable (D76)
    RxTest|i|TestScheduler|initialClock|
    RxTest|t|Defaults||
    RxTest|f|createHotObservable||
    RxTest|f|createColdObservable||
    RxTest|f|createObserver||
    RxTest|f|scheduleAt||
    RxTest|f|start|created|
    RxTest|f|start|disposed|
    RxTest|f|start|_|
    RxTest|t|TestableObservable||
    RxTest|v|recordedEvents||
    RxTest|v|subscriptions||
    RxTest|t|TestableObserver||
    RxTest|v|events||
    RxTest|t|TestTime||
    RxTest|t|Subscription||
    RxTest|v|subscribe||
    RxTest|v|unsubscribe||
    RxTest|t|Recorded||
    RxTest|v|time||
    RxTest|f|next||
    RxTest|f|completed||
    RxTest|f|events||
    RxTest|t|TestSchedulerVirtualTimeConverter||
    RxTest|f|XCTAssertEqual||
    RxTest|f|XCTAssertRecordedElements||
    RxBlocking|f|toBlocking|timeout|
    RxBlocking|t|BlockingObservable||
    RxBlocking|f|first||
    RxBlocking|f|last||
    RxBlocking|f|toArray||
    RxBlocking|f|single||
    RxBlocking|t|MaterializedSequenceResult||
    RxBlocking|c|MaterializedSequenceResult.completed|elements|
    RxBlocking|c|MaterializedSequenceResult.failed|elements|
    """

let root = FileManager.default.currentDirectoryPath
let guide = "Sources/RxCore/RxCore.docc/MigratingFromRxSwift.md"
let begin = "<!-- rxswift-api-audit: begin (generated by scripts/rxswift-api-audit.swift) -->"
let end = "<!-- rxswift-api-audit: end -->"

/// Every Swift file of the modules that stand in for RxSwift, with its text.
func sources() -> [(path: String, text: String)] {
    var found: [(String, String)] = []
    for directory in ["Sources/RxCore", "Sources/RxTesting"] {
        guard let walker = FileManager.default.enumerator(atPath: root + "/" + directory) else { continue }
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = directory + "/" + relative
            if let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) { found.append((path, text)) }
        }
    }
    return found.sorted { $0.0 < $1.0 }
}

/// The declaration pattern for one entry, without its access level.
func declaration(kind: String, name: String, label: String) -> String {
    let escaped = NSRegularExpression.escapedPattern(for: name)
    let argument = label.isEmpty ? "" : (label == "_" ? "\\s*_\\s" : "\\s*\(NSRegularExpression.escapedPattern(for: label))\\b")
    switch kind {
    case "t": return "(class|struct|enum|protocol|typealias|actor)\\s+\(escaped)\\b"
    case "f": return "func\\s+`?\(escaped)`?\\s*(<[^(]*>)?\\s*\\(" + argument
    case "v": return "(var|let)\\s+\(escaped)\\b"
    case "c": return "case\\s+\(escaped)\\b" + (label.isEmpty ? "" : "\\(\\s*\(label)\\b")
    case "i": return "init\\s*(<[^(]*>)?\\s*\\(" + argument
    default: fatalError("unknown kind \(kind)")
    }
}

func firstFile(matching pattern: String, in files: [(path: String, text: String)], where accept: (String) -> Bool = { _ in true }) -> String? {
    guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { fatalError("bad pattern \(pattern)") }
    for file in files where accept(file.text) {
        if regex.firstMatch(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)) != nil { return file.path }
    }
    return nil
}

let files = sources()
var rows: [String] = []
var missing: [String] = []
var counts: [String: Int] = [:]
for line in entries.split(separator: "\n") {
    let fields = line.trimmingCharacters(in: .whitespaces).split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 5 else { fatalError("bad entry: \(line)") }
    let (module, kind, name, label, note) = (fields[0], fields[1], fields[2], fields[3], fields[4])
    let shown: String
    switch kind {
    case "i": shown = "`\(name).init(\(label.isEmpty ? "" : label + ":"))`"
    case "f": shown = "`\(name)(\(label.isEmpty ? "" : label + ":"))`"
    case "c": shown = "`case \(name)\(label.isEmpty ? "" : "(\(label):)")`"
    default: shown = "`\(name)`"
    }
    // An `init`, or an `Owner.member`, is looked up in the files that declare or extend its type.
    let owner = kind == "i" ? name : (name.contains(".") ? String(name.split(separator: ".")[0]) : nil)
    let member = name.split(separator: ".").last.map(String.init) ?? name
    let body = declaration(kind: kind, name: member, label: label)
    let inType: (String) -> Bool = owner.map { owner in
        { text in ["class", "struct", "enum", "protocol", "extension"].contains { text.contains("\($0) \(owner)") } }
    } ?? { _ in true }
    let found = firstFile(matching: "(public|open)\\s+([a-z@()]+\\s+)*" + body, in: files, where: inType)
        ?? (kind == "c" ? firstFile(matching: "^\\s*" + body, in: files, where: { $0.contains("public enum") && inType($0) }) : nil)
        ?? (kind == "f" || kind == "v" ? firstFile(matching: "^    " + body, in: files, where: { $0.contains("public protocol") && inType($0) }) : nil)
    let status: String
    var why = found.map { "`\($0.replacingOccurrences(of: "Sources/", with: ""))`" } ?? ""
    if note.hasPrefix("absent:") {
        status = found == nil ? "absent" : "present"
        why = String(note.dropFirst("absent:".count)).trimmingCharacters(in: .whitespaces) + (found == nil ? "" : " (but found: \(why))")
    } else if found == nil {
        status = "**MISSING**"
        missing.append("\(module) \(shown)")
    } else if note.hasPrefix("different:") {
        status = "different"
        why = String(note.dropFirst("different:".count)).trimmingCharacters(in: .whitespaces) + "; \(why)"
    } else {
        status = "present"
    }
    counts[status, default: 0] += 1
    rows.append("| \(module) | \(shown) | \(status) | \(why) |")
}

let summary = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
let table = ([begin, "", "\(rows.count) declarations: \(summary).", "", "| Module | Declaration | Status | Where, or why |", "|---|---|---|---|"] + rows + ["", end]).joined(separator: "\n")

let guidePath = root + "/" + guide
guard let text = try? String(contentsOfFile: guidePath, encoding: .utf8),
      let start = text.range(of: begin), let stop = text.range(of: end) else {
    FileHandle.standardError.write(Data("\(guide) has no audit markers\n".utf8))
    exit(1)
}
let updated = text.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: table)
print("\(rows.count) declarations: \(summary)")
for name in missing { print("missing: \(name)") }
if CommandLine.arguments.contains("--check") {
    if updated != text { print("\(guide): the audit table is out of date; run swift scripts/rxswift-api-audit.swift") }
    exit(missing.isEmpty && updated == text ? 0 : 1)
}
try updated.write(toFile: guidePath, atomically: true, encoding: .utf8)
