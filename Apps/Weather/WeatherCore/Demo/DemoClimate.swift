import Foundation

/// How a demo place's weather follows the clock: warmest mid-afternoon, coldest before
/// dawn, each day a little off the mean, the day's condition from the place's list.
/// Every value is a pure function of the time, so two lookups in one hour agree.
struct DemoClimate {
    let demo: DemoPlace

    init(_ demo: DemoPlace) {
        self.demo = demo
    }

    /// The start of the UTC hour `date` falls in.
    func startOfHour(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 3600).rounded(.down) * 3600)
    }

    /// Local midnight of the day `date` falls in, as a UTC instant.
    func startOfDay(_ date: Date) -> Date {
        let local = date.timeIntervalSince1970 + Double(demo.utcOffsetSeconds)
        return Date(timeIntervalSince1970: (local / 86_400).rounded(.down) * 86_400 - Double(demo.utcOffsetSeconds))
    }

    /// The local hour of the day (0–23) at `date`.
    func localHour(_ date: Date) -> Int {
        let local = Int((date.timeIntervalSince1970 + Double(demo.utcOffsetSeconds)).rounded(.down))
        return ((local % 86_400) + 86_400) % 86_400 / 3600
    }

    /// The number of local days since 1970 at `date`: picks the day's condition and drift.
    private func dayNumber(_ date: Date) -> Int {
        Int(((date.timeIntervalSince1970 + Double(demo.utcOffsetSeconds)) / 86_400).rounded(.down))
    }

    /// The temperature in °C at `date`, to a tenth.
    func temperature(at date: Date) -> Double {
        let hour = Double(localHour(date))
        let daily = -cos((hour - 3) / 24 * 2 * .pi) * demo.dailySwing
        // Each day sits a little off the mean; the offset moves hour by hour towards the
        // next day's, so the chart has no step at midnight.
        let day = dayNumber(date)
        let today = self.drift(day), tomorrow = self.drift(day + 1)
        let drift: Double = today + (tomorrow - today) * hour / 24
        return ((demo.meanTemperature + daily + drift) * 10).rounded() / 10
    }

    /// How far day `day` (local days since 1970) sits from the mean, in °C.
    private func drift(_ day: Int) -> Double {
        let step: Int = ((day * 7 + demo.conditions.count) % 5 + 5) % 5 - 2
        return Double(step) * 0.8
    }

    /// The day's condition at `date`.
    func condition(at date: Date) -> WeatherCondition {
        let codes = demo.conditions
        return WeatherCondition(code: codes[((dayNumber(date) % codes.count) + codes.count) % codes.count])
    }

    /// The chance of rain in % at `date`: high on a day of rain, snow or storms.
    func precipitationProbability(at date: Date) -> Double {
        let code = condition(at: date).code
        let wet = code >= 51
        let hour = localHour(date)
        return wet ? Double(55 + (hour * 3) % 40) : Double((hour * 7) % 15)
    }

    /// The wind in km/h at `date`: a little stronger in the afternoon.
    func wind(at date: Date) -> Double {
        (demo.wind + Double(localHour(date) % 6) - 2).rounded()
    }

    /// The relative humidity in % at `date`: higher at night.
    func humidity(at date: Date) -> Double {
        let hour = Double(localHour(date))
        return min(100, (demo.humidity + cos((hour - 3) / 24 * 2 * .pi) * 8).rounded())
    }
}
