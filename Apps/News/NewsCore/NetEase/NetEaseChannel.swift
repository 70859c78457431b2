import Foundation

/// A channel of the NetEase news app, from its channel list
/// (`{"tList": [{"tid": "T1348647853363", "tname": "头条", "alias": "Top News", ...}]}`).
public struct NetEaseChannel: Hashable, Sendable {
    /// The id article lists are keyed by, such as `T1348647853363`.
    public var id: String
    /// The name the app shows (`tname`), such as "头条".
    public var name: String
    /// The English name (`alias`), when there is one, such as "Top News".
    public var alias: String?

    /// A channel with these parts.
    public init(id: String, name: String, alias: String? = nil) {
        self.id = id
        self.name = name
        self.alias = alias
    }

    /// The channels of a channel list, in its order; entries without `tid` are left out.
    ///
    /// - Throws: `NewsError.malformed` when `data` is not an object with a `tList` array.
    public static func parseList(_ data: Data) throws(NewsError) -> [NetEaseChannel] {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let list = object["tList"] as? [Any] else {
            throw .malformed(what: "the NetEase channel list", reason: "expected an object with a tList array")
        }
        return list.compactMap { entry -> NetEaseChannel? in
            guard let fields = entry as? [String: Any], let id = fields["tid"] as? String, !id.isEmpty else { return nil }
            let name = (fields["tname"] as? String).map(NewsText.singleLine) ?? id
            let alias = (fields["alias"] as? String).map(NewsText.singleLine).flatMap { $0.isEmpty ? nil : $0 }
            return NetEaseChannel(id: id, name: name, alias: alias)
        }
    }
}
