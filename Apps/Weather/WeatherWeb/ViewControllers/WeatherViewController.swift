import AppSupport
import Foundation
import RxCore
import WeatherCore
import WebUI

/// The weather page: binds `WeatherViewModel` to the city field, the banner, the hint,
/// the weather now, the 24-hour chart and the days, and sends typing, Enter and the
/// actions back. Nothing else: looking up, saving and every word shown are the view
/// model's; "Other places" asks the navigator.
///
/// The browser owns the field while it is typed in (the page never writes into it);
/// Enter looks up at once. `m` other places, `r` look up again, `/` the field, `?` the
/// keys. Main queue only.
public final class WeatherViewController: ViewController {
    /// The view model bound.
    public let viewModel: WeatherViewModel
    /// Where segues go.
    public let navigator: Navigator

    let searchField = TextField(placeholder: "Type a city, like Berlin")
    let spinner = Spinner()
    let messageView = MessageView()
    let hintLabel = Label(textStyle: .secondary)
    let currentView = CurrentWeatherView()
    let hourlyView = HourlyForecastView()
    let dailyView = DailyForecastView()

    /// The view model's actions, as buttons in the title bar with their keys.
    let placesItem = BarButtonItem(key: .character("m"), title: WeatherAction.otherPlaces.title)
    let refreshItem = BarButtonItem(key: .character("r"), title: WeatherAction.lookUpAgain.title)

    private let disposeBag = DisposeBag()

    /// A page for `viewModel`, showing segues through `navigator`.
    public init(viewModel: WeatherViewModel, navigator: Navigator) {
        self.viewModel = viewModel
        self.navigator = navigator
        super.init()
    }

    /// The field first: typing is what the page is for.
    public override var preferredFocusedView: View? { searchField }

    /// The search row, the banner and hint, and the weather cards.
    public override func loadView() {
        searchField.kind = .search
        searchField.accessibilityLabel = "City"
        let searchRow = StackView(arrangedSubviews: [searchField, spinner], axis: .horizontal, spacing: .small)
        view = StackView(arrangedSubviews: [searchRow, messageView, hintLabel, currentView, hourlyView, dailyView], spacing: .large)
    }

    /// Binds.
    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [placesItem, refreshItem]
        searchField.text = viewModel.searchText.value
        bindUI()
    }

    private func bindUI() {
        let viewModel = self.viewModel

        viewModel.title
            .map(Optional.some)
            .drive(rx.title)
            .disposed(by: disposeBag)

        // Typing goes to the view model; Enter looks up at once.
        searchField.rx.text.orEmpty
            .skip(1)
            .bind(to: viewModel.searchText)
            .disposed(by: disposeBag)
        searchField.rx.controlEvent(.editingDidEndOnExit)
            .bind(to: viewModel.submit)
            .disposed(by: disposeBag)

        // Where the lookup stands, and what to tell.
        viewModel.activity
            .map { $0 != nil }
            .drive(spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        viewModel.activity
            .drive(Binder(spinner) { spinner, activity in spinner.title = activity })
            .disposed(by: disposeBag)
        viewModel.banner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)
        viewModel.hint
            .drive(Binder(hintLabel) { label, hint in
                label.text = hint
                label.isHidden = hint == nil
            })
            .disposed(by: disposeBag)

        // The weather.
        viewModel.forecast
            .drive(Binder(self) { viewController, presentation in
                viewController.currentView.presentation = presentation
                viewController.hourlyView.presentation = presentation
                viewController.dailyView.presentation = presentation
            })
            .disposed(by: disposeBag)
        viewModel.placesNote
            .drive(Binder(currentView) { view, note in view.placesNote = note })
            .disposed(by: disposeBag)

        // The actions that apply, in the title bar.
        viewModel.actions
            .drive(Binder(self) { viewController, actions in
                viewController.placesItem.isEnabled = actions.contains(.otherPlaces)
                viewController.refreshItem.isEnabled = actions.contains(.lookUpAgain)
            })
            .disposed(by: disposeBag)
        placesItem.rx.tap
            .subscribe(onNext: { [weak self] in
                guard let self else { return }
                self.navigator.show(segue: .otherPlaces(self.viewModel), sender: self)
            })
            .disposed(by: disposeBag)
        refreshItem.rx.tap
            .bind(to: viewModel.refresh)
            .disposed(by: disposeBag)
    }
}
