import Dispatch
import Foundation
import RxCore
import RxNetwork
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads pictures by URL, decoded and sized for the box they will fill, through a
/// memory cache and a disk cache (Kingfisher's `KingfisherManager`).
///
/// `image(for:pixelSize:contentMode:)` answers from the memory cache at once (on the
/// subscribing thread), else from the disk cache, else over the network with RxNetwork's
/// `Provider` (libcurl by default; responses above the decoder's byte limit, 20 MB, are
/// refused). However many subscribers want one URL, it is fetched once: later ones join
/// the fetch in progress, and each size wanted is decoded once. Disposing a
/// subscription cancels its wait; when the last one for a URL goes, the request is
/// cancelled (its connection closed). A picture that arrived is written to the disk
/// cache as downloaded, once it is known to be a picture.
///
/// A URL that failed is not asked again for a while (`failureRetryDelay`, 5 minutes; a
/// network failure `networkFailureRetryDelay`, 30 s): views ask again whenever their
/// rows are drawn afresh, and a dead link must not cost a request per redraw. Within
/// that time the remembered error is the answer, at once on the subscribing thread.
///
/// Reading the disk and decoding happen on the loader's own serial queue, never on the
/// main queue; outcomes are delivered on `callbackQueue` (the main queue by default).
/// Thread-safe: the fetches in progress are guarded by one lock, under which nothing
/// outside the loader is called.
public final class ImageLoader: @unchecked Sendable {
    // @unchecked Sendable: `fetches`, `failures` and `requestCount` (and the fetches' and
    // waiters' `var`s) are only touched under `lock`; everything else is immutable or
    // thread-safe.

    /// Decoded pictures, by URL, size and content mode.
    public let memoryCache: ImageCache
    /// Downloaded files, or nil to keep nothing on disk.
    public let diskCache: DiskImageCache?
    /// Decodes and sizes the files, within its limits.
    public let decoder: ImageDecoder
    /// The formats decoded, as the `Accept` of every download (only a 2xx answer is a picture).
    public static let accept = "image/webp,image/png,image/jpeg"
    /// Fetches the files.
    public let provider: Provider<URLTarget>

    private let workQueue = DispatchQueue(label: "RxImages.ImageLoader", qos: .userInitiated)
    private let callbackQueue: DispatchQueue
    private let lock = NSLock()
    private var fetches: [URL: ImageFetch] = [:]
    private var requestCount = 0
    /// URLs that failed, with the error and until when (in `now`'s nanoseconds) it stands.
    private var failures: [URL: (error: ImageError, until: UInt64)] = [:]
    private let failureRetryDelay: TimeInterval
    private let networkFailureRetryDelay: TimeInterval
    private let now: @Sendable () -> UInt64

    /// A loader.
    ///
    /// - Parameters:
    ///   - provider: fetches the files (by default on libcurl, with the decoder's byte
    ///     limit as the largest response).
    ///   - memoryCache: decoded pictures (32 MB by default).
    ///   - diskCache: downloaded files (none by default; apps pass one in their cache
    ///     directory).
    ///   - decoder: its limits also cap the downloads.
    ///   - callbackQueue: where outcomes are delivered (the main queue by default).
    ///   - failureRetryDelay: how long a URL that gave no picture (an HTTP error, not a
    ///     picture, damaged, too large) answers with its error instead of a new request.
    ///   - networkFailureRetryDelay: the same for a failure to reach the server, shorter
    ///     because the network comes back.
    ///   - now: the clock those delays are measured on, in nanoseconds (monotonic by
    ///     default; tests pass their own).
    public init(provider: Provider<URLTarget>? = nil, memoryCache: ImageCache = ImageCache(), diskCache: DiskImageCache? = nil,
                decoder: ImageDecoder = ImageDecoder(), callbackQueue: DispatchQueue = .main,
                failureRetryDelay: TimeInterval = 300, networkFailureRetryDelay: TimeInterval = 30,
                now: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
        self.provider = provider ?? Provider<URLTarget>(maximumResponseSize: decoder.limits.maximumBytes)
        self.memoryCache = memoryCache
        self.diskCache = diskCache
        self.decoder = decoder
        self.callbackQueue = callbackQueue
        self.failureRetryDelay = failureRetryDelay
        self.networkFailureRetryDelay = networkFailureRetryDelay
        self.now = now
    }

    /// How many requests went to the network so far (disk and memory hits do not count).
    public var networkRequestCount: Int { lock.withLock { requestCount } }

    /// The picture at `url` sized into `pixelSize` by `contentMode`.
    ///
    /// A memory hit succeeds at once on the subscribing thread; anything else is
    /// delivered on the callback queue. Fails with `ImageError`. Disposing cancels the
    /// wait (and the request, when no one else waits for the URL).
    public func image(for url: URL, pixelSize: Size, contentMode: ImageContentMode = .scaleAspectFit) -> Single<PixelImage> {
        Single.create { [self] observer in
            let key = ImageCacheKey(url: url, pixelSize: pixelSize, contentMode: contentMode)
            if let image = memoryCache.image(for: key) {
                observer(.success(image))
                return Disposables.create()
            }
            if let error = rememberedFailure(for: url) {
                observer(.failure(error))
                return Disposables.create()
            }
            let waiter = ImageWaiter(key: key, observer: observer)
            let (fetch, isNew) = lock.withLock { () -> (ImageFetch, Bool) in
                if let fetch = fetches[url] {
                    fetch.waiters.append(waiter)
                    return (fetch, false)
                }
                let fetch = ImageFetch(url: url)
                fetch.waiters.append(waiter)
                fetches[url] = fetch
                return (fetch, true)
            }
            if isNew {
                workQueue.async { self.start(fetch) }
            }
            return Disposables.create { [weak self] in self?.leave(fetch, waiter) }
        }
    }

