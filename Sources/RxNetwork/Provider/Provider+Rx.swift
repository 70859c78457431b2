import Foundation
import RxCore

extension Provider: ReactiveCompatible {}

extension Reactive where Base: ProviderType {
    /// A `Single` that sends a request for `target` on each subscription.
    ///
    /// Disposing the subscription cancels the transfer, which closes its connection;
    /// the `Single` then emits nothing. Errors are `NetworkError`s.
    ///
    /// The `Single` delivers on the transport's thread (`CurlTransport`'s network thread,
    /// as URLSession calls its delegates on its queue) or the provider's scheduler, so
    /// observe on your own scheduler before slow work or UI.
    // Inlinable, so the caller's code is specialized for its provider: unspecialized, the
    // class comparison below and the closures over the target looked up metadata and
    // copied the target through value witnesses on every request.
    @inlinable
    public func request(_ target: Base.Target) -> Single<Response> {
        let provider = base
        // A `Provider` itself (not a subclass, which may override `request(_:completion:)`)
        // hands the outcome to the Single's observer directly, without a closure made per
        // request to convert it. The exact class is compared, so no dynamic cast is needed.
        let direct = ObjectIdentifier(type(of: provider)) == ObjectIdentifier(Provider<Base.Target>.self)
            ? unsafeDowncast(provider, to: Provider<Base.Target>.self) : nil
        return Single.create { observer in
            if let direct { return direct.request(target, single: observer) }
            return provider.request(target) { result in
                switch result {
                case .success(let response): observer(.success(response))
                case .failure(let error): observer(.failure(error))
                }
            }
        }
    }
}

extension Reactive where Base: ProviderType {
    /// True while at least one of the provider's requests has waited longer than its
    /// `slowRequestThreshold` without an answer (before it times out), false otherwise;
    /// replays the current value and sends changes only. Bind it to a "the server is not
    /// answering" message (`isSlow.asDriver(onErrorJustReturn: false)`); it never fails.
    public var isSlow: Observable<Bool> { base.isSlow }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Response {
    /// Fails with `NetworkError.statusCode` unless the status is 2xx.
    public func filterSuccessfulStatusCodes() -> Single<Response> {
        primitiveSequence.map { try $0.filterSuccessfulStatusCodes() }
    }

    /// Fails with `NetworkError.statusCode` unless the status is 2xx or 3xx.
    public func filterSuccessfulStatusAndRedirectCodes() -> Single<Response> {
        primitiveSequence.map { try $0.filterSuccessfulStatusAndRedirectCodes() }
    }

    /// Fails with `NetworkError.statusCode` unless the status is in `statusCodes`.
    public func filter<R: RangeExpression>(statusCodes: R) -> Single<Response> where R.Bound == Int {
        primitiveSequence.map { try $0.filter(statusCodes: statusCodes) }
    }

    /// Fails with `NetworkError.statusCode` unless the status is `statusCode`.
    public func filter(statusCode: Int) -> Single<Response> {
        primitiveSequence.map { try $0.filter(statusCode: statusCode) }
    }

    /// The body parsed as JSON; fails with `NetworkError.jsonMapping`.
    public func mapJSON(failsOnEmptyData: Bool = true) -> Single<Any> {
        primitiveSequence.map { try $0.mapJSON(failsOnEmptyData: failsOnEmptyData) }
    }

    /// The body (or the string at `keyPath`) as text; fails with `NetworkError.stringMapping`.
    public func mapString(atKeyPath keyPath: String? = nil) -> Single<String> {
        primitiveSequence.map { try $0.mapString(atKeyPath: keyPath) }
    }

    /// The body (or the part at `keyPath`) decoded as `type`; fails with
    /// `NetworkError.objectMapping` naming the key path, or `.jsonMapping`.
    public func map<D: Decodable>(_ type: D.Type, atKeyPath keyPath: String? = nil, using decoder: JSONDecoder = JSONDecoder(), failsOnEmptyData: Bool = true) -> Single<D> {
        primitiveSequence.map { try $0.map(type, atKeyPath: keyPath, using: decoder, failsOnEmptyData: failsOnEmptyData) }
    }
}
