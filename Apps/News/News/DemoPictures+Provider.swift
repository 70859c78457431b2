import NewsCore
import NewsTerminal
import RxImages
import RxNetwork

extension DemoPictures {
    /// The picture provider of `news`'s loader: the demo's URLs are answered at once from
    /// the bundled pictures (a stub, as Moya's `sampleData`), every other URL goes to the
    /// network as usual, bodies capped at `maximumResponseSize`. The demo host can never
    /// resolve, so answering it in every mode costs nothing and needs no demo switch.
    static func imageProvider(maximumResponseSize: Int) -> Provider<URLTarget> {
        Provider<URLTarget>(
            endpointClosure: { target in
                let endpoint = Endpoint.defaultMapping(for: target)
                guard let png = DemoPictures.png(for: target.url) else { return endpoint }
                return Endpoint(url: endpoint.url, sampleResponseClosure: { .networkResponse(200, png) },
                                method: endpoint.method, task: endpoint.task, httpHeaderFields: endpoint.httpHeaderFields)
            },
            stubClosure: { target in target.url.host == DemoPictures.host ? .immediate : .never },
            maximumResponseSize: maximumResponseSize)
    }
}
