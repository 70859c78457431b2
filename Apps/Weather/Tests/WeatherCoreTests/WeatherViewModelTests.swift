import Foundation
import XCTest
import RxCore
import RxTesting
import AppCoreSupport
import TestSupport
@testable import WeatherCore

/// The view model in virtual time (1 tick = 1 ms): the documents' typing → request →
/// newest answer only, the state machine, storage, matches and units.
final class WeatherViewModelTests: LeakCheckingTestCase {
    private var scheduler: TestScheduler!
    private var source: ScriptedWeatherSource!

    override func setUp() {
        super.setUp()
        fresh()
    }

    /// A new clock and source (also for a second run within one test).
    private func fresh() {
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        source = ScriptedWeatherSource(scheduler: scheduler)
    }

    override func tearDown() {
        source = nil
        scheduler = nil
        super.tearDown()
    }

    /// Builds the view model with Drivers on the virtual clock, runs `body`, then the clock.
    private func run(storage: (any WeatherStorageType)? = nil, units: UnitSystem = .metric, initialQuery: String? = nil,
                     _ body: (WeatherViewModel) throws -> Void) rethrows {
        try SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = WeatherViewModel(environment: environment(storage: storage), units: units, initialQuery: initialQuery)
            try body(viewModel)
            scheduler.start()
        }
    }

    /// The test's environment: the scripted source, `storage` (one that keeps nothing by
    /// default), the virtual clock; anything else used fails the test.
    private func environment(storage: (any WeatherStorageType)? = nil) -> WeatherEnvironment {
        var environment = WeatherEnvironment.unimplemented(Unimplemented(failTest))
        environment.source = source
        environment.storage = storage ?? ForgetfulWeatherStorage()
        environment.scheduler = scheduler
        let scheduler = self.scheduler!
        environment.now = { scheduler.now }
        return environment
    }

    /// The last element `observer` recorded.
    private func last<Element>(_ observer: TestableObserver<Element>) -> Element? {
        observer.events.last?.value.element
    }

    private func type(_ viewModel: WeatherViewModel, _ texts: [(Int, String)]) {
        for (time, text) in texts {
            scheduler.scheduleAt(time) { viewModel.searchText.accept(text) }
        }
    }

    // MARK: - The documents' flow

    func test_typingQuickly_sendsOneRequest_forTheLastText() {
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)])
        var names: TestableObserver<String>!
        run { viewModel in
            names = scheduler.record(viewModel.cityName)
            type(viewModel, [(100, "B"), (150, "Be"), (200, "Ber"), (260, "Berl"), (320, "Berlin")])
        }
        XCTAssertEqual(source.requests.map(\.name), ["Berlin"])
        XCTAssertEqual(source.requests.first?.time, 620, "sent once typing paused for the debounce (300 ms)")
        XCTAssertEqual(names.events.map { $0.value.element }, ["", "Berlin, Germany"])
    }

    func test_anOldAnswerArrivingLate_isDropped_andItsRequestCancelled() {
        source.answer("Paris", with: [TestForecasts.forecast("Paris", celsius: 14, country: "France")], after: 1000)
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)], after: 100)
        var names: TestableObserver<String>!
        var degrees: TestableObserver<String>!
        run { viewModel in
            names = scheduler.record(viewModel.cityName)
            degrees = scheduler.record(viewModel.degrees)
            type(viewModel, [(100, "Paris"), (500, "Berlin")])
        }
        XCTAssertEqual(source.requests.map(\.name), ["Paris", "Berlin"])
        XCTAssertEqual(source.cancelled.map(\.name), ["Paris"], "the newer query cancels the older request")
        XCTAssertEqual(source.cancelled.first?.time, 800)
        XCTAssertEqual(names.events.map { $0.value.element }, ["", "Berlin, Germany"], "Paris is never shown")
        XCTAssertEqual(degrees.events.map { $0.value.element }, ["", "9°C"])
    }

    func test_submit_looksUpAtOnce_andTheDebounceDoesNotAskAgain() {
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)])
        run { viewModel in
            type(viewModel, [(100, "Berlin")])
            scheduler.scheduleAt(120) { viewModel.submit.accept(()) }
        }
        XCTAssertEqual(source.requests.map(\.time), [120])
    }

    func test_states_followTheQuery_fromIdleThroughLoadingToLoaded_andBackToIdle() {
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)])
        var states: TestableObserver<WeatherState>!
        run { viewModel in
            states = scheduler.record(viewModel.state)
            type(viewModel, [(100, "Berlin"), (1000, "  ")])
        }
        XCTAssertEqual(states.events.map { $0.value.element }, [.idle, .loading("Berlin"), .loaded, .idle])
        XCTAssertEqual(states.events.map(\.time), [1, 401, 502, 1301], "each a tick after its cause: the Driver's hop to its scheduler")
    }

    // MARK: - Errors

    func test_eachError_mapsToItsState_andMessage() {
        let cases: [(WeatherError, WeatherState)] = [
            (.notFound("Atlantis"), .notFound("Atlantis")),
            (.unauthorized, .failed(.unauthorized)),
            (.offline(host: "api.open-meteo.com", reason: "host not found"), .failed(.offline(host: "api.open-meteo.com", reason: "host not found"))),
            (.badRequest("Cannot initialize TemperatureUnit"), .failed(.badRequest("Cannot initialize TemperatureUnit"))),
            (.rateLimited, .failed(.rateLimited)),
            (.server(status: 502), .failed(.server(status: 502))),
            (.malformedResponse("not JSON"), .failed(.malformedResponse("not JSON"))),
            (.missingRecording(file: "v1/search-count-5-name-Atlantis"), .failed(.missingRecording(file: "v1/search-count-5-name-Atlantis"))),
            (.notInDemo("Atlantis", known: ["Paris"]), .failed(.notInDemo("Atlantis", known: ["Paris"]))),
        ]
        for (error, expected) in cases {
            fresh()
            source.fail("Atlantis", with: error)
            var snapshot: TestableObserver<WeatherSnapshot>!
            var message: TestableObserver<String?>!
            run { viewModel in
                snapshot = scheduler.record(viewModel.snapshot)
                message = scheduler.record(viewModel.message.map { $0?.text })
                type(viewModel, [(100, "Atlantis")])
            }
            XCTAssertEqual(last(snapshot)?.state, expected, "\(error)")
            XCTAssertNil(last(snapshot)?.forecast, "\(error): nothing saved, so nothing shown")
            let said = error.isOffline ? error.message + " " + WeatherViewModel.demoHint : error.message
            XCTAssertEqual(last(message), .some(said), "\(error)")
        }
    }

    func test_notFound_clearsTheCityShownBefore() {
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)])
        var names: TestableObserver<String>!
        run { viewModel in
            names = scheduler.record(viewModel.cityName)
            type(viewModel, [(100, "Berlin"), (1000, "Xyzzy")])
        }
        XCTAssertEqual(names.events.map { $0.value.element }, ["", "Berlin, Germany", ""])
    }

    func test_offline_showsTheQuerysSavedForecast_asOfWhenItWasSaved() throws {
        let storage = try WeatherStorage.inMemory()
        let midnight: TimeInterval = 1_699_920_000  // 2023-11-14 00:00 UTC
        let saved = Date(timeIntervalSince1970: midnight + 14 * 3600 + 5 * 60)
        try storage.save(query: "Berlin", forecast: TestForecasts.forecast("Berlin", celsius: 7), at: saved)
        try storage.save(query: "Paris", forecast: TestForecasts.forecast("Paris", celsius: 20, country: "France"), at: saved)
        source.fail("berlin", with: .offline(host: "geocoding-api.open-meteo.com", reason: "host not found"))
        var shown: TestableObserver<ForecastPresentation?>!
        var message: TestableObserver<String?>!
        run(storage: storage) { viewModel in
            shown = scheduler.record(viewModel.forecast)
            message = scheduler.record(viewModel.message.map { $0?.text })
            type(viewModel, [(100, "berlin")])
        }
        XCTAssertEqual(last(shown)??.cityName, "Berlin, Germany")
        XCTAssertEqual(last(shown)??.degrees, "7°C")
        XCTAssertEqual(last(shown)??.asOf, "as of 14:05")
        XCTAssertEqual(last(message), "Cannot reach geocoding-api.open-meteo.com (host not found). Check the internet connection and try again. Showing Berlin as of 14:05.")
    }

    func test_offline_withNothingSaved_showsNoOtherCity() throws {
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)])
        source.fail("Paris", with: .offline(host: "geocoding-api.open-meteo.com", reason: "host not found"))
        var names: TestableObserver<String>!
        run { viewModel in
            names = scheduler.record(viewModel.cityName)
            type(viewModel, [(100, "Berlin"), (1000, "Paris")])
        }
        XCTAssertEqual(names.events.map { $0.value.element }, ["", "Berlin, Germany", ""])
    }

    // MARK: - Storage

    func test_eachAnswer_isSaved_andTheLastCityIsRestoredOnStart_asOfItsTime() throws {
        let storage = try WeatherStorage.inMemory()
        source.answer("Denver", with: [TestForecasts.forecast("Denver", celsius: 20, country: "United States")])
        run(storage: storage) { viewModel in type(viewModel, [(100, "Denver")]) }
        XCTAssertEqual(try storage.lastCity()?.query, "Denver")
        XCTAssertEqual(try storage.lastCity()?.savedAt, Date(timeIntervalSince1970: 0.501))

        fresh()
        source.fail("Denver", with: .offline(host: "api.open-meteo.com", reason: "timed out"), after: 5_000)
        var text: String?
        var shown: TestableObserver<ForecastPresentation?>!
        var states: TestableObserver<WeatherState>!
        run(storage: storage) { viewModel in
            text = viewModel.searchText.value
            shown = scheduler.record(viewModel.forecast)
            states = scheduler.record(viewModel.state)
        }
        XCTAssertEqual(text, "Denver", "the field starts with the last city")
        XCTAssertEqual(last(shown)??.cityName, "Denver, United States")
        XCTAssertEqual(last(shown)??.asOf, "as of 00:00")
        XCTAssertEqual(source.requests.map(\.time), [0], "looked up again at once, without the debounce")
        XCTAssertEqual(states.events.map { $0.value.element }, [.loading("Denver"), .failed(.offline(host: "api.open-meteo.com", reason: "timed out"))])
    }

    func test_aCityGivenAtStart_isLookedUpAtOnce_insteadOfTheLastOne() throws {
        let storage = try WeatherStorage.inMemory()
        try storage.save(query: "Berlin", forecast: TestForecasts.forecast("Berlin", celsius: 9), at: Date(timeIntervalSince1970: 1))
        try storage.save(query: "Paris", forecast: TestForecasts.forecast("Paris", celsius: 14, country: "France"), at: Date(timeIntervalSince1970: 2))
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 10)])
        var names: TestableObserver<String>!
        run(storage: storage, initialQuery: " Berlin ") { viewModel in
            XCTAssertEqual(viewModel.searchText.value, "Berlin")
            names = scheduler.record(viewModel.cityName)
        }
        XCTAssertEqual(source.requests.map(\.name), ["Berlin"])
        XCTAssertEqual(source.requests.map(\.time), [0])
        XCTAssertEqual(names.events.map { $0.value.element }, ["Berlin, Germany"], "its saved forecast first, then the answer: same name")
    }

    func test_recentCities_listTheSavedQueries_newestFirst() throws {
        let storage = try WeatherStorage.inMemory()
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)])
        source.answer("Paris", with: [TestForecasts.forecast("Paris", celsius: 14, country: "France")])
        var recent: TestableObserver<[String]>!
        run(storage: storage) { viewModel in
            recent = scheduler.record(viewModel.recentCities)
            type(viewModel, [(100, "Berlin"), (1000, "Paris")])
        }
        XCTAssertEqual(last(recent), ["Paris", "Berlin"])
    }

    // MARK: - Several matches

    func test_severalMatches_showTheFirst_andPickingAnotherShowsItsForecast() {
        let florida = Forecast(place: Place(id: 1, name: "Hollywood", latitude: 26, longitude: -80.1, country: "United States", region: "Florida"),
                               source: .openMeteo, current: CurrentWeather(temperature: 28))
        let california = Forecast(place: Place(id: 2, name: "Hollywood", latitude: 34, longitude: -118.3, country: "United States", region: "California"),
                                  source: .openMeteo, current: CurrentWeather(temperature: 21))
        source.lookups["Hollywood"] = .init(delay: 100, result: .success(WeatherLookup(matches: [florida.place, california.place], forecast: florida)))
        source.forecasts["Hollywood"] = .init(delay: 50, result: .success(california))
        var matches: TestableObserver<[String]>!
        var names: TestableObserver<String>!
        var selected: TestableObserver<Int?>!
        run { viewModel in
            names = scheduler.record(viewModel.cityName)
            selected = scheduler.record(viewModel.selectedMatch)
            type(viewModel, [(100, "Hollywood")])
            scheduler.scheduleAt(450) { viewModel.pickMatch.accept(1) }  // still loading: ignored
            matches = scheduler.record(viewModel.matches)
            scheduler.scheduleAt(1000) { viewModel.pickMatch.accept(1) }
        }
        XCTAssertEqual(last(matches), ["Hollywood, Florida, United States", "Hollywood, California, United States"])
        XCTAssertEqual(names.events.map { $0.value.element }, ["", "Hollywood, Florida, United States", "Hollywood, California, United States"])
        XCTAssertEqual(selected.events.map { $0.value.element.flatMap { $0 } }, [nil, 0, 1])
        XCTAssertEqual(source.requests.map(\.time), [400, 1000], "the pick while loading sent nothing")
    }

    // MARK: - What the screen says

    func test_title_namesTheSource_whenItIsNotTheUsualOne() {
        var titles: TestableObserver<String>!
        run { viewModel in titles = scheduler.record(viewModel.title) }
        XCTAssertEqual(titles.events.compactMap { $0.value.element }, ["Weather"])

        fresh()
        var environment = environment()
        environment.note = "recorded"
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = WeatherViewModel(environment: environment, units: .metric)
            titles = scheduler.record(viewModel.title)
            scheduler.start()
        }
        XCTAssertEqual(titles.events.compactMap { $0.value.element }, ["Weather (recorded)"])
    }

    func test_whileLookingUp_theActivitySaysWhat_andGoesWhenTheAnswerComes() {
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)], after: 200)
        var activity: TestableObserver<String?>!
        run { viewModel in
            activity = scheduler.record(viewModel.activity)
            type(viewModel, [(100, "Berlin")])
        }
        XCTAssertEqual(activity.events.map { $0.value.element.flatMap { $0 } }, [nil, "Looking up Berlin…", nil],
                       "nothing, then from the request to the answer")
        XCTAssertEqual(activity.events.last?.time ?? 0, 600, accuracy: 2, "gone when the answer came (sent at 400, 200 ms)")
    }

    func test_aFailedLookup_isAnErrorBanner_offeringToTryAgain_andNotFoundOffersNothing() {
        source.fail("Atlantis", with: .offline(host: "geocoding-api.open-meteo.com", reason: "host not found"))
        var banners: TestableObserver<Banner?>!
        run { viewModel in
            banners = scheduler.record(viewModel.banner)
            type(viewModel, [(100, "Atlantis"), (1_000, "Xyzzy")])
        }
        let shown = banners.events.compactMap { $0.value.element.flatMap { $0 } }
        XCTAssertEqual(shown, [
            .error("Cannot reach geocoding-api.open-meteo.com (host not found). Check the internet connection and try again. "
                   + "(weather --demo shows made-up weather without one.)", action: .retry),
            .error(WeatherError.notFound("Xyzzy").message),
        ], "offline with nothing saved points to the demo")
        XCTAssertEqual(banners.events.last?.value.element, .some(.error(WeatherError.notFound("Xyzzy").message)))
    }

    func test_aNameTheDemoDoesNotKnow_saysWhichItKnows_offeringNoRetry() {
        source.fail("Atlantis", with: .notInDemo("Atlantis", known: ["Berlin", "Paris"]))
        var banners: TestableObserver<Banner?>!
        run { viewModel in
            banners = scheduler.record(viewModel.banner)
            type(viewModel, [(100, "Atlantis")])
        }
        XCTAssertEqual(banners.events.compactMap { $0.value.element.flatMap { $0 } }, [
            .error("The demo has no place called \"Atlantis\"; it knows Berlin, Paris. Without --demo, any place can be looked up."),
        ])
    }

    func test_aStorageProblem_isTheBanner_whenTheLookupHasNothingToSay() throws {
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)])
        var banners: TestableObserver<Banner?>!
        run(storage: BrokenWeatherStorage()) { viewModel in
            banners = scheduler.record(viewModel.banner)
            type(viewModel, [(100, "Berlin")])
        }
        XCTAssertEqual(last(banners)??.kind, .error)
        XCTAssertEqual(last(banners)??.text.hasPrefix("Recent cities cannot be saved: "), true, "\(String(describing: last(banners)))")
    }

    func test_theHint_saysHowToStart_withTheRecentCities_untilWeatherIsShown() throws {
        let storage = try WeatherStorage.inMemory()
        try storage.save(query: "Paris", forecast: TestForecasts.forecast("Paris", celsius: 14, country: "France"), at: Date(timeIntervalSince1970: 1))
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)])
        source.answer("Paris", with: [TestForecasts.forecast("Paris", celsius: 14, country: "France")])
        var hints: TestableObserver<String?>!
        run(storage: storage, initialQuery: "") { viewModel in
            hints = scheduler.record(viewModel.hint)
            scheduler.scheduleAt(50) { viewModel.searchText.accept("") }
        }
        XCTAssertEqual(hints.events.first?.value.element.flatMap { $0 }, nil, "the last city (Paris) is shown at start")

        fresh()
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)])
        run(storage: ForgetfulWeatherStorage()) { viewModel in
            hints = scheduler.record(viewModel.hint)
            type(viewModel, [(100, "Berlin")])
        }
        XCTAssertEqual(hints.events.map { $0.value.element.flatMap { $0 } }, [WeatherViewModel.startHint, nil])

        fresh()
        run(storage: storage) { viewModel in
            hints = scheduler.record(viewModel.hint)
            type(viewModel, [(100, "")])
        }
        XCTAssertEqual(last(hints), .some(WeatherViewModel.startHint + "\nRecent: Paris"), "cleared: how to start, and the recent cities")
    }

    func test_severalPlaces_sayWhichIsShown_andOfferTheOthers() {
        let first = TestForecasts.forecast("Springfield", celsius: 20, country: "United States")
        let second = TestForecasts.forecast("Springfield", celsius: 10, country: "Australia")
        source.answer("Springfield", with: [first, second])
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)])
        var notes: TestableObserver<String?>!
        var actions: TestableObserver<Set<WeatherAction>>!
        run { viewModel in
            notes = scheduler.record(viewModel.placesNote)
            actions = scheduler.record(viewModel.actions)
            type(viewModel, [(100, "Springfield"), (1_000, "Berlin")])
        }
        XCTAssertEqual(notes.events.map { $0.value.element.flatMap { $0 } }, [nil, "1 of 2 places", nil])
        XCTAssertEqual(actions.events.map { $0.value.element }, [
            [.newSearch], [.newSearch, .lookUpAgain], [.newSearch, .lookUpAgain, .otherPlaces], [.newSearch, .lookUpAgain],
        ])
    }

    func test_thePlacesScreen_isTitledWithTheQuery_andItsPickShowsThatPlace() {
        let florida = Forecast(place: Place(id: 1, name: "Hollywood", latitude: 26, longitude: -80.1, country: "United States", region: "Florida"),
                               source: .openMeteo, current: CurrentWeather(temperature: 28))
        let california = Forecast(place: Place(id: 2, name: "Hollywood", latitude: 34, longitude: -118.3, country: "United States", region: "California"),
                                  source: .openMeteo, current: CurrentWeather(temperature: 21))
        source.lookups["Hollywood"] = .init(delay: 100, result: .success(WeatherLookup(matches: [florida.place, california.place], forecast: florida)))
        source.forecasts["Hollywood"] = .init(delay: 50, result: .success(california))
        var titles: TestableObserver<String>!
        var names: TestableObserver<String>!
        var places: TestableObserver<[String]>!
        run { viewModel in
            let placesViewModel = PlacesViewModel(weather: viewModel)
            titles = scheduler.record(placesViewModel.title)
            places = scheduler.record(placesViewModel.places)
            names = scheduler.record(viewModel.cityName)
            type(viewModel, [(100, "Hollywood")])
            scheduler.scheduleAt(1000) { placesViewModel.pick.accept(1) }
        }
        XCTAssertEqual(last(titles), "Places called Hollywood")
        XCTAssertEqual(last(places), ["Hollywood, Florida, United States", "Hollywood, California, United States"])
        XCTAssertEqual(last(names), "Hollywood, California, United States")
    }

    /// While a lookup ran, the screen still said "Type a city's name…".
    func test_theHint_givesWayToTheActivity_whileALookupRuns() {
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)], after: 200)
        var hints: TestableObserver<String?>!
        var activity: TestableObserver<String?>!
        run { viewModel in
            hints = scheduler.record(viewModel.hint)
            activity = scheduler.record(viewModel.activity)
            type(viewModel, [(100, "Berlin")])
        }
        XCTAssertEqual(hints.events.map { $0.value.element.flatMap { $0 } }, [WeatherViewModel.startHint, nil])
        let hintGone = hints.events.last?.time ?? .max
        let lookupStarted = activity.events.first { $0.value.element.flatMap { $0 } != nil }?.time ?? -1
        XCTAssertLessThanOrEqual(hintGone, lookupStarted, "gone when the lookup starts, not when its answer comes")
    }

    /// A point at sea: the answer has no weather, and the banner says so.
    func test_aPlaceWithoutAnyForecast_isSaidInTheBanner() {
        let sea = Forecast(place: Place(name: "Point Nemo", latitude: -48.9, longitude: -123.4), source: .openMeteo,
                           current: CurrentWeather(), daily: [DailyForecast(date: Date(timeIntervalSince1970: 0))])
        source.answer("Point Nemo", with: [sea])
        var banners: TestableObserver<Banner?>!
        run { viewModel in
            banners = scheduler.record(viewModel.banner)
            type(viewModel, [(100, "Point Nemo")])
        }
        XCTAssertEqual(last(banners), .some(.info("Open-Meteo has no forecast for Point Nemo.")))
    }

    func test_anUnsetDependency_failsTheTestThatUsesIt() {
        let reports = ReportLog()
        let environment = WeatherEnvironment.unimplemented(Unimplemented { reports.append($0) })
        _ = WeatherViewModel(environment: environment, units: .metric)
        XCTAssertEqual(reports.messages.first, "WeatherEnvironment.storage was used, but the test did not set it.")
    }

    // MARK: - Units

    func test_units_followTheLocale() {
        XCTAssertEqual(UnitSystem(environment: ["LANG": "en_US.UTF-8"]), .imperial)
        XCTAssertEqual(UnitSystem(environment: ["LANG": "de_DE.UTF-8"]), .metric)
        XCTAssertEqual(UnitSystem(environment: ["LANG": "en_US.UTF-8", "LC_MEASUREMENT": "en_GB.UTF-8"]), .metric, "LC_MEASUREMENT before LANG")
        XCTAssertEqual(UnitSystem(environment: ["LC_ALL": "es_US", "LC_MEASUREMENT": "fr_FR"]), .imperial, "LC_ALL before all")
        XCTAssertEqual(UnitSystem(environment: ["LC_ALL": "", "LANG": "en_US"]), .imperial, "empty values are skipped")
        XCTAssertEqual(UnitSystem(environment: ["LANG": "C.UTF-8"]), .metric)
        XCTAssertEqual(UnitSystem(environment: [:]), .metric)
        XCTAssertEqual(UnitSystem(environment: ["LANG": "my_MM.UTF-8"]), .imperial)
    }

    func test_degreesAndWind_areShownInTheLocalesUnits() {
        source.answer("Berlin", with: [TestForecasts.forecast("Berlin", celsius: 9)])
        var degrees: TestableObserver<String>!
        var shown: TestableObserver<ForecastPresentation?>!
        run(units: UnitSystem(environment: ["LANG": "en_US.UTF-8"])) { viewModel in
            degrees = scheduler.record(viewModel.degrees)
            shown = scheduler.record(viewModel.forecast)
            type(viewModel, [(100, "Berlin")])
        }
        XCTAssertEqual(degrees.events.map { $0.value.element }, ["", "48°F"])
        XCTAssertEqual(last(shown)??.details, "Wind 7 mph · Humidity 70%")
    }
}
