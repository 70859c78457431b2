extension ObservableType {
    /// Returns a sequence that creates a resource for each subscription, builds the
    /// source from it, and disposes the resource when the subscription ends.
    ///
    /// The resource is disposed after the source subscription, whether the sequence
    /// completed, failed or was disposed. An error thrown by either factory is sent as
    /// `.error` (and a resource already created is disposed).
    /// - seealso: [using operator on reactivex.io](http://reactivex.io/documentation/operators/using.html)
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        UsingProducer(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

final class UsingProducer<Element, Resource: Disposable>: Producer<Element>, @unchecked Sendable {
    private let resourceFactory: () throws -> Resource
    private let observableFactory: (Resource) throws -> Observable<Element>

    init(resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = UsingSink(observer: observer)
        do {
            let resource = try resourceFactory()
            sink.resource.setDisposable(resource)
            let source = try observableFactory(resource)
            sink.setUpstream(source._subscribe(sink.on))
        } catch {
            sink.forwardTerminal(.error(error))
        }
        return sink
    }
}

/// `@unchecked Sendable`: `resource` is itself thread-safe and is disposed once, after the upstream.
final class UsingSink<Element>: Sink<Element>, @unchecked Sendable {
    let resource = SingleAssignmentDisposable()

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forward(event)
        case .error, .completed:
            forwardTerminal(event)
        }
    }

    override func disposeResources() {
        resource.dispose()
    }
}
