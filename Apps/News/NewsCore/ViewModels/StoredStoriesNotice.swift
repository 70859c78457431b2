import AppCoreSupport
import Foundation

/// What the list says while it shows a source's stored stories (`NewsViewModel.banner`,
/// and a pipe's stderr when offline), in the same words on every front end.
struct StoredStoriesNotice {
    /// When the stories shown were fetched.
    let fetchedAt: Date

    /// "Showing stored stories from 14:05; refreshing…" while the fresh page is asked for.
    func refreshing(now: Date, zone: TimeZoneOffsets) -> String {
        "Showing stored stories from \(when(now: now, zone: zone)); refreshing…"
    }

    /// The failure's message, then "Showing stored stories from 14:05.": the fresh page
    /// failed (offline, an error), so what is shown is what was stored.
    func failed(_ error: NewsError, now: Date, zone: TimeZoneOffsets) -> String {
        "\(error.message) Showing stored stories from \(when(now: now, zone: zone))."
    }

    /// "14:05" on the day of `now`, "3 Dec 2026 14:05" before it (in `zone`).
    private func when(now: Date, zone: TimeZoneOffsets) -> String {
        let format = FixedDateFormat(zone: zone)
        let time = format.hourMinute(fetchedAt)
        let sameDay = zone.civilTime(fetchedAt).dayNumber == zone.civilTime(now).dayNumber
        return sameDay ? time : format.dayMonthYear(fetchedAt) + " " + time
    }
}
