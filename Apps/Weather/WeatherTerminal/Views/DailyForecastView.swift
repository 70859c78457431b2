import TerminalUI
import WeatherCore

/// The days forecast, a line each: the day, the condition's symbol, the lowest and
/// highest temperature with a bar between them on the week's scale, and the condition
/// in words. A forecast without days says so. Shows nothing without a forecast. Main queue only.
final class DailyForecastView: View {
    let titleLabel = Label(style: .bold)
    let noteLabel = Label(style: .dim)
    private(set) var rows: [DayRow] = []

    var presentation: ForecastPresentation? {
        didSet {
            guard presentation != oldValue else { return }
            let days = presentation?.days ?? []
            titleLabel.text = presentation?.dailyTitle
            titleLabel.isHidden = days.isEmpty
            noteLabel.text = presentation?.dailyNote
            noteLabel.isHidden = !days.isEmpty
            let scale = presentation?.weekScale ?? 0...1
            while rows.count < days.count {
                let row = DayRow()
                rows.append(row)
                addSubview(row)
            }
            for (index, row) in rows.enumerated() {
                row.isHidden = index >= days.count
                if index < days.count, let units = presentation?.units { row.show(days[index], units: units, scale: scale) }
            }
            setNeedsLayout()
        }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addSubview(noteLabel)
    }

    override func sizeThatFits(_ size: Size) -> Size {
        guard let presentation else { return Size(width: size.width, height: 0) }
        return Size(width: size.width, height: min(size.height, 1 + presentation.days.count))
    }

    override func layoutSubviews() {
        titleLabel.frame = Rect(x: 0, y: 0, width: frame.width, height: 1)
        noteLabel.frame = Rect(x: 0, y: 0, width: frame.width, height: 1)
        for (index, row) in rows.enumerated() {
            row.frame = Rect(x: 0, y: 1 + index, width: frame.width, height: 1)
        }
    }
}

/// One day: "Tue  ☔   3° ╺━━━━━━━━╸ 12°  Light rain".
final class DayRow: View {
    let dayLabel = Label()
    let symbolLabel = Label()
    let minimumLabel = Label()
    let bar = RangeBar()
    let maximumLabel = Label()
    let conditionLabel = Label(style: .dim)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        minimumLabel.alignment = .right
        bar.style = Style(foreground: .cyan)
        bar.trackSymbol = "·"
        for view in [dayLabel, symbolLabel, minimumLabel, bar, maximumLabel, conditionLabel] as [View] {
            addSubview(view)
        }
    }

    func show(_ day: ForecastPresentation.Day, units: UnitSystem, scale: ClosedRange<Double>) {
        dayLabel.text = day.label
        symbolLabel.text = day.symbol
        minimumLabel.text = day.minimumText
        maximumLabel.text = day.maximumText
        if let low = day.minimum, let high = day.maximum, low <= high {
            bar.range = low...high
        } else {
            bar.range = nil
        }
        bar.scale = scale
        conditionLabel.text = day.conditionText
    }

    override func layoutSubviews() {
        let width = frame.width
        let text = min(24, max(0, width - 44))
        let barWidth = max(4, width - 6 - 3 - 5 - 1 - 1 - 5 - text)
        var x = 0
        func place(_ view: View, _ columns: Int) {
            view.frame = Rect(x: x, y: 0, width: max(0, min(columns, width - x)), height: 1)
            x += columns
        }
        place(dayLabel, 6)
        place(symbolLabel, 3)
        place(minimumLabel, 5)
        x += 1
        place(bar, barWidth)
        x += 1
        place(maximumLabel, 5)
        place(conditionLabel, text)
    }
}
