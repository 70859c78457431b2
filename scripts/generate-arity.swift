// Generates the fixed-arity (2 to 8 sources) `combineLatest` and `zip` of RxCore:
//
//     swift scripts/generate-arity.swift
//
// Every arity has the same shape; only the number of sources differs, so the code is
// written once here. Run from the package root; it rewrites
// Sources/RxCore/Observables/Observable+CombineLatest+arity.swift and
// Sources/RxCore/Observables/Observable+Zip+arity.swift.

import Foundation

let arities = 2...8

func list(_ n: Int, _ separator: String = ", ", _ item: (Int) -> String) -> String {
    (1...n).map(item).joined(separator: separator)
}

func lines(_ n: Int, _ item: (Int) -> String) -> String {
    (1...n).map(item).joined(separator: "\n")
}

// MARK: - Shared pieces

/// The public entry points: with a result selector, and the tuple form.
func entryPoints(_ n: Int, name: String, producer: String, sink: String, docs: String, tupleDocs: String, shortcut: String = "") -> String {
    let generics = list(n) { "O\($0): ObservableType" }
    let parameters = list(n) { "_ source\($0): O\($0)" }
    let elements = list(n) { "O\($0).Element" }
    // With a shortcut, the sources were already made observables by it.
    let arguments = list(n) { shortcut.isEmpty ? "source\($0): source\($0).asObservable()" : "source\($0): observable\($0)" }
    let tuple = list(n) { "$\($0 - 1)" }
    // With a shortcut the body is inlined where it is called, so the shortcut's closure is
    // made where `resultSelector` is a known closure, and calls it directly.
    let attributes = shortcut.isEmpty ? "@inlinable" : "@inlinable @inline(__always)"
    return """
    extension ObservableType {
    \(docs)
        \(attributes)
        public static func \(name)<\(generics)>(
            \(parameters),
            resultSelector: @escaping (\(elements)) throws -> Element
        ) -> Observable<Element> {
    \(shortcut)        \(shortcut.isEmpty ? "" : "return ")\(producer)(\(arguments), resultSelector: resultSelector) { parent, observer in
                let sink = \(sink)(resultSelector: parent.resultSelector, observer: observer)
                sink.run(parent)
                return sink
            }
        }
    }

    extension ObservableType where Element == Any {
    \(tupleDocs)
        @inlinable
        public static func \(name)<\(generics)>(
            \(parameters)
        ) -> Observable<(\(elements))> {
            Observable<(\(elements))>.\(name)(\(list(n) { "source\($0)" }), resultSelector: { (\(tuple)) })
        }
    }
    """
}

/// The producer: the sources, the selector, and the sink-making closure built in the
/// caller's (specialized) code.
func producerClass(_ n: Int, name: String, operatorName: String) -> String {
    let generics = list(n) { "E\($0)" } + ", Result"
    let selector = "(\(list(n) { "E\($0)" })) throws -> Result"
    return """
    /// `\(operatorName)` of \(n) sources. `runSink` is made in the operator's inlinable body,
    /// so the sink's per-element code is compiled for the caller's types.
    @usableFromInline
    final class \(name)<\(generics)>: Producer<Result>, @unchecked Sendable {
        @usableFromInline
        typealias RunSink = (\(name), @escaping (Event<Result>) -> Void) -> Disposable

    \(lines(n) { "    @usableFromInline let source\($0): Observable<E\($0)>" })
        @usableFromInline let resultSelector: \(selector)
        @usableFromInline let runSink: RunSink

        @inlinable
        init(\(list(n) { "source\($0): Observable<E\($0)>" }), resultSelector: @escaping \(selector), runSink: @escaping RunSink) {
    \(lines(n) { "        self.source\($0) = source\($0)" })
            self.resultSelector = resultSelector
            self.runSink = runSink
            super.init()
        }

        @usableFromInline
        override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
            runSink(self, observer)
        }
    }
    """
}

