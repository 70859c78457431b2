/// A value that is both an observable sequence and an observer.
public protocol SubjectType: ObservableType {
    /// The observer type of the subject.
    associatedtype Observer: ObserverType

    /// The subject as an observer.
    func asObserver() -> Observer
}
