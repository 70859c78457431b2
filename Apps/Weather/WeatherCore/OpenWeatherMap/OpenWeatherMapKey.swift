import Foundation
import RxNetwork

/// An OpenWeatherMap API key: a secret. It is never shown — `description`,
/// `debugDescription`, `dump` and string interpolation all give `<redacted>`
/// (`SecretHolding`) — and it is only put on requests by the source, to its own host.
public struct OpenWeatherMapKey: Hashable, Sendable, SecretHolding {
    /// The key itself; read only to put it on a request.
    let value: String

    /// The key in `text` (surrounding whitespace removed); nil when nothing is left.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        value = trimmed
    }

    /// The key from `OPENWEATHER_API_KEY` in `environment`, nil when unset or empty.
    public init?(environment: [String: String]) {
        guard let text = environment["OPENWEATHER_API_KEY"] else { return nil }
        self.init(text)
    }

    /// `OpenWeatherMapKey(<redacted>)`.
    public var redactedDescription: String { "OpenWeatherMapKey(\(Redaction.placeholder))" }
}
