import AppCoreSupport
import Foundation
import RxCore

/// The weather screen's view model, in the documents' shape: the field's text goes into
/// `searchText`, each change (debounced) becomes a lookup, `flatMapLatest` keeps only
/// the newest — an older answer arriving late is dropped with its cancelled request —
/// and the city name and degrees come out as Drivers, with the forecast and one state enum.
///
/// The last city looked up is restored on start (the field shows it, its saved forecast
/// is shown "as of" when it was saved, and it is looked up again at once). Every answer
/// is saved; when a lookup fails for want of a network, the query's saved forecast is
/// shown with its time.
///
/// Inputs are sent from the main queue; outputs are Drivers. The view model works from
/// `init` until it is deallocated.
public final class WeatherViewModel {
    // MARK: - Init

    /// Where weather comes from, where cities are kept, time.
    public let environment: WeatherEnvironment
    /// The units values are shown in.
    public let units: UnitSystem

    private let debounceInterval: RxTimeInterval
    private let current: BehaviorRelay<WeatherSnapshot>
    private let storageProblems = BehaviorRelay<String?>(value: nil)
    private let bag = DisposeBag()

    /// How long typing must pause before a lookup (the field sends every keystroke).
    public static let defaultDebounce: RxTimeInterval = .milliseconds(300)

    /// What the screen says before any city is shown.
    public static let startHint = "Type a city's name: its weather appears as you type."

    /// A view model asking `environment`'s source, keeping cities in its storage, showing `units`.
    ///
    /// - Parameters:
    ///   - debounce: how long typing must pause before a lookup.
    ///   - initialQuery: a city to start with instead of the last one (given on the
    ///     command line); it is looked up at once, its saved forecast shown meanwhile.
    public init(environment: WeatherEnvironment, units: UnitSystem, debounce: RxTimeInterval = WeatherViewModel.defaultDebounce,
                initialQuery: String? = nil) {
        self.environment = environment
        self.units = units
        debounceInterval = debounce
        let storage = environment.storage
        let timeZone = environment.timeZone
        let now = environment.now

        let given = initialQuery?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        var restored: RecentCity?
        do {
            restored = given.isEmpty ? try storage.lastCity() : try storage.city(forQuery: given)
        } catch {
            storageProblems.accept(WeatherViewModel.storageMessage(error))
        }
        let startQuery = given.isEmpty ? restored?.query ?? "" : given
        var start = WeatherSnapshot()
        if !startQuery.isEmpty { start.apply(.started(query: startQuery, stored: restored)) }
        current = BehaviorRelay(value: start)
        searchText = BehaviorRelay(value: startQuery)

        let title = "Weather" + (environment.note.map { " (\($0))" } ?? "")
        self.title = Driver.just(title)
        let snapshots = current.asDriver()
        snapshot = snapshots
        state = snapshots.map(\.state).distinctUntilChanged()
        forecast = snapshots.map { [units] snapshot in
            snapshot.forecast.map { ForecastPresentation($0, units: units, now: now(), savedAt: snapshot.savedAt, timeZone: timeZone) }
        }.distinctUntilChanged()
        cityName = forecast.map { $0?.cityName ?? "" }.distinctUntilChanged()
        degrees = forecast.map { $0?.degrees ?? "" }.distinctUntilChanged()
        message = snapshots.map { WeatherViewModel.message(for: $0, timeZone: timeZone) }.distinctUntilChanged()
        storageProblem = storageProblems.asDriver().distinctUntilChanged()
        banner = Driver.combineLatest(message, storageProblem) { message, problem in message ?? problem.map { Banner.error($0) } }
            .distinctUntilChanged()
        activity = state.map { state -> String? in
            if case .loading(let query) = state { return "Looking up \(query)…" }
            return nil
        }
        .distinctUntilChanged()
        matches = snapshots.map { $0.matches.map(\.displayName) }.distinctUntilChanged()
        selectedMatch = snapshots.map(\.selectedMatch).distinctUntilChanged()
        placesNote = Driver.combineLatest(matches, selectedMatch) { matches, selected -> String? in
            guard matches.count > 1, let selected else { return nil }
            return "\(selected + 1) of \(matches.count) places"
        }
        .distinctUntilChanged()
        let recent = storage.recentCities(on: environment.scheduler)
            .map { cities in cities.map(\.query) }
            .asDriver(onErrorJustReturn: [])
        recentCities = recent
        // While a lookup runs, the activity says what happens: "Type a city's name" would not.
        let waitingForInput = Driver.combineLatest(forecast.map { $0 == nil }, state.map { !$0.isLoading }) { $0 && $1 }
            .distinctUntilChanged()
        hint = Driver.combineLatest(waitingForInput, recent) { nothingShown, recent -> String? in
            guard nothingShown else { return nil }
            return recent.isEmpty ? WeatherViewModel.startHint
                : WeatherViewModel.startHint + "\nRecent: " + recent.prefix(6).joined(separator: " · ")
        }
        .distinctUntilChanged()
        actions = Driver.combineLatest(placesNote, snapshots.map(\.query).distinctUntilChanged()) { note, query -> Set<WeatherAction> in
            var actions: Set<WeatherAction> = [.newSearch]
            if note != nil { actions.insert(.otherPlaces) }
            if !query.isEmpty { actions.insert(.lookUpAgain) }
            return actions
        }
        .distinctUntilChanged()
        bindInput()
    }

