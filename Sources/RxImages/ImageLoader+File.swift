import Foundation
import RxCore
import RxNetwork

extension ImageLoader {
    /// The picture file at `url`, not decoded: from the disk cache, else fetched through
    /// the loader's provider (its size cap and accepted types) and kept in the disk cache
    /// as a loaded picture would be. For front ends that hand the file on to be drawn
    /// elsewhere (a web page's `<img>`).
    ///
    /// Fails with `ImageError`: `.notAnImage` when the bytes are no JPEG, PNG or WebP,
    /// whatever the server called them. The disk is read off the subscribing thread;
    /// the answer arrives on a background thread. Disposing cancels the request.
    public func file(for url: URL) -> Single<ImageFile> {
        let diskCache = self.diskCache
        let provider = self.provider
        let limit = decoder.limits.maximumBytes
        return Single<ImageFile>.create { observer in
            if let data = diskCache?.data(for: url), let format = ImageFormat(sniffing: data) {
                observer(.success(ImageFile(data: data, format: format)))
                return Disposables.create()
            }
            let request = provider.request(URLTarget(url: url, accept: ImageLoader.accept, validationType: .successCodes)) { result in
                switch result {
                case .success(let response):
                    guard let format = ImageFormat(sniffing: response.data) else {
                        observer(.failure(ImageError.notAnImage(startsWith: ImageDecoder.preview(of: response.data))))
                        return
                    }
                    diskCache?.store(response.data, for: url)
                    observer(.success(ImageFile(data: response.data, format: format)))
                case .failure(let error):
                    observer(.failure(ImageLoader.imageError(for: error, limit: limit)))
                }
            }
            return Disposables.create { request.dispose() }
        }
        .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    }
}