/// Subscribes every source, each through its own subscription so a source that ends
/// can be let go of at once (as RxSwift does).
func runMethod(_ n: Int, producer: String) -> String {
    """
        @inlinable
        func run(_ parent: \(producer)<\(list(n) { "E\($0)" }), Result>) {
    \(lines(n) { "        let subscription\($0) = SingleAssignmentDisposable()" })
            setUpstream(CompositeDisposable(disposables: [\(list(n) { "subscription\($0)" })]))
    \(lines(n) { "        self.subscription\($0) = subscription\($0)" })
    \(lines(n) { "        subscription\($0).setDisposable(parent.source\($0)._subscribe { [self] event in gated(event, handle\($0)) })" })
        }
    """
}

// MARK: - combineLatest

/// The start of `combineLatest`'s body: with every source but one an immediate `just`,
/// the result is a map of that source with the `just`s' elements bound (see
/// `CombineLatestOfOneSource.swift`), held while subscribing unless it is the last source.
/// When the result has the live source's type it is a fused in-place stage whose closure
/// gets the `just`s' elements as an argument (`combinedInPlace`); the live element is the
/// result's type there, so the cast of `value` changes nothing.
func oneLiveSource(_ n: Int) -> String {
    let cases = lines(n) { live in
        let pattern = list(n) { $0 == live ? "nil" : "let just\($0)?" }
        let others = (1...n).filter { $0 != live }
        let constantTypes = others.map { "O\($0).Element" }.joined(separator: ", ")
        let constantValues = others.map { "just\($0).element" }.joined(separator: ", ")
        let bound = others.enumerated().map { position, source in
            (source, n == 2 ? "bound.values" : "bound.values.\(position)")
        }
        let inPlaceArguments = list(n) { source in
            source == live ? "unsafeBitCast(value, to: O\(live).Element.self)" : bound.first { $0.0 == source }?.1 ?? ""
        }
        let arguments = list(n) { $0 == live ? "$0" : "element\($0)" }
        return """
                case (\(pattern)):
                    if O\(live).Element.self == Element.self {
                        return unsafeDowncast(observable\(live), to: Observable<Element>.self).combinedInPlace(
                            holdsWhileSubscribing: \(live < n), FusedConstants((\(constantValues)))
                        ) { value, constants in
                            let bound = unsafeDowncast(constants, to: FusedConstants<(\(constantTypes))>.self)
                            value = try resultSelector(\(inPlaceArguments))
                        }
                    }
                    return observable\(live).combinedWithConstants(holdsWhileSubscribing: \(live < n)) { [\(list(n - 1) { index in
                        let source = index < live ? index : index + 1
                        return "element\(source) = just\(source).element"
                    })] in
                        try resultSelector(\(arguments))
                    }
        """
    }
    return """
    \(lines(n) { "        let observable\($0) = source\($0).asObservable()" })
            switch (\(list(n) { "observable\($0).asImmediateJust" })) {
    \(cases)
            default:
                break
            }

    """
}