    // MARK: - Input

    /// The text in the search field, on every edit (the documents' `searchText`); starts
    /// as the restored city, so a field bound to it shows that city.
    public let searchText: BehaviorRelay<String>
    /// Looks the field's text up now, without waiting for the debounce (Enter).
    public let submit = PublishRelay<Void>()
    /// Shows the forecast of match `index` of `matches` instead (ignored while loading).
    public let pickMatch = PublishRelay<Int>()
    /// Looks the current query up again.
    public let refresh = PublishRelay<Void>()

    // MARK: - Output

    /// The screen's title: "Weather", and what the source is when it is not the usual
    /// one ("Weather (recorded)").
    public let title: Driver<String>
    /// Everything shown, unformatted, for front ends that want one value.
    public let snapshot: Driver<WeatherSnapshot>
    /// The place shown, "Berlin, Germany" ("" when none): the documents' `cityName`.
    public let cityName: Driver<String>
    /// The temperature now with its unit, "9°C" ("" when none): the documents' `degrees`.
    public let degrees: Driver<String>
    /// The forecast shown, formatted in `units`; nil when none.
    public let forecast: Driver<ForecastPresentation?>
    /// Where the query stands.
    public let state: Driver<WeatherState>
    /// What the lookup's outcome tells the user (not found; a failure, with the saved
    /// forecast shown "as of" its time, which `.retry` can look up again; a place the
    /// source has no forecast for); nil when the screen says it all.
    public let message: Driver<Banner?>
    /// Why cities could not be saved or read, nil while they can.
    public let storageProblem: Driver<String?>
    /// The banner: the lookup's `message`, else the storage problem; nil for none.
    public let banner: Driver<Banner?>
    /// What is going on while a request is out ("Looking up Berlin…"), nil when nothing is.
    public let activity: Driver<String?>
    /// What the screen says while it shows no weather and looks nothing up: how to start,
    /// and the recent cities; nil while weather is shown or a lookup runs.
    public let hint: Driver<String?>
    /// The places the query matched, as names, best first.
    public let matches: Driver<[String]>
    /// The index in `matches` of the place shown.
    public let selectedMatch: Driver<Int?>
    /// Which of several places is shown ("2 of 10 places"); nil for one or none.
    public let placesNote: Driver<String?>
    /// The queries saved, newest first.
    public let recentCities: Driver<[String]>
    /// What the user can do now (other places only when there are several).
    public let actions: Driver<Set<WeatherAction>>

    /// The snapshot shown now.
    public var currentSnapshot: WeatherSnapshot { current.value }

    // MARK: - Bindings

    private enum Request {
        case search(String)
        case pick(Int, Place)
    }

