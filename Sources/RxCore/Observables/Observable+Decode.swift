import Foundation

/// Something that decodes a value from `Data`, such as `JSONDecoder`: what
/// `decode(type:decoder:)` uses.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each element into `type` with `decoder`.
    ///
    /// A decoding error ends the sequence with that error.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
