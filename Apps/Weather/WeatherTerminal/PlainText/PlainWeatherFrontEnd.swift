import AppCoreSupport
import AppSupport
import Foundation
import RxCore
import WeatherCore

/// The front end for pipes: the same `WeatherViewModel` as the screens, started with the
/// city; it waits for the lookup to settle, prints what the view model shows, and says on
/// stderr what its banner says (the lookup's message, then any storage problem).
///
/// Exit status 0 with a fresh forecast; 1 when the city is not found or the lookup
/// failed — the saved forecast, if any, is still printed, with its "as of" time.
/// Main queue only.
public final class PlainWeatherFrontEnd: PlainFrontEnd {
    let viewModel: WeatherViewModel
    let format: PlainFormat
    /// Where the weather comes from, for JSON's envelope.
    let source: JSONEnvelope.Source
    private let bag = DisposeBag()

    /// A front end printing `viewModel`'s weather in `format`; JSON names `source` as
    /// where it came from.
    public init(viewModel: WeatherViewModel, format: PlainFormat, source: JSONEnvelope.Source) {
        self.viewModel = viewModel
        self.format = format
        self.source = source
    }

    /// Calls `completion` once, on the main queue, when the lookup has settled.
    public func run(completion: @escaping (PlainOutcome) -> Void) {
        let viewModel = self.viewModel
        let format = self.format
        let source = self.source
        viewModel.snapshot.asObservable()
            .filter { !$0.state.isLoading }
            .take(1)
            // What the view model says of the settled snapshot (each is derived from the
            // current state on subscription).
            .flatMap { snapshot in
                Observable.combineLatest(viewModel.message.asObservable().take(1), viewModel.storageProblem.asObservable().take(1)) {
                    (snapshot, $0, $1)
                }
            }
            .subscribe(onNext: { snapshot, message, storageProblem in
                let errors = [message?.text, storageProblem].compactMap { $0 }
                let output = PlainWeatherFormatter.string(snapshot, format: format, units: viewModel.units, now: viewModel.environment.now(),
                                                          timeZone: viewModel.environment.timeZone, source: source, notices: errors)
                completion(PlainOutcome(output: output, errors: errors, status: message?.kind == .error ? 1 : 0))
            })
            .disposed(by: bag)
    }
}