    private func bindInput() {
        let typed = searchText.asObservable()
        let texts = Observable.merge(
            typed.take(1),
            typed.skip(1).debounce(debounceInterval, scheduler: environment.scheduler),
            submit.asObservable().withLatestFrom(typed))
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .distinctUntilChanged()
        let current = self.current
        let searches = Observable.merge(
            texts,
            refresh.asObservable().map { current.value.query }.filter { !$0.isEmpty })
            .map(Request.search)
        let picks = pickMatch.asObservable().compactMap { index -> Request? in
            let shown = current.value
            guard !shown.state.isLoading, index != shown.selectedMatch, shown.matches.indices.contains(index) else { return nil }
            return .pick(index, shown.matches[index])
        }

        Observable.merge(searches, picks)
            .flatMapLatest { [weak self] request -> Observable<WeatherEvent> in
                guard let self else { return .empty() }
                switch request {
                case .search(let query): return self.events(searching: query)
                case .pick(let index, let place): return self.events(picking: index, place)
                }
            }
            .scan(current.value) { snapshot, event in
                var snapshot = snapshot
                snapshot.apply(event)
                return snapshot
            }
            .subscribe(onNext: { current.accept($0) })
            .disposed(by: bag)
    }

    /// Looking `query` up: started (with its saved forecast), then the answer or the failure.
    private func events(searching query: String) -> Observable<WeatherEvent> {
        guard !query.isEmpty else { return .just(.cleared) }
        let stored = savedCity(query)
        let answer = environment.source.lookup(query).asObservable()
            .observe(on: environment.scheduler)
            .map { [weak self] lookup -> WeatherEvent in
                self?.save(query: query, forecast: lookup.forecast)
                return .lookedUp(query: query, lookup)
            }
            .catch { [weak self] error in
                .just(.failed(query: query, WeatherViewModel.weatherError(error), stored: self?.savedCity(query)))
            }
        return Observable.concat(.just(.started(query: query, stored: stored)), answer)
    }

    /// Fetching match `index`, `place`: picking, then its forecast or the failure.
    private func events(picking index: Int, _ place: Place) -> Observable<WeatherEvent> {
        let query = current.value.query
        let answer = environment.source.forecast(for: place).asObservable()
            .observe(on: environment.scheduler)
            .map { [weak self] forecast -> WeatherEvent in
                self?.save(query: query, forecast: forecast)
                return .picked(index: index, forecast)
            }
            .catch { .just(.pickFailed(WeatherViewModel.weatherError($0))) }
        return Observable.concat(.just(.picking(index: index)), answer)
    }

    private func savedCity(_ query: String) -> RecentCity? {
        do {
            return try environment.storage.city(forQuery: query)
        } catch {
            storageProblems.accept(WeatherViewModel.storageMessage(error))
            return nil
        }
    }

    private func save(query: String, forecast: Forecast) {
        do {
            try environment.storage.save(query: query, forecast: forecast, at: environment.now())
            storageProblems.accept(nil)
        } catch {
            storageProblems.accept(WeatherViewModel.storageMessage(error))
        }
    }

    /// `error` as a `WeatherError` (a source's own errors are; anything else is unreadable).
    static func weatherError(_ error: Swift.Error) -> WeatherError {
        error as? WeatherError ?? .malformedResponse(String(describing: error))
    }

    static func storageMessage(_ error: Swift.Error) -> String {
        "Recent cities cannot be saved: \(error)"
    }

    /// What an offline lookup with nothing saved adds: the demo works without a network.
    public static let demoHint = "(weather --demo shows made-up weather without one.)"

    /// What to say for `snapshot`: nil while loading or loaded fresh, unless the answer
    /// has no weather at all (a point at sea).
    static func message(for snapshot: WeatherSnapshot, timeZone: TimeZone) -> Banner? {
        switch snapshot.state {
        case .loaded:
            guard let forecast = snapshot.forecast, !forecast.hasWeather else { return nil }
            return .info("\(forecast.source.displayName) has no forecast for \(forecast.place.displayName).")
        case .idle, .loading:
            return nil
        case .notFound(let query):
            return .error(WeatherError.notFound(query).message)
        case .failed(let error):
            // Looking the same name up again finds nothing new in the demo.
            if case .notInDemo = error { return .error(error.message) }
            guard let savedAt = snapshot.savedAt, let forecast = snapshot.forecast else {
                // Nothing saved to show: say how to try the app without a network.
                return .error(error.message + (error.isOffline ? " " + WeatherViewModel.demoHint : ""), action: .retry)
            }
            let saved = "Showing \(forecast.place.name) as of \(ForecastPresentation.clock(savedAt, timeZone: timeZone))."
            return .error("\(error.message) \(saved)", action: .retry)
        }
    }
}
