import Foundation
import RxCore
import RxTesting
@testable import WeatherCore

/// A `WeatherSource` answering in virtual time as the test scripts it: each name (or
/// place name) gets a result after a delay; unscripted names are not found. Records every
/// request and every request disposed before its answer.
///
/// `@unchecked Sendable`: only the test's thread touches it (the TestScheduler runs there).
final class ScriptedWeatherSource: WeatherSource, @unchecked Sendable {
    struct Answer<Value> {
        let delay: Int
        let result: Result<Value, WeatherError>
    }

    let scheduler: TestScheduler
    var lookups: [String: Answer<WeatherLookup>] = [:]
    var forecasts: [String: Answer<Forecast>] = [:]
    /// (virtual time, name) of every lookup and forecast request, in order.
    private(set) var requests: [(time: Int, name: String)] = []
    /// (virtual time, name) of every request disposed before it answered.
    private(set) var cancelled: [(time: Int, name: String)] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    var kind: WeatherSourceKind { .openMeteo }

    /// Scripts `name` to answer `lookup` after `delay` ticks.
    func answer(_ name: String, with forecasts: [Forecast], after delay: Int = 100) {
        lookups[name] = Answer(delay: delay, result: .success(WeatherLookup(matches: forecasts.map(\.place), forecast: forecasts[0])))
        for forecast in forecasts {
            self.forecasts[forecast.place.name] = Answer(delay: delay, result: .success(forecast))
        }
    }

    /// Scripts `name` to fail with `error` after `delay` ticks.
    func fail(_ name: String, with error: WeatherError, after delay: Int = 100) {
        lookups[name] = Answer(delay: delay, result: .failure(error))
    }

    func lookup(_ name: String) -> Single<WeatherLookup> {
        respond(name, lookups[name] ?? Answer(delay: 100, result: .failure(.notFound(name))))
    }

    func forecast(for place: Place) -> Single<Forecast> {
        respond(place.name, forecasts[place.name] ?? Answer(delay: 100, result: .failure(.server(status: 500))))
    }

    private func respond<Value>(_ name: String, _ answer: Answer<Value>) -> Single<Value> {
        Single.create { [self] observer in
            requests.append((scheduler.clock, name))
            var answered = false
            let pending = scheduler.scheduleRelative((), dueTime: .milliseconds(answer.delay)) { _ in
                answered = true
                switch answer.result {
                case .success(let value): observer(.success(value))
                case .failure(let error): observer(.failure(error))
                }
                return Disposables.create()
            }
            return Disposables.create { [self] in
                if !answered { cancelled.append((scheduler.clock, name)) }
                pending.dispose()
            }
        }
    }
}
