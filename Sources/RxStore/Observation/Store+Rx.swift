import RxCore

extension Store: ReactiveCompatible {}

extension Reactive where Base: Store {
    /// An observer that adds each received record with `update`, so a feed can be bound
    /// straight into the store: `fetcher.timeline.subscribe(store.rx.add(update: .all))`.
    /// Each element is one transaction; a failed write and an error event are reported
    /// through `onError` (silently dropped when nil).
    public func add<R: Record>(update: UpdatePolicy = .error, onError: ((Swift.Error) -> Void)? = nil) -> AnyObserver<R> {
        let store = base
        return AnyObserver { event in
            guard case .next(let record) = event else {
                if case .error(let error) = event { onError?(error) }
                return
            }
            do { try store.add(record, update: update) } catch { onError?(error) }
        }
    }

    /// An observer that adds each received batch of records with `update`, one transaction per batch.
    public func add<S: Sequence>(update: UpdatePolicy = .error, onError: ((Swift.Error) -> Void)? = nil) -> AnyObserver<S> where S.Element: Record {
        let store = base
        return AnyObserver { event in
            guard case .next(let records) = event else {
                if case .error(let error) = event { onError?(error) }
                return
            }
            do { try store.add(records, update: update) } catch { onError?(error) }
        }
    }
}
