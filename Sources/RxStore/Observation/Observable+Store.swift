import Foundation
import RxCore
import Differentiator

/// A query whose changes can be observed: `Results` of an `Equatable` record type.
public protocol StoreCollection {
    /// The record type.
    associatedtype Item: Record & Equatable
    /// The query.
    var asResults: Results<Item> { get }
}

extension Results: StoreCollection where Element: Equatable {
    /// Itself.
    public var asResults: Results<Element> { self }
}

extension Observable where Element: StoreCollection {
    /// Emits `results` and its change set on subscription (the change set is nil), then
    /// again after each committed write that changed the query's rows, with the deleted
    /// (old indexes), inserted, updated (new indexes) and moved rows (RxRealm's `changeset(from:)`).
    ///
    /// Rows are matched by primary key and compared with `==`. Writes that commit while a
    /// refresh is pending coalesce into one change set. The first element is delivered on
    /// the subscribing thread when `synchronousStart` is true; all later ones on
    /// `scheduler`, one at a time, never while a store lock is held. A read error ends
    /// the sequence with that error.
    public static func changeset(from results: Element, synchronousStart: Bool = true, on scheduler: ImmediateSchedulerType = MainScheduler.instance) -> Observable<(Element, Changeset<Element.Item>?)> {
        Observable<(Element, Changeset<Element.Item>?)>.create { observer in
            let observation = QueryObservation(results: results, scheduler: scheduler, observer: observer)
            observation.start(synchronously: synchronousStart)
            return Disposables.create { observation.stop() }
        }
    }

    /// Emits `results` on subscription and after each committed write that changed its
    /// rows (see `changeset(from:synchronousStart:on:)` for threading).
    public static func collection(from results: Element, synchronousStart: Bool = true, on scheduler: ImmediateSchedulerType = MainScheduler.instance) -> Observable<Element> {
        changeset(from: results, synchronousStart: synchronousStart, on: scheduler).map { $0.0 }
    }

    /// Emits the query's rows as an array on subscription and after each committed write
    /// that changed them (see `changeset(from:synchronousStart:on:)` for threading).
    public static func array(from results: Element, synchronousStart: Bool = true, on scheduler: ImmediateSchedulerType = MainScheduler.instance) -> Observable<[Element.Item]> {
        changeset(from: results, synchronousStart: synchronousStart, on: scheduler).map { Array($0.0.asResults) }
    }
}

/// A record keyed by its primary key, for the diff engine.
struct KeyedRecord<Item: Equatable>: IdentifiableType, Equatable {
    let identity: StoreValue
    let item: Item
    static func == (lhs: KeyedRecord, rhs: KeyedRecord) -> Bool { lhs.item == rhs.item }
}

/// Something told after a commit changed its table (non-generic, so the store's
/// Sendable observer closure captures no generic metatype).
protocol ChangeListener: AnyObject, Sendable {
    func changed()
}

/// One subscription to a query's changes.
///
/// Lock discipline: `lock` guards `previous`, `running`, `dirty`, `token` and `stopped`.
/// Only one refresh runs at a time (`running`), so the observer is never called
/// concurrently, and it is always called after `lock` is released.
final class QueryObservation<Collection: StoreCollection>: ChangeListener, @unchecked Sendable {
    typealias Item = Collection.Item
    private let results: Collection
    private let scheduler: ImmediateSchedulerType
    private let observer: AnyObserver<(Collection, Changeset<Item>?)>
    private let lock = NSLock()
    private var previous: [KeyedRecord<Item>]?
    private var running = true
    private var dirty = false
    private var stopped = false
    private var token: Int?

    init(results: Collection, scheduler: ImmediateSchedulerType, observer: AnyObserver<(Collection, Changeset<Item>?)>) {
        self.results = results
        self.scheduler = scheduler
        self.observer = observer
    }

    private var database: Database { results.asResults.store.database }

    func start(synchronously: Bool) {
        let table = Item.tableName
        let listener: any ChangeListener = self
        let token = database.addObserver { [weak listener] tables in
            if tables.contains(table) || tables.contains("*") { listener?.changed() }
        }
        lock.lock()
        self.token = token
        lock.unlock()
        if synchronously {
            refresh()
        } else {
            _ = scheduler.schedule(()) { [self] _ in
                refresh()
                return Disposables.create()
            }
        }
    }

    func stop() {
        lock.lock()
        stopped = true
        let token = self.token
        self.token = nil
        lock.unlock()
        if let token { database.removeObserver(token) }
    }

    func changed() {
        lock.lock()
        if running || stopped {
            dirty = true
            lock.unlock()
            return
        }
        running = true
        lock.unlock()
        _ = scheduler.schedule(()) { [self] _ in
            refresh()
            return Disposables.create()
        }
    }

    /// Reads the rows, diffs them with the last ones and emits; repeats while writes
    /// arrived meanwhile.
    private func refresh() {
        while true {
            lock.lock()
            dirty = false
            let old = previous
            let isStopped = stopped
            lock.unlock()
            if isStopped { return }
            let event: Event<(Collection, Changeset<Item>?)>?
            do {
                let schema = try TableSchema.of(Item.self)
                let rows = try results.asResults.toArray().map { item in
                    KeyedRecord(identity: try RowEncoder.encode(item)[schema.primaryKey] ?? .null, item: item)
                }
                lock.lock()
                previous = rows
                lock.unlock()
                if let old {
                    let keyed = try Differentiator.changeset(from: old, to: rows)
                    event = keyed.isEmpty ? nil : .next((results, Changeset(
                        deleted: keyed.deleted, inserted: keyed.inserted, updated: keyed.updated,
                        moved: keyed.moved, finalItems: rows.map(\.item))))
                } else {
                    event = .next((results, nil))
                }
            } catch {
                stop()
                observer.on(.error(error))
                return
            }
            if let event { observer.on(event) }
            lock.lock()
            if !dirty || stopped {
                running = false
                lock.unlock()
                return
            }
            lock.unlock()
        }
    }
}
