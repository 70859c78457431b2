import Foundation
import RxCore

/// One subscriber waiting for a picture: the size it wants and where the outcome goes.
/// `isCancelled` is set under the loader's lock and read there before delivering.
final class ImageWaiter: @unchecked Sendable {
    // @unchecked Sendable: `isCancelled` is only touched under the loader's lock; `key`
    // and `observer` are immutable (a Single's observer may be called from any thread).
    let key: ImageCacheKey
    let observer: (SingleEvent<PixelImage>) -> Void
    var isCancelled = false

    init(key: ImageCacheKey, observer: @escaping (SingleEvent<PixelImage>) -> Void) {
        self.key = key
        self.observer = observer
    }
}

/// Getting the bytes of one URL, from the disk cache or the network, for every waiter
/// that asked meanwhile: one request per URL however many views want it. All of its
/// `var`s are guarded by the loader's lock.
final class ImageFetch: @unchecked Sendable {
    // @unchecked Sendable: every `var` is only touched under the loader's lock.
    let url: URL
    var waiters: [ImageWaiter] = []
    /// The network request, once sent; disposed when the last waiter leaves.
    var request: Disposable?
    /// No waiter is left: nothing is to be sent or delivered.
    var isCancelled = false
    /// The bytes arrived (or failed): the waiters were handed over for delivery.
    var isFinished = false

    init(url: URL) {
        self.url = url
    }
}