func combineLatest(_ n: Int) -> String {
    let generics = list(n) { "E\($0)" } + ", Result"
    let selector = "(\(list(n) { "E\($0)" })) throws -> Result"
    let handlers = lines(n) { index in
        """
            @inlinable
            func handle\(index)(_ event: Event<E\(index)>) {
                guard !isDisposed else { return }
                switch event {
                case .next(let element):
                    latest\(index) = element
                    next(\(index - 1))
                case .error(let error):
                    subscription\(index)?.dispose()
                    forwardTerminal(.error(error))
                case .completed:
                    guard !isDone\(index) else { return }
                    isDone\(index) = true
                    subscription\(index)?.dispose()
                    done()
                }
            }

        """
    }
    return """
    // MARK: - \(n) sources

    \(entryPoints(n, name: "combineLatest", producer: "CombineLatest\(n)", sink: "CombineLatest\(n)Sink", docs: """
        /// Combines the latest elements of the \(n) sources with `resultSelector` each time
        /// any of them sends an element, once every source has sent at least one.
        ///
        /// As in RxSwift, the result completes when all sources have completed, or when an
        /// element arrives that cannot be combined (a source never sent one) and every other
        /// source has completed. It fails as soon as a source fails or `resultSelector`
        /// throws. A source that ends is unsubscribed at once.
        /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    """, tupleDocs: """
        /// Sends a tuple of the latest elements of the \(n) sources each time any of them
        /// sends an element, once every source has sent at least one.
        ///
        /// Completion and errors are as for `combineLatest` with a `resultSelector`.
        /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    """, shortcut: oneLiveSource(n)))

    \(producerClass(n, name: "CombineLatest\(n)", operatorName: "combineLatest"))

    /// `@unchecked Sendable`: the latest elements, the counts and the subscriptions are
    /// only touched by the gate's owner (see `GatedSink`), so the selector and the
    /// observer are called with no lock held.
    @usableFromInline
    final class CombineLatest\(n)Sink<\(generics)>: GatedSink<Result>, @unchecked Sendable {
        @usableFromInline let resultSelector: \(selector)
    \(lines(n) { "    @usableFromInline @exclusivity(unchecked) var latest\($0): E\($0)?" })
    \(lines(n) { "    @usableFromInline @exclusivity(unchecked) var isDone\($0) = false" })
    \(lines(n) { "    @usableFromInline @exclusivity(unchecked) var subscription\($0): SingleAssignmentDisposable?" })
        @usableFromInline @exclusivity(unchecked) var doneCount = 0
        /// The one source (1-based) still running once all others have completed, else 0.
        /// Set once, by the gate's owner, after the state the lone source's handler reads.
        @usableFromInline let soloSource = Atomic<Int>(0)

        @inlinable
        init(resultSelector: @escaping \(selector), observer: @escaping (Event<Result>) -> Void) {
            self.resultSelector = resultSelector
            super.init(observer: observer)
        }

        @inlinable
        func run(_ parent: CombineLatest\(n)<\(list(n) { "E\($0)" }), Result>) {
    \(lines(n) { "        let subscription\($0) = SingleAssignmentDisposable()" })
            setUpstream(CompositeDisposable(disposables: [\(list(n) { "subscription\($0)" })]))
    \(lines(n) { "        self.subscription\($0) = subscription\($0)" })
    \(lines(n) { "        subscription\($0).setDisposable(parent.source\($0)._subscribe { [self] event in\n            if isSolo(\($0)) { handle\($0)(event) } else { gated(event, handle\($0)) }\n        })" })
        }

        /// Whether an event of source `index` may be handled without the gate: every other
        /// source has completed (so no other source can send) and the gate is open (so no
        /// earlier event of this source still waits in its queue). A single source obeys
        /// the Rx grammar, so its events never overlap; its elements then skip the gate's
        /// two compare-and-swaps, which dominate a hop through a combineLatest of one live
        /// source and constants.
        @inlinable @inline(__always)
        func isSolo(_ index: Int) -> Bool {
            soloSource.load(ordering: .acquiring) == index && gate.state.load(ordering: .acquiring) == 0
        }

    \(handlers)
        /// The source at `index` sent an element: forwards the combination once every source
        /// has one; until then, completes if every other source has completed.
        @inlinable
        func next(_ index: Int) {
            guard \(list(n) { "let value\($0) = latest\($0)" }) else {
                if \(list(n, " && ") { "(isDone\($0) || index == \($0 - 1))" }) {
                    forwardTerminal(.completed)
                }
                return
            }
            let result: Result
            do {
                result = try resultSelector(\(list(n) { "value\($0)" }))
            } catch {
                forwardTerminal(.error(error))
                return
            }
            forward(.next(result))
        }

        /// A source completed: the result completes when all have; when one is left, its
        /// events may skip the gate (see `isSolo`).
        @inlinable
        func done() {
            doneCount += 1
            if doneCount == \(n) {
                forwardTerminal(.completed)
            } else if doneCount == \(n - 1) {
    \(lines(n) { "            \($0 == 1 ? "" : "else ")if !isDone\($0) { soloSource.store(\($0), ordering: .releasing) }" })
            }
        }

        @usableFromInline
        override func disposeResources() {
            // Releases the elements and subscriptions as the gate's owner: never during a
            // handler, and outside any lock (their deinit may run user code). Once one
            // source is left its handler may run outside the gate, so they are then left
            // to the sink's deinit.
            gate.runOrSubmit { [self] in
                guard soloSource.load(ordering: .relaxed) == 0 else { return }
    \(lines(n) { "            latest\($0) = nil" })
    \(lines(n) { "            subscription\($0) = nil" })
            }
        }
    }

    """
}

