/// One step of a fused `map`/`filter`/`compactMap` run that keeps the element type.
@usableFromInline
enum MapFilterStage<Element> {
    case map((Element) throws -> Element)
    case filter((Element) throws -> Bool)
    case compactMap((Element) throws -> Element?)
}

/// The kind of a fused stage, apart from its closure.
@usableFromInline
enum MapFilterStageKind {
    case map, filter, compactMap
    /// A `combineLatest` of one live source and `just`s: the node is a `CombineChainNode`.
    case combine
}


/// A run of `map`/`filter`/`compactMap` operators that keep the element type, fused:
/// each operator applied to one of these returns a new node that points at it, and a
/// subscription walks the nodes once to make a single sink that runs every stage in a
/// loop. A hop then costs its closure call, not a closure call plus a call into the
/// next sink (from a call site every hop of that kind shares, so badly predicted).
///
/// Nodes are immutable, so a node used by several chains (or subscribed on its own)
/// gives each subscription its own sink, as unfused operators would. `subscribeSink`
/// captures nothing and is made in the operators' inlinable bodies, so the walk and the
/// sink run code compiled for the caller's element type.
///
/// Not final only for `CombineChainNode`, whose extra fields would otherwise make every
/// map/filter node bigger (and its build slower).
@usableFromInline
class MapFilterChain<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    typealias Subscribe = (MapFilterChain<Element>, @escaping (Event<Element>) -> Void) -> Disposable

    /// The first observable that is not part of the run: what a subscription subscribes to.
    @usableFromInline let root: Observable<Element>
    @usableFromInline let previous: MapFilterChain<Element>?
    @usableFromInline let kind: MapFilterStageKind
    // The stage's closure in the field of its kind (the others hold capture-free
    // placeholders): a `let` closure of a final class is called without being copied,
    // where binding an enum payload retained and released it around every call.
    @usableFromInline let transform: (Element) throws -> Element
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline let compactTransform: (Element) throws -> Element?
    /// How many nodes, this one included: the stage array's capacity.
    @usableFromInline let depth: Int
    @usableFromInline let subscribeSink: Subscribe

    @inlinable
    convenience init(appending stage: MapFilterStage<Element>, to source: Observable<Element>) {
        switch stage {
        case .map(let transform):
            self.init(kind: .map, transform: transform, predicate: { _ in true }, compactTransform: { $0 }, to: source)
        case .filter(let predicate):
            self.init(kind: .filter, transform: { $0 }, predicate: predicate, compactTransform: { $0 }, to: source)
        case .compactMap(let transform):
            self.init(kind: .compactMap, transform: { $0 }, predicate: { _ in true }, compactTransform: transform, to: source)
        }
    }

    @inlinable
    init(
        kind: MapFilterStageKind,
        transform: @escaping (Element) throws -> Element,
        predicate: @escaping (Element) throws -> Bool,
        compactTransform: @escaping (Element) throws -> Element?,
        to source: Observable<Element>
    ) {
        // Two metatype comparisons (the class has one subclass): `as? MapFilterChain`
        // walked the source's superclass chain in the runtime on every `map` and `filter`
        // built (a `flatMap` to a request behind its decoding builds one per element).
        let sourceType = type(of: source)
        if sourceType == MapFilterChain<Element>.self || sourceType == CombineChainNode<Element>.self {
            let previous = unsafeDowncast(source, to: MapFilterChain<Element>.self)
            self.root = previous.root
            self.previous = previous
            self.depth = previous.depth + 1
        } else {
            self.root = source
            self.previous = nil
            self.depth = 1
        }
        self.kind = kind
        self.transform = transform
        self.predicate = predicate
        self.compactTransform = compactTransform
        self.subscribeSink = { chain, observer in
            if type(of: chain.root) == HoldDuringSubscribe<Element>.self {
                // A run after a hold (a combineLatest of one source and `just`s): one sink
                // holds and runs the stages, a hop fewer per element.
                let sink = HoldDuringSubscribeSink(stages: MapFilterStages(chain), observer: observer)
                sink.run(unsafeDowncast(chain.root, to: HoldDuringSubscribe<Element>.self).source)
                return sink
            }
            let sink = MapFilterSink(chain: chain, observer: observer)
            sink.setUpstream(chain.root._subscribeOnTrampoline(sink.on))
            return sink
        }
        super.init()
    }

    @usableFromInline
    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeSink(self, observer)
    }

    /// Runs this node's stage on `element`; false when the element is dropped.
    @inlinable
    final func apply(to element: inout Element) throws -> Bool {
        switch kind {
        case .map:
            element = try transform(element)
            return true
        case .filter:
            return try predicate(element)
        case .compactMap:
            guard let result = try compactTransform(element) else { return false }
            element = result
            return true
        case .combine:
            let node = unsafeDowncast(self, to: CombineChainNode<Element>.self)
            try node.combineTransform(&element, node.constants)
            return true
        }
    }
}

/// A fused `combine` stage: a `combineLatest` of one live source and `just`s whose result
/// has the live source's type. `combineTransform(&element, constants)` replaces the element
/// with the result; `constants` holds the `just`s' elements (see `Observable.combinedInPlace`).
@usableFromInline
final class CombineChainNode<Element>: MapFilterChain<Element>, @unchecked Sendable {
    @usableFromInline let combineTransform: (inout Element, AnyObject) throws -> Void
    @usableFromInline let constants: AnyObject

    @inlinable
    init(combine: @escaping (inout Element, AnyObject) throws -> Void, constants: AnyObject, to source: Observable<Element>) {
        combineTransform = combine
        self.constants = constants
        super.init(kind: .combine, transform: { $0 }, predicate: { _ in true }, compactTransform: { $0 }, to: source)
    }
}

