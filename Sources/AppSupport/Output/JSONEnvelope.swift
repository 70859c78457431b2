import AppCoreSupport
import Foundation

/// The one document every app's `--json` prints: which schema and app wrote it, when,
/// from which source, what was asked, the items, what the run said on stderr
/// (`notices`) and where the next page is. The schema is documented in the DocC article
/// "JSON output" (`JSONOutput.md`); apps only choose their items' fields.
///
/// ```json
/// {
///   "schema": "rxmvvm.news.stories/1",
///   "app": "news",
///   "generatedAt": "2026-12-06T16:40:51Z",
///   "source": {"address":"https://hacker-news.firebaseio.com","kind":"live"},
///   "query": "top",
///   "title": "Hacker News: top stories",
///   "notices": [],
///   "next": null,
///   "items": [
///     {"id":"hn:41245151","title":"…","type":"story"}
///   ]
/// }
/// ```
///
/// The envelope's keys come in that fixed order (`schema` first, so `head -2` says what
/// a file is), then the app's own keys (`extras`, sorted), then `items`, one item a line.
/// Inside each value keys are sorted. Dates are ISO 8601 instants in UTC to the second.
///
/// A value; safe to share between threads.
public struct JSONEnvelope: Sendable {
    /// Where the items came from.
    public struct Source: Hashable, Sendable {
        /// How the items were got.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// Asked for now from the service (or a feed file read now).
            case live
            /// The app's bundled demo data.
            case demo
            /// Answers recorded earlier, replayed from a directory (`--api-cache`).
            case recording
            /// The app's local store only: asking the source failed this run, so what was
            /// kept from earlier runs is printed (the notices say why).
            case stored
        }

        /// How the items were got.
        public var kind: Kind
        /// The service's address (a URL), the feed file's or recording directory's path;
        /// nil for the demo.
        public var address: String?

        /// A source of `kind` at `address`.
        public init(kind: Kind, address: String? = nil) {
            self.kind = kind
            self.address = address
        }

        /// The service at `url`, asked now.
        public static func live(_ url: URL) -> Source {
            Source(kind: .live, address: url.isFileURL ? url.path : url.absoluteString)
        }

        /// Recorded answers in `directory`.
        public static func recording(_ directory: URL) -> Source {
            Source(kind: .recording, address: directory.path)
        }

        /// The bundled demo data.
        public static let demo = Source(kind: .demo)

        /// The same address, marked as `stored` when `fromStore`: the run could not ask
        /// the source and printed what the local store kept.
        public func stored(_ fromStore: Bool) -> Source {
            fromStore ? Source(kind: .stored, address: address) : self
        }

        var json: EncodedJSON {
            EncodedJSON(object: ["kind": kind.rawValue, "address": address.map { $0 as Any } ?? NSNull()]) ?? .null
        }
    }

    /// The envelope's keys, which `extras` cannot use.
    public static let reservedKeys: Set<String> = ["schema", "app", "generatedAt", "source", "query", "title", "notices", "next", "items"]

    /// The schema's version; it goes up when a field changes meaning or goes away (new
    /// fields do not change it).
    public static let version = 1

    /// The command's name: `tweetie`, `weather`, `news`, `repo-search`.
    public var app: String
    /// What the items are, in the schema's name: `posts`, `forecasts`, `stories`, `repositories`.
    public var itemKind: String
    /// When the document was written.
    public var generatedAt: Date
    /// Where the items came from.
    public var source: Source
    /// What was asked, as given (a list, a city, a ranking, a user); nil when nothing was.
    public var query: String?
    /// What the source calls what it answered (the list's name, the place); nil when unknown.
    public var title: String?
    /// What the run said on stderr (skipped items, a failure, a warning), a sentence each.
    public var notices: [String]
    /// Where the next page starts (a URL or the source's cursor); nil when there is none.
    public var next: String?
    /// The app's own top-level keys, written after the envelope's, sorted; one that is
    /// an envelope key (`reservedKeys`) is left out.
    public var extras: [String: EncodedJSON]
    /// The items, in the order shown.
    public private(set) var items: [EncodedJSON] = []
    /// Items that could not be written as JSON (left out, and said in `notices`).
    public private(set) var unwritableItems = 0

    /// An envelope of `app`'s `itemKind` with no items yet.
    public init(app: String, itemKind: String, generatedAt: Date, source: Source, query: String? = nil, title: String? = nil,
                notices: [String] = [], next: String? = nil, extras: [String: EncodedJSON] = [:]) {
        self.app = app
        self.itemKind = itemKind
        self.generatedAt = generatedAt
        self.source = source
        self.query = query
        self.title = title
        self.notices = notices
        self.next = next
        self.extras = extras
    }

    /// `rxmvvm.<app>.<itemKind>/<version>`: `rxmvvm.news.stories/1`.
    public var schema: String { "rxmvvm.\(app).\(itemKind)/\(JSONEnvelope.version)" }

    /// Adds an item (see `EncodedJSON.init(object:)`); one that cannot be written is left
    /// out and counted.
    public mutating func append(object: Any) {
        append(EncodedJSON(object: object))
    }

    /// Adds an item by its `Encodable` conformance; one that cannot be written is left out
    /// and counted.
    public mutating func append(encoding item: some Encodable) {
        append(EncodedJSON(encoding: item))
    }

    private mutating func append(_ item: EncodedJSON?) {
        if let item { items.append(item) } else { unwritableItems += 1 }
    }

    /// The document, ending with a newline.
    public var document: String {
        var notices = self.notices
        if unwritableItems > 0 {
            notices.append("Left out \(unwritableItems) \(unwritableItems == 1 ? "item" : "items") that could not be written as JSON.")
        }
        var fields: [(String, EncodedJSON)] = [
            ("schema", EncodedJSON(schema)),
            ("app", EncodedJSON(app)),
            ("generatedAt", EncodedJSON(FixedDateFormat.iso8601(generatedAt))),
            ("source", source.json),
            ("query", EncodedJSON(query)),
            ("title", EncodedJSON(title)),
            ("notices", EncodedJSON(notices)),
            ("next", EncodedJSON(next)),
        ]
        fields += extras.filter { !JSONEnvelope.reservedKeys.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let list = items.isEmpty ? "[]" : "[\n" + items.map { "    " + $0.text }.joined(separator: ",\n") + "\n  ]"
        let lines = fields.map { "  \(EncodedJSON($0.0).text): \($0.1.text)," } + ["  \"items\": \(list)"]
        return "{\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    /// `value` to `places` decimals, so a converted unit prints as `7.6`, not
    /// `7.599999999999999` (JSON writes a double's shortest exact form); a value that
    /// rounds to zero is 0, not -0.
    public static func rounded(_ value: Double, toPlaces places: Int) -> Double {
        let scale = pow(10, Double(places))
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }
}
