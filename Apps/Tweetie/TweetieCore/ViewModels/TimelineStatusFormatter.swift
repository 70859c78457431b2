import AppCoreSupport
import Foundation

/// Makes a polled timeline's `StatusLine`: "N new ↑", the count (in the source's
/// `PostNoun`: "94 posts" on Bluesky), when it was last updated (kept beside a failure:
/// "updated 16:52 · update failed"), whether the request in flight is not answered, how
/// many items of the latest update were left out, and how loading older ones goes.
///
/// Use from one thread (the main queue, where Drivers deliver).
final class TimelineStatusFormatter {
    /// "HH:mm" without a `DateFormatter`, which costs ~3.5 MiB of ICU data (D68).
    private let clockFormat: FixedDateFormat
    /// The last time of day written and the UTC minute it is for: the line is made again
    /// on every status change and frame of a poll, and a calendar's components cost more
    /// than the rest of the line (every zone's offset is whole minutes today, so one UTC
    /// minute is one local "HH:mm").
    private var lastClock: (minute: Double, text: String)?

    /// A formatter writing times of day in `timeZone`.
    init(timeZone: TimeZone) {
        clockFormat = FixedDateFormat(timeZone: timeZone)
    }

    /// The status of a timeline of `tweets` items named `noun`.
    func line(tweets: Int, noun: PostNoun = .tweet, status: FetchStatus, lastUpdated: Date? = nil, slow: Bool = false,
              newAbove: Int = 0, skipped: Int = 0, older: OlderPagesStatus = .idle) -> StatusLine {
        var parts = [noun.count(tweets)]
        var updated: Date? = lastUpdated
        if case .updated(let date) = status { updated = date }
        if let updated { parts.append("updated \(clock(updated))") }
        if slow {
            parts.append("not answering")
        } else {
            switch status {
            case .waiting: parts.append("updating…")
            case .updated: break
            case .failed: parts.append("update failed")
            }
        }
        return StatusLine(newAbove: newAbove > 0 ? "\(newAbove) new ↑" : nil,
                          parts: parts + StatusLine.skipped(skipped) + StatusLine.older(older))
    }

    /// `date`'s time of day, "16:52".
    private func clock(_ date: Date) -> String {
        let minute = (date.timeIntervalSinceReferenceDate / 60).rounded(.down)
        if let lastClock, lastClock.minute == minute { return lastClock.text }
        let text = clockFormat.hourMinute(date)
        lastClock = (minute, text)
        return text
    }
}
