import RxCore
import RxImages

extension Reactive where Base: ImageView {
    /// Binds the picture (on the main queue); nil shows the placeholder.
    public var image: Binder<PixelImage?> {
        Binder(base) { imageView, image in
            imageView.image = image
        }
    }

    /// The view's box in pixels now and whenever its size or content mode changes
    /// (distinct; sent on the main queue when the view is laid out).
    public var pixelSize: Observable<Size> {
        base.pixelSizes
    }
}
