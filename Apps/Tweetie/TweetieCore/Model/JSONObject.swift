import Foundation

/// One JSON object as `JSONSerialization` returns it: what the Twitter API hands to the
/// decoders (the documents' `JSONObject`).
public typealias JSONObject = [String: Any]

extension Dictionary where Key == String, Value == Any {
    /// The JSON objects among `elements` (each one array element's bytes, as
    /// `JSONArrayElements` splits them), in order. An element the JSON parser refuses (a
    /// lone surrogate escape) or that is not an object is handed on as an empty object, so
    /// the decoders skip and count it rather than it vanishing or costing the whole page.
    /// Shared by the Twitter and Bluesky answers. Pure; any thread.
    static func lossyObjects(of elements: [Data]) -> [JSONObject] {
        elements.map { element in (try? JSONSerialization.jsonObject(with: element)) as? JSONObject ?? [:] }
    }
}
