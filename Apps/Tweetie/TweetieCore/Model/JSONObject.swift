import Foundation

/// One JSON object as `JSONSerialization` returns it: what the Twitter API hands to the
/// decoders (the documents' `JSONObject`).
public typealias JSONObject = [String: Any]
