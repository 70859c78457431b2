import Foundation
import XCTest
import RxCore  // RxSwift code needs only this import changed (from RxSwift, RxRelay, RxCocoa)
import RxTesting

// Code in this file is written the way RxSwift users write it, following our
// founding documents' view models; it proves such code compiles and behaves
// unchanged apart from the import.

/// The repository-search view model of the documents: throttled, de-duplicated
/// keywords drive a search whose latest answer is shared.
private final class SearchViewModel {
    // Input
    let keywords = PublishSubject<String>()
    // Output
    let repos: Driver<[String]>
    let isSearching: Driver<Bool>

    private let disposeBag = DisposeBag()

    init(scheduler: SchedulerType, search: @escaping (String) -> Observable<[String]>) {
        let activity = BehaviorRelay(value: false)
        isSearching = activity.asDriver()
        repos = keywords
            .throttle(.milliseconds(500), scheduler: scheduler)
            .distinctUntilChanged()
            .filter { !$0.isEmpty }
            .do(onNext: { _ in activity.accept(true) })
            .flatMapLatest { keyword in
                search(keyword)
                    .catchAndReturn([])
                    .do(onNext: { _ in activity.accept(false) })
            }
            .asDriver(onErrorJustReturn: [])
    }
}

/// The weather view model of the documents: a BehaviorSubject search text mapped
/// to requests with switchLatest, exposed through subjects.
private final class WeatherViewModel {
    let searchText = BehaviorSubject<String?>(value: nil)
    let cityName = BehaviorSubject<String>(value: "")
    let degrees = BehaviorSubject<String>(value: "")
    private let disposeBag = DisposeBag()

    init(lookup: @escaping (String) -> Observable<(String, Double)>) {
        searchText
            .compactMap { $0 }
            .filter { !$0.isEmpty }
            .map(lookup)
            .switchLatest()
            .subscribe(onNext: { [weak self] name, temperature in
                self?.cityName.onNext(name)
                self?.degrees.onNext(String(format: "%.1f", temperature))
            })
            .disposed(by: disposeBag)
    }
}

/// The view-model template of the notes on view-model design: inputs are subjects,
/// outputs observables, state folded with scan.
private struct FilterViewModel {
    let filterButtonEvents = BehaviorSubject<Int>(value: 0)
    let currentFilter: Observable<Int>
    let shouldShowFilter: Observable<Bool>

    init() {
        currentFilter = filterButtonEvents.scan(0) { $0 + $1 }.share(replay: 1, scope: .whileConnected)
        shouldShowFilter = currentFilter.map { $0 % 2 == 0 }.distinctUntilChanged()
    }
}

final class RxSwiftCompatibilityTests: XCTestCase {
    func test_searchViewModel_throttlesDeduplicatesAndKeepsLatestAnswer() {
        let scheduler = TestScheduler(initialClock: 0)
        var searched: [String] = []
        let viewModel = SearchViewModel(scheduler: scheduler) { keyword in
            searched.append(keyword)
            return Observable.just(["\(keyword)/repo"])
        }
        let observer = scheduler.createObserver([String].self)
        let subscription = viewModel.repos.asObservable().subscribe(observer)
        scheduler.scheduleAt(100) { viewModel.keywords.onNext("rx") }
        scheduler.scheduleAt(200) { viewModel.keywords.onNext("rxs") }
        scheduler.scheduleAt(700) { viewModel.keywords.onNext("rxs") }
        scheduler.scheduleAt(1300) { viewModel.keywords.onNext("swift") }
        scheduler.start()
        XCTAssertEqual(searched, ["rx", "rxs", "swift"])
        XCTAssertEqual(observer.events.compactMap { $0.value.element }, [["rx/repo"], ["rxs/repo"], ["swift/repo"]])
        subscription.dispose()
    }

    func test_weatherViewModel_showsTheLatestLookup() {
        let viewModel = WeatherViewModel { city in .just((city.capitalized, 21.0)) }
        viewModel.searchText.onNext("london")
        XCTAssertEqual(try viewModel.cityName.value(), "London")
        XCTAssertEqual(try viewModel.degrees.value(), "21.0")
    }

    func test_filterViewModel_foldsButtonEvents() {
        let viewModel = FilterViewModel()
        var shown: [Bool] = []
        let subscription = viewModel.shouldShowFilter.subscribe(onNext: { shown.append($0) })
        viewModel.filterButtonEvents.onNext(1)
        viewModel.filterButtonEvents.onNext(1)
        XCTAssertEqual(shown, [true, false, true])
        subscription.dispose()
    }

    // Binding code lives in view controllers, which are main-actor isolated; so is this test.
    @MainActor
    func test_driveAndBind_asWrittenForRxCocoa() {
        final class Label { var text: String? }
        let label = Label()
        let relay = BehaviorRelay(value: "a")
        let bag = DisposeBag()
        relay.asDriver()
            .map { $0.uppercased() }
            .drive(onNext: { label.text = $0 })
            .disposed(by: bag)
        relay.accept("b")
        XCTAssertEqual(label.text, "B")

        let target = PublishRelay<Int>()
        var received: [Int] = []
        target.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        Observable.of(1, 2, 3).bind(to: target).disposed(by: bag)
        XCTAssertEqual(received, [1, 2, 3])
    }

    func test_traitsAndAsync_asWrittenForRxSwift6() async throws {
        let single = Single<Int>.create { observer in
            observer(.success(42))
            return Disposables.create()
        }
        let value = try await single.value
        XCTAssertEqual(value, 42)
        var collected: [Int] = []
        for try await element in Observable.from([1, 2, 3]).values {
            collected.append(element)
        }
        XCTAssertEqual(collected, [1, 2, 3])
        let array = try Observable.range(start: 1, count: 3).toArray().toBlocking().single()
        XCTAssertEqual(array, [1, 2, 3])
    }
}
