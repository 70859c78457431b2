import AppCoreSupport
import Foundation

/// What the list says while it shows a source's stored stories (`NewsViewModel.banner`,
/// and a pipe's stderr when offline), in the same words on every front end.
struct StoredStoriesNotice {
    /// When the stories shown were fetched.
    let fetchedAt: Date

    /// "Showing stored stories from 14:05; refreshing…" while the fresh page is asked for.
    func refreshing(now: Date, calendar: Calendar) -> String {
        "Showing stored stories from \(when(now: now, calendar: calendar)); refreshing…"
    }

    /// The failure's message, then "Showing stored stories from 14:05.": the fresh page
    /// failed (offline, an error), so what is shown is what was stored.
    func failed(_ error: NewsError, now: Date, calendar: Calendar) -> String {
        "\(error.message) Showing stored stories from \(when(now: now, calendar: calendar))."
    }

    /// "14:05" on the day of `now`, "3 Dec 2026 14:05" before it (in the calendar's zone).
    private func when(now: Date, calendar: Calendar) -> String {
        let format = FixedDateFormat(timeZone: calendar.timeZone)
        let time = format.hourMinute(fetchedAt)
        return calendar.isDate(fetchedAt, inSameDayAs: now) ? time : format.dayMonthYear(fetchedAt) + " " + time
    }
}
