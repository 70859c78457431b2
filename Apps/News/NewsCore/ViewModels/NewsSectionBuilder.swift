import AppCoreSupport
import Foundation

/// Cuts a list of stories into sections as its source asks: one titled section, or a
/// section per day ("Today", "Yesterday", "Monday 12 August", "3 March 2024") in the
/// list's order, a run of undated stories under "Undated".
struct NewsSectionBuilder {
    private let zone: TimeZoneOffsets
    private let now: () -> Date
    /// The days' names without `DateFormatter`s, which cost ~3.5 MiB of ICU data (D68).
    private let dateFormat: FixedDateFormat

    init(zone: TimeZoneOffsets, now: @escaping () -> Date) {
        self.zone = zone
        self.now = now
        dateFormat = FixedDateFormat(zone: zone)
    }

    func sections(_ items: [NewsItem], sectioning: NewsSectioning) -> [NewsSection] {
        guard !items.isEmpty else { return [] }
        switch sectioning {
        case .single(let title):
            return [NewsSection(identity: "list:\(title)", title: title, items: items)]
        case .byDay:
            return byDay(items)
        }
    }

    private func byDay(_ items: [NewsItem]) -> [NewsSection] {
        let zone = self.zone
        func day(_ date: Date) -> Int {
            // Days counted in the zone without the other fields per story.
            let local = date.timeIntervalSince1970 + TimeInterval(zone.secondsFromGMT(for: date))
            return Int((local / 86_400).rounded(.down))
        }
        let today = day(now())
        var sections: [NewsSection] = []
        var currentDay: Int?
        var occurrences: [Int: Int] = [:]
        var run: [NewsItem] = []
        func close() {
            guard !run.isEmpty else { return }
            let key = currentDay ?? Int.min
            let occurrence = occurrences[key, default: 0] + 1
            occurrences[key] = occurrence
            let heading = currentDay.map { title(forDay: $0, today: today) } ?? "Undated"
            let identity = "day:\(currentDay.map(String.init) ?? "none")" + (occurrence > 1 ? "#\(occurrence)" : "")
            sections.append(NewsSection(identity: identity, title: heading, items: run))
            run = []
        }
        var started = false
        for item in items {
            // An undated story is not of the day before it: it starts (or joins) a run
            // under "Undated" of its own.
            let itemDay = item.publishedAt.map(day)
            if !started || itemDay != currentDay {
                close()
                currentDay = itemDay
                started = true
            }
            run.append(item)
        }
        close()
        return sections
    }

    private func title(forDay day: Int, today: Int) -> String {
        switch today - day {
        case 0: return "Today"
        case 1: return "Yesterday"
        default:
            // Noon of that day in the zone names it safely whatever the offset.
            let noon = Date(timeIntervalSince1970: TimeInterval(day) * 86_400 + 43_200)
            let date = noon.addingTimeInterval(-TimeInterval(zone.secondsFromGMT(for: noon)))
            let year = zone.civilTime(date).year
            let thisYear = zone.civilTime(now()).year
            return year == thisYear ? dateFormat.weekdayDayFullMonth(date) : dateFormat.dayFullMonthYear(date)
        }
    }
}
