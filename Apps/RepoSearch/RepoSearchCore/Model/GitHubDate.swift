import Foundation
import RxNetwork

/// GitHub's timestamps: RFC 3339 in UTC, `2013-06-24T12:49:57Z` (an offset such as
/// `+02:00` and fractional seconds are accepted too), read by RxNetwork's `RFC3339Date`
/// from the bytes: a page of 100 repositories holds 300 of them.
public enum GitHubDate {
    /// The date `text` names, or nil when it is not an RFC 3339 timestamp.
    public static func date(from text: String) -> Date? {
        RFC3339Date(text)?.date
    }

    /// `date` as GitHub writes it, in UTC to the second.
    public static func string(from date: Date) -> String {
        RFC3339Date.string(from: date)
    }
}
