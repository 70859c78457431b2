import Foundation
import RxCore
import RxImages

extension Reactive where Base: ImageView {
    /// Shows the picture at `url`, loaded by `loader` at the view's pixel size (and again
    /// when that size changes), Kingfisher's `setImage(with:)`.
    ///
    /// The view shows its placeholder (`placeholder` when given) until the picture is
    /// there and when it cannot be had; a picture in the memory cache is shown at once,
    /// in the same frame. The load is kept in the view's `imageLoad`, so the next call,
    /// `cancelImageLoad()`, a table cell's reuse or its row scrolling away cancel it;
    /// disposing the returned disposable does too. A nil `url` just shows the
    /// placeholder. Main queue only.
    @discardableResult
    public func image(for url: URL?, loader: ImageLoader, placeholder: ImagePlaceholder? = nil) -> Disposable {
        let view = base
        if let placeholder { view.placeholder = placeholder }
        view.cancelImageLoad()
        view.image = nil
        guard let url else { return Disposables.create() }
        let subscription = view.pixelSizes
            .filter { $0.width > 0 && $0.height > 0 }
            .flatMapLatest { [weak view] size -> Observable<PixelImage?> in
                loader.image(for: url, pixelSize: size, contentMode: view?.contentMode ?? .scaleAspectFit)
                    .asObservable()
                    .map { Optional($0) }
                    .catch { _ in .just(nil) }
            }
            .subscribe(onNext: { [weak view] image in
                view?.image = image
            })
        view.imageLoad.disposable = subscription
        return subscription
    }
}
