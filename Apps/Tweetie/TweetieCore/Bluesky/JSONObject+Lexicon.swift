/// Typed reads of the JSON objects Bluesky answers with, as `JSONSerialization` gives
/// them: a value of the wrong type reads as missing, so one odd field never throws.
extension Dictionary where Key == String, Value == Any {
    /// The string at `key`, nil when missing or not a string.
    func lexiconString(_ key: String) -> String? { self[key] as? String }

    /// The object at `key`, nil when missing or not an object.
    func lexiconObject(_ key: String) -> JSONObject? { self[key] as? JSONObject }

    /// The objects in the array at `key`; elements that are not objects are left out.
    func lexiconObjects(_ key: String) -> [JSONObject] {
        (self[key] as? [Any])?.compactMap { $0 as? JSONObject } ?? []
    }

    /// The `$type` naming the object's lexicon type, such as `app.bsky.embed.images#view`.
    var lexiconType: String? { self["$type"] as? String }
}