/// The stages of a fused `map`/`filter`/`compactMap` run, for the sink that runs them.
///
/// The stages are reached through unretained references to the run's nodes, first to
/// last, in a buffer of its own: the loop then loads plain pointers and calls each
/// closure with no reference counting (an array of stages retained and released every
/// closure it copied out, which cost more than the sink calls it saved). A run of one
/// stage (a lone `map` or `filter`, the usual case behind a request) has no buffer: the
/// node is `chain` itself. The owning sink frees the buffer (`deallocate`) in its deinit.
@usableFromInline
struct MapFilterStages<Element> {
    /// Keeps every node (and so every closure) alive for the buffer's references; nil
    /// for no stages.
    @usableFromInline let chain: MapFilterChain<Element>?
    /// The nodes, first to last; only for two stages or more (nil otherwise).
    @usableFromInline let nodes: UnsafeMutablePointer<Unmanaged<MapFilterChain<Element>>>?
    /// The one node of a one-stage run (nil otherwise), unretained as the buffer's are:
    /// reading `chain` for each element retained and released it.
    @usableFromInline let single: Unmanaged<MapFilterChain<Element>>?
    @usableFromInline let count: Int
    /// Every stage is a `combine` (a nest of `combineLatest`s of one live source and
    /// `just`s): the loop then calls each stage's closure with no switch on its kind.
    @usableFromInline let combinesOnly: Bool

    /// No stages: elements pass unchanged.
    @inlinable
    init() {
        chain = nil
        nodes = nil
        single = nil
        count = 0
        combinesOnly = false
    }

    @inlinable
    init(_ chain: MapFilterChain<Element>) {
        self.chain = chain
        count = chain.depth
        guard chain.depth > 1 else {
            nodes = nil
            single = .passUnretained(chain)
            combinesOnly = chain.kind == .combine
            return
        }
        let nodes = UnsafeMutablePointer<Unmanaged<MapFilterChain<Element>>>.allocate(capacity: chain.depth)
        self.nodes = nodes
        single = nil
        var index = chain.depth
        var node: MapFilterChain<Element>? = chain
        var combinesOnly = true
        while let current = node {
            index -= 1
            (nodes + index).initialize(to: .passUnretained(current))
            combinesOnly = combinesOnly && current.kind == .combine
            node = current.previous
        }
        self.combinesOnly = combinesOnly
    }

    /// Frees the buffer (`Unmanaged` is trivial: nothing to deinitialize). Freed as raw
    /// memory: a sink's deinit is compiled unspecialized, and the typed pointer's
    /// `deallocate` looked up `Unmanaged<MapFilterChain<Element>>`'s metadata at run
    /// time for its alignment (~650 instructions per subscription, more than the
    /// subscription's allocations).
    /// Static, over the one field: a method on the stored value copied it first, a
    /// retain and release of `chain` in every sink's deinit.
    @usableFromInline
    static func deallocate(_ nodes: UnsafeMutablePointer<Unmanaged<MapFilterChain<Element>>>?) {
        if let nodes { UnsafeMutableRawPointer(nodes).deallocate() }
    }

    /// Runs every stage on `element` in order: false when a stage dropped it, or when
    /// `sink` is disposed before a stage (unfused, each hop's sink checks after its
    /// closure, so a closure that disposed the subscription stops the later stages; and a
    /// subscription that ended, say by a throw while its source still sends within
    /// `subscribe`, calls no closure again, as a `combineLatest` whose stage this is would
    /// not). A throw ends the run with that error.
    @inlinable @inline(__always)
    func apply(to element: inout Element, for sink: Sink<Element>) throws -> Bool {
        guard let nodes else {
            // One stage or none.
            guard let single else { return true }
            if sink.isDisposed { return false }
            return try single._withUnsafeGuaranteedRef { try $0.apply(to: &element) }
        }
        if combinesOnly {
            var node = nodes
            let end = nodes + count
            while node != end {
                if sink.isDisposed { return false }
                try node.pointee._withUnsafeGuaranteedRef {
                    let stage = unsafeDowncast($0, to: CombineChainNode<Element>.self)
                    try stage.combineTransform(&element, stage.constants)
                }
                node += 1
            }
            return true
        }
        for index in 0..<count {
            if sink.isDisposed { return false }
            let kept = try nodes[index]._withUnsafeGuaranteedRef { try $0.apply(to: &element) }
            guard kept else { return false }
        }
        return true
    }

    /// Runs every stage on `element` and sends what is left through `sink`, or the error
    /// a stage threw (which ends it).
    @inlinable @inline(__always)
    func send(_ element: Element, through sink: Sink<Element>) {
        var element = element
        do {
            guard try apply(to: &element, for: sink) else { return }
        } catch {
            sink.forwardTerminal(.error(error))
            return
        }
        sink.forward(.next(element))
    }
}

/// The one sink of a fused `map`/`filter`/`compactMap` run.
///
/// `@unchecked Sendable` as every `Sink`: its source serialises the events it is sent, and
/// `stages` is written only in `init` and read-only afterwards (the nodes are immutable
/// and kept alive by it).
@usableFromInline
final class MapFilterSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let stages: MapFilterStages<Element>

    @inlinable
    init(chain: MapFilterChain<Element>, observer: @escaping (Event<Element>) -> Void) {
        stages = MapFilterStages(chain)
        super.init(observer: observer)
    }

    deinit {
        MapFilterStages.deallocate(stages.nodes)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            stages.send(element, through: self)
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
