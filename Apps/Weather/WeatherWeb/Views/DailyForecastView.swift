import WeatherCore
import WebUI

/// The next days as a card: the heading, then a row a day — its name, condition, low, a
/// bar from low to high on the week's scale, high; the source's note when it sent none.
/// Hidden without weather. Main queue only.
final class DailyForecastView: StackView {
    let titleLabel = Label(textStyle: .headline)
    let noteLabel = Label(textStyle: .secondary)
    private(set) var rows: [DayRow] = []

    init() {
        super.init(arrangedSubviews: [], spacing: .small)
        styleName = "card"
        addArrangedSubview(titleLabel)
        addArrangedSubview(noteLabel)
        isHidden = true
    }

    /// What is shown; nil hides the card.
    var presentation: ForecastPresentation? {
        didSet {
            guard presentation != oldValue else { return }
            isHidden = presentation == nil
            guard let presentation else { return }
            let days = presentation.days
            titleLabel.text = presentation.dailyTitle
            titleLabel.isHidden = days.isEmpty
            noteLabel.text = presentation.dailyNote
            noteLabel.isHidden = !days.isEmpty
            while rows.count < days.count {
                let row = DayRow()
                rows.append(row)
                addArrangedSubview(row)
            }
            for (index, row) in rows.enumerated() {
                row.isHidden = index >= days.count
                if index < days.count { row.show(days[index], scale: presentation.weekScale) }
            }
        }
    }
}

/// One day: "Tue", "☔ Light rain", "3°", a bar from 3 to 12 on the week's scale, "12°".
final class DayRow: StackView {
    let dayLabel = Label()
    let conditionLabel = Label(textStyle: .secondary)
    let minimumLabel = Label(textStyle: .caption)
    let bar = RangeBar()
    let maximumLabel = Label(textStyle: .caption)

    init() {
        super.init(arrangedSubviews: [], axis: .horizontal, spacing: .small)
        styleName = "range-row"
        for view in [dayLabel, minimumLabel, bar, maximumLabel, conditionLabel] as [View] { addArrangedSubview(view) }
    }

    func show(_ day: ForecastPresentation.Day, scale: ClosedRange<Double>) {
        dayLabel.text = day.label
        conditionLabel.text = day.conditionLine
        minimumLabel.text = day.minimumText
        maximumLabel.text = day.maximumText
        bar.scale = scale
        if let low = day.minimum, let high = day.maximum, low <= high {
            bar.range = low...high
        } else {
            bar.range = nil
        }
    }
}