// MARK: - zip

func zip(_ n: Int) -> String {
    let generics = list(n) { "E\($0)" } + ", Result"
    let selector = "(\(list(n) { "E\($0)" })) throws -> Result"
    let handlers = lines(n) { index in
        """
            @inlinable
            func handle\(index)(_ event: Event<E\(index)>) {
                guard !isDisposed else { return }
                switch event {
                case .next(let element):
                    queue\(index).enqueue(element)
                    next(\(index - 1))
                case .error(let error):
                    subscription\(index)?.dispose()
                    forwardTerminal(.error(error))
                case .completed:
                    guard !isDone\(index) else { return }
                    isDone\(index) = true
                    subscription\(index)?.dispose()
                    if \(list(n, " && ") { "isDone\($0)" }) {
                        forwardTerminal(.completed)
                    }
                }
            }

        """
    }
    return """
    // MARK: - \(n) sources

    \(entryPoints(n, name: "zip", producer: "Zip\(n)", sink: "Zip\(n)Sink", docs: """
        /// Combines the elements of the \(n) sources by position with `resultSelector`:
        /// the first elements of all, then the second elements of all, and so on.
        ///
        /// Elements wait in a per-source queue until every source has one at that position.
        /// As in RxSwift, the result completes when every source has completed (even when one
        /// completed with nothing waiting and no combination can form any more), and fails as
        /// soon as a source fails or `resultSelector` throws. A source that ends is
        /// unsubscribed at once.
        /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    """, tupleDocs: """
        /// Sends tuples of the elements of the \(n) sources combined by position.
        ///
        /// Completion and errors are as for `zip` with a `resultSelector`.
        /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    """))

    \(producerClass(n, name: "Zip\(n)", operatorName: "zip"))

    /// `@unchecked Sendable`: the queues, flags and subscriptions are only touched by the
    /// gate's owner (see `GatedSink`), so the selector and the observer are called with
    /// no lock held.
    @usableFromInline
    final class Zip\(n)Sink<\(generics)>: GatedSink<Result>, @unchecked Sendable {
        @usableFromInline let resultSelector: \(selector)
    \(lines(n) { "    @usableFromInline @exclusivity(unchecked) var queue\($0) = RingBuffer<E\($0)>()" })
    \(lines(n) { "    @usableFromInline @exclusivity(unchecked) var isDone\($0) = false" })
    \(lines(n) { "    @usableFromInline @exclusivity(unchecked) var subscription\($0): SingleAssignmentDisposable?" })

        @inlinable
        init(resultSelector: @escaping \(selector), observer: @escaping (Event<Result>) -> Void) {
            self.resultSelector = resultSelector
            super.init(observer: observer)
        }

    \(runMethod(n, producer: "Zip\(n)"))

    \(handlers)
        /// A source sent an element: forwards the next combination once every source has one.
        @inlinable
        func next(_ index: Int) {
            guard \(list(n, ", ") { "!queue\($0).isEmpty" }),
                  \(list(n) { "let value\($0) = queue\($0).dequeue()" })
            else { return }
            let result: Result
            do {
                result = try resultSelector(\(list(n) { "value\($0)" }))
            } catch {
                forwardTerminal(.error(error))
                return
            }
            forward(.next(result))
        }

        @usableFromInline
        override func disposeResources() {
            // Releases the waiting elements and subscriptions as the gate's owner: never
            // during a handler, and outside any lock (their deinit may run user code).
            gate.runOrSubmit { [self] in
    \(lines(n) { "            queue\($0).removeAll()" })
    \(lines(n) { "            subscription\($0) = nil" })
            }
        }
    }

    """
}

// MARK: - Files

let header = """
// Generated by scripts/generate-arity.swift for arities 2 to 8.
// Do not edit: change the script and run it again.

import Synchronization


"""

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let directory = root.appendingPathComponent("Sources/RxCore/Observables")
let files = [
    ("Observable+CombineLatest+arity.swift", arities.map(combineLatest)),
    ("Observable+Zip+arity.swift", arities.map(zip)),
]
for (name, sections) in files {
    let text = header + sections.joined(separator: "\n")
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines) + "\n"
    try trimmed.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    print("wrote \(name)")
}
