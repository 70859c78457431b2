import AppCoreSupport
import RxCore

/// `NewsEnvironment.unimplemented`'s source: asking it for a page reports its use and fails.
final class UnimplementedNewsSource: NewsSource {
    let unimplemented: Unimplemented

    init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    var title: String { "Unimplemented" }

    var sectioning: NewsSectioning { .single("Unimplemented") }

    func page(at offset: Int, size: Int) -> Single<NewsPage> {
        unimplemented.single("NewsEnvironment.sourceList")
    }
}
