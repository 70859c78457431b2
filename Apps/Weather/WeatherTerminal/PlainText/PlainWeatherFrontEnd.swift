import Foundation
import RxCore
import WeatherCore

/// The front end for pipes: the same `WeatherViewModel` as the screens, started with the
/// city; it waits for the lookup to settle and formats what the view model shows.
///
/// Exit status 0 with a fresh forecast; 1 when the city is not found or the lookup
/// failed — the saved forecast, if any, is still printed, with its "as of" time.
/// Main queue only.
final class PlainWeatherFrontEnd {
    /// What to print and how to end.
    struct Outcome {
        var output: String
        var errors: [String]
        var status: Int32
    }

    let viewModel: WeatherViewModel
    let format: PlainWeatherFormatter.Format
    private let bag = DisposeBag()

    init(viewModel: WeatherViewModel, format: PlainWeatherFormatter.Format) {
        self.viewModel = viewModel
        self.format = format
    }

    /// Calls `completion` once, on the main queue, when the lookup has settled.
    func run(completion: @escaping (Outcome) -> Void) {
        let viewModel = self.viewModel
        let format = self.format
        viewModel.snapshot.asObservable()
            .filter { !$0.state.isLoading }
            .take(1)
            .withLatestFrom(viewModel.storageProblem.asObservable()) { ($0, $1) }
            .subscribe(onNext: { snapshot, storageProblem in
                let output = PlainWeatherFormatter.string(snapshot, format: format, units: viewModel.units, now: viewModel.scheduler.now)
                var errors = storageProblem.map { [$0] } ?? []
                var status: Int32 = 0
                switch snapshot.state {
                case .notFound(let query):
                    errors.insert(WeatherError.notFound(query).message, at: 0)
                    status = 1
                case .failed(let error):
                    errors.insert(error.message, at: 0)
                    status = 1
                case .idle, .loading, .loaded:
                    break
                }
                completion(Outcome(output: output, errors: errors, status: status))
            })
            .disposed(by: bag)
    }
}
