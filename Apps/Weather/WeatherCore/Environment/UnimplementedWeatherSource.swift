import AppCoreSupport
import RxCore

/// `WeatherEnvironment.unimplemented`'s source: every request reports its use and fails.
final class UnimplementedWeatherSource: WeatherSource {
    let unimplemented: Unimplemented

    init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    var kind: WeatherSourceKind { .openMeteo }

    func lookup(_ name: String) -> Single<WeatherLookup> {
        unimplemented.single("WeatherEnvironment.source")
    }

    func forecast(for place: Place) -> Single<Forecast> {
        unimplemented.single("WeatherEnvironment.source")
    }
}
