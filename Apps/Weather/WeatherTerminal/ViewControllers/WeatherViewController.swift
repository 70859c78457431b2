import Foundation
import RxCore
import TerminalUI
import WeatherCore

/// The weather screen: binds `WeatherViewModel` to the search field, the weather now,
/// the 24-hour chart and the days table, and sends the user's typing, Enter, picks and
/// refreshes back. Nothing else: looking up, saving and deciding what to show are the
/// view model's.
///
/// Typing mode (the field has the focus): keys edit the city, Enter looks it up at once
/// and ends typing, Esc ends typing. Otherwise `/` starts a new search (clearing the
/// field), Tab types again, `m` picks another of several matches, `r` looks up again;
/// `?` and `q` are the navigation controller's. The screen starts typing unless a city
/// is restored. Main queue only.
public final class WeatherViewController: ViewController {
    /// The view model bound.
    public let viewModel: WeatherViewModel

    let promptLabel = Label("City:", style: .bold)
    let searchField = TextField(placeholder: "type a city, like Berlin")
    let spinner = Spinner()
    let messageView = MessageView(kind: .error)
    let hintLabel = Label(style: .dim)
    let currentView = CurrentWeatherView()
    let hourlyView = HourlyForecastView()
    let dailyView = DailyForecastView()
    let statusBar = StatusBar()

    /// Starts a new search: clears the field and types.
    let searchCommand = KeyCommand(key: .character("/"), title: "New search")
    /// Shows the other places the query matched.
    let pickCommand = KeyCommand(key: .character("m"), title: "Other places")
    /// Looks the query up again.
    let refreshCommand = KeyCommand(key: .character("r"), title: "Look up again")

    private let note: String?
    private let disposeBag = DisposeBag()

    /// A screen for `viewModel`; `note` is said after the title ("recorded").
    public init(viewModel: WeatherViewModel, note: String? = nil) {
        self.viewModel = viewModel
        self.note = note
        super.init()
    }

    /// The search row, the weather (banner, hint, now, chart, days) and the status bar.
    public override func loadView() {
        let searchRow = StackView(arrangedSubviews: [promptLabel, searchField, spinner], axis: .horizontal, spacing: 1)
        view = WeatherScreenView(searchRow: searchRow, sections: [messageView, hintLabel, currentView, hourlyView, dailyView],
                                 statusBar: statusBar)
    }

    /// Titles the screen, focuses the field unless a city is restored, and binds.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Weather" + (note.map { " (\($0))" } ?? "")
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

        // Where the lookup stands.
        viewModel.state
            .map(\.isLoading)
            .drive(spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        viewModel.state
            .map { state -> String? in
                if case .loading(let query) = state { return "Looking up \(query)…" }
                return nil
            }
            .drive(Binder(spinner) { spinner, title in spinner.title = title })
            .disposed(by: disposeBag)
        Driver.combineLatest(viewModel.message, viewModel.storageProblem) { $0 ?? $1 }
            .drive(Binder(messageView) { messageView, message in
                messageView.isHidden = message == nil
                messageView.text = message
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
                viewController.hintLabel.isHidden = presentation != nil
            })
            .disposed(by: disposeBag)
        viewModel.recentCities
            .map { recent -> String in
                let start = "Type a city's name: its weather appears as you type."
                return recent.isEmpty ? start : start + "\nRecent: " + recent.prefix(6).joined(separator: " · ")
            }
            .drive(hintLabel.rx.text)
            .disposed(by: disposeBag)

        // Several matches: say which is shown, and offer the others.
        Driver.combineLatest(viewModel.matches, viewModel.selectedMatch) { matches, selected -> String? in
            guard matches.count > 1, let selected else { return nil }
            return "\(selected + 1) of \(matches.count) places · m for the others"
        }
        .drive(Binder(self) { viewController, note in
            viewController.currentView.matchesLabel.text = note
            viewController.currentView.setNeedsLayout()
            viewController.pickCommand.isEnabled = note != nil
            viewController.updateHints()
        })
        .disposed(by: disposeBag)
        pickCommand.rx.tap
            .subscribe(onNext: { [weak self] in self?.showPicker() })
            .disposed(by: disposeBag)
        refreshCommand.rx.tap
            .bind(to: viewModel.refresh)
            .disposed(by: disposeBag)
        searchCommand.rx.tap
            .subscribe(onNext: { [weak self] in self?.startTyping(clearing: true) })
            .disposed(by: disposeBag)
    }

    private func showPicker() {
        let picker = MatchPickerViewController(matches: viewModel.matches, selected: viewModel.selectedMatch, pick: viewModel.pickMatch)
        navigationController?.pushViewController(picker, animated: true)
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