    // MARK: - Fetching

    /// On the work queue: the disk cache, else a request.
    private func start(_ fetch: ImageFetch) {
        if lock.withLock({ fetch.isCancelled }) { return }
        if let data = diskCache?.data(for: fetch.url) {
            return finish(fetch, with: .success(data), fromDisk: true)
        }
        let shouldSend = lock.withLock { () -> Bool in
            guard !fetch.isCancelled else { return false }
            requestCount += 1
            return true
        }
        guard shouldSend else { return }
        let limit = decoder.limits.maximumBytes
        let request = provider.request(URLTarget(url: fetch.url, accept: ImageLoader.accept, validationType: .successCodes)) { [weak self] result in
            guard let self else { return }
            let outcome = result.map(\.data).mapError { ImageLoader.imageError(for: $0, limit: limit) }
            self.workQueue.async { self.finish(fetch, with: outcome, fromDisk: false) }
        }
        let cancelNow = lock.withLock { () -> Bool in
            if fetch.isCancelled { return true }
            fetch.request = request
            return false
        }
        if cancelNow { request.dispose() }
    }

    /// On the work queue: keeps the file, decodes it once per size wanted, and hands
    /// every waiter its outcome.
    private func finish(_ fetch: ImageFetch, with result: Result<Data, ImageError>, fromDisk: Bool) {
        if case .success(let data) = result, !fromDisk, ImageFormat(sniffing: data) != nil {
            // Written before the fetch ends, so anyone who asks from now on finds it.
            diskCache?.store(data, for: fetch.url)
        }
        let waiters = lock.withLock { () -> [ImageWaiter] in
            if fetches[fetch.url] === fetch { fetches[fetch.url] = nil }
            fetch.isFinished = true
            fetch.request = nil
            defer { fetch.waiters = [] }
            return fetch.waiters
        }
        var outcomes: [ImageCacheKey: Result<PixelImage, ImageError>] = [:]
        for waiter in waiters where outcomes[waiter.key] == nil {
            outcomes[waiter.key] = result.flatMap { data in decode(data, for: waiter.key) }
        }
        let failure = outcomes.values.lazy.compactMap { outcome -> ImageError? in
            if case .failure(let error) = outcome { return error } else { return nil }
        }.first
        if fromDisk, failure != nil {
            // A file on disk that no longer decodes is of no use to anyone.
            diskCache?.remove(fetch.url)
        }
        var fetchFailure: ImageError?
        if case .failure(let error) = result { fetchFailure = error }
        if let failure = failure ?? fetchFailure {
            remember(failure, for: fetch.url)
        }
        let decided = outcomes
        callbackQueue.async { [self] in
            for waiter in waiters {
                guard let outcome = decided[waiter.key], lock.withLock({ !waiter.isCancelled }) else { continue }
                switch outcome {
                case .success(let image): waiter.observer(.success(image))
                case .failure(let error): waiter.observer(.failure(error))
                }
            }
        }
    }

    private func decode(_ data: Data, for key: ImageCacheKey) -> Result<PixelImage, ImageError> {
        if let image = memoryCache.image(for: key) { return .success(image) }
        do throws(ImageError) {
            let image = try decoder.decode(data, fitting: key.pixelSize, mode: key.contentMode)
            memoryCache.insert(image, for: key)
            return .success(image)
        } catch {
            return .failure(error)
        }
    }

    /// The error `url` failed with, while it stands.
    private func rememberedFailure(for url: URL) -> ImageError? {
        let time = now()
        return lock.withLock { () -> ImageError? in
            guard let failure = failures[url] else { return nil }
            guard time < failure.until else {
                failures[url] = nil
                return nil
            }
            return failure.error
        }
    }

    private func remember(_ error: ImageError, for url: URL) {
        let delay: TimeInterval
        if case .network = error { delay = networkFailureRetryDelay } else { delay = failureRetryDelay }
        guard delay > 0 else { return }
        let time = now()
        let until = time + UInt64(delay * 1_000_000_000)
        lock.withLock {
            // Expired entries go when there are many, so a long run's dead links do not pile up.
            if failures.count >= 512 { failures = failures.filter { time < $0.value.until } }
            failures[url] = (error, until)
        }
    }

    /// A waiter went away: when it was the fetch's last, the fetch is cancelled.
    private func leave(_ fetch: ImageFetch, _ waiter: ImageWaiter) {
        let request = lock.withLock { () -> Disposable? in
            waiter.isCancelled = true
            fetch.waiters.removeAll { $0 === waiter }
            guard fetch.waiters.isEmpty, !fetch.isFinished, !fetch.isCancelled else { return nil }
            fetch.isCancelled = true
            if fetches[fetch.url] === fetch { fetches[fetch.url] = nil }
            defer { fetch.request = nil }
            return fetch.request
        }
        request?.dispose()
    }

    /// What a failed request means for a picture.
    static func imageError(for error: NetworkError, limit: Int) -> ImageError {
        switch error {
        case .statusCode(let response):
            return .httpStatus(response.statusCode)
        case .underlying(let urlError, _) where urlError.code == .dataLengthExceedsMaximum:
            return .fileTooLarge(limit: limit)
        default:
            return .network(reason: error.description)
        }
    }
}
