import AppSupport
import Foundation
import RxCore
import TerminalUI
import WeatherCore

/// The weather screen: binds `WeatherViewModel` to the search field, the weather now,
/// the 24-hour chart and the days table, the banner, the hint and the spinner, and sends
/// the user's typing, Enter, picks and refreshes back. Nothing else: looking up, saving
/// and every word shown are the view model's; `m` asks the navigator for the places.
///
/// Typing mode (the field has the focus): keys edit the city, Enter looks it up at once
/// and ends typing, Esc ends typing. Otherwise `/` starts a new search (clearing the
/// field), Tab types again, `m` picks another of several matches, `r` looks up again;
/// `?` and `q` are the navigation controller's. The screen starts typing unless a city
/// is restored. Main queue only.
public final class WeatherViewController: ViewController {
    /// The view model bound.
    public let viewModel: WeatherViewModel
    /// Where segues go.
    public let navigator: Navigator

    let promptLabel = Label("City:", style: .bold)
    let searchField = TextField(placeholder: "type a city, like Berlin")
    let spinner = Spinner()
    let messageView = MessageView(kind: .error)
    let hintLabel = Label(style: .dim)
    let currentView = CurrentWeatherView()
    let hourlyView = HourlyForecastView()
    let dailyView = DailyForecastView()
    let statusBar = StatusBar()

    /// The keys of the view model's actions.
    let searchCommand = KeyCommand(key: .character("/"), title: WeatherAction.newSearch.title)
    let pickCommand = KeyCommand(key: .character("m"), title: WeatherAction.otherPlaces.title)
    let refreshCommand = KeyCommand(key: .character("r"), title: WeatherAction.lookUpAgain.title)

    private let disposeBag = DisposeBag()

    /// A screen for `viewModel`, showing segues through `navigator`.
    public init(viewModel: WeatherViewModel, navigator: Navigator) {
        self.viewModel = viewModel
        self.navigator = navigator
        super.init()
    }

    /// The search row, the weather (banner, hint, now, chart, days) and the status bar.
    public override func loadView() {
        let searchRow = StackView(arrangedSubviews: [promptLabel, searchField, spinner], axis: .horizontal, spacing: 1)
        view = WeatherScreenView(searchRow: searchRow, sections: [messageView, hintLabel, currentView, hourlyView, dailyView],
                                 statusBar: statusBar)
    }

    /// Focuses the field unless a city is restored, and binds.
    public override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands = [searchCommand, pickCommand, refreshCommand]
        hintLabel.numberOfLines = 0
        messageView.isHidden = true
        searchField.text = viewModel.searchText.value
        // A restored city is shown, not typed over: typing starts with / or Tab.
        if viewModel.searchText.value.isEmpty { focusedView = searchField }
        bindUI()
        updateHints()
    }

    private func bindUI() {
        let viewModel = self.viewModel

        viewModel.title
            .map(Optional.some)
            .drive(rx.title)
            .disposed(by: disposeBag)

        // Typing goes to the view model; Enter looks up at once and ends typing.
        searchField.rx.text.orEmpty
            .bind(to: viewModel.searchText)
            .disposed(by: disposeBag)
        searchField.rx.controlEvent(.editingDidEndOnExit)
            .subscribe(onNext: { [weak self] in
                viewModel.submit.accept(())
                self?.stopTyping()
            })
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
                // Without weather they draw nothing: hidden, they leave the hint its lines.
                for view in [viewController.currentView, viewController.hourlyView, viewController.dailyView] as [View] {
                    view.isHidden = presentation == nil
                }
            })
            .disposed(by: disposeBag)

        // Several matches: say which is shown; the actions that apply get their keys.
        viewModel.placesNote
            .drive(Binder(self) { viewController, note in
                viewController.currentView.matchesLabel.text = note
                viewController.currentView.setNeedsLayout()
            })
            .disposed(by: disposeBag)
        viewModel.actions
            .drive(Binder(self) { viewController, actions in
                viewController.searchCommand.isEnabled = actions.contains(.newSearch)
                viewController.pickCommand.isEnabled = actions.contains(.otherPlaces)
                viewController.refreshCommand.isEnabled = actions.contains(.lookUpAgain)
                viewController.updateHints()
            })
            .disposed(by: disposeBag)
        pickCommand.rx.tap
            .subscribe(onNext: { [weak self] in
                guard let self else { return }
                self.navigator.show(segue: .otherPlaces(self.viewModel), sender: self)
            })
            .disposed(by: disposeBag)
        refreshCommand.rx.tap
            .bind(to: viewModel.refresh)
            .disposed(by: disposeBag)
        searchCommand.rx.tap
            .subscribe(onNext: { [weak self] in self?.startTyping(clearing: true) })
            .disposed(by: disposeBag)
    }

    // MARK: - Typing

    /// Whether keys go to the field.
    var isTyping: Bool { searchField.isFirstResponder }

    private func startTyping(clearing: Bool) {
        if clearing {
            searchField.text = ""
            viewModel.searchText.accept("")
        }
        searchField.becomeFirstResponder()
        updateHints()
    }

    private func stopTyping() {
        searchField.resignFirstResponder()
        updateHints()
    }

    /// Esc (or ↓) ends typing; Tab types again.
    public override func processKey(_ key: Key) -> Bool {
        if isTyping {
            guard key == .escape || key == .down else { return false }
            stopTyping()
            return true
        }
        if key == .tab {
            startTyping(clearing: false)
            return true
        }
        return false
    }

    /// While typing, the field's keys (its commands would type); otherwise the screen's.
    public override var keyHints: [KeyHint] {
        if isTyping {
            return [KeyHint(key: "Enter", title: "Look up now"), KeyHint(key: "Esc", title: "Done typing")] + searchField.keyHints
        }
        return super.keyHints + [KeyHint(key: "Tab", title: "Type again")]
    }

    private func updateHints() {
        var hints = keyHints.filter { !$0.key.hasPrefix("←") && !$0.key.hasPrefix("Ctrl") }
        if !isTyping { hints += [KeyHint(key: "?", title: "Help"), KeyHint(key: "q", title: "Quit")] }
        statusBar.hints = hints
    }
}
