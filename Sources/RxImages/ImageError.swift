import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything that can go wrong getting a picture: a typed error whose message says
/// what happened and what can be done.
public enum ImageError: Error, Equatable, CustomStringConvertible, LocalizedError, Sendable {
    /// The data is none of the formats read (JPEG, PNG, WebP): an HTML error page, a
    /// GIF, a text file.
    case notAnImage(startsWith: String)
    /// The file says it is `format` but its data is damaged; `reason` is the library's.
    case corrupt(format: ImageFormat, reason: String)
    /// The file ends before the image does (a download cut short).
    case truncated(format: ImageFormat)
    /// The image has more pixels than `limit` (decoding it could take gigabytes).
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The file is bigger than `limit` bytes (it was not downloaded or read whole).
    case fileTooLarge(limit: Int)
    /// Memory for the pixels could not be had.
    case outOfMemory(width: Int, height: Int)
    /// The server answered `status` instead of the picture.
    case httpStatus(Int)
    /// The picture could not be fetched; `reason` is the network layer's message.
    case network(reason: String)

    /// What happened and what to do.
    public var description: String {
        switch self {
        case .notAnImage(let start):
            return "This is not a JPEG, PNG or WebP picture (it starts with \(start)); the address may point to a web page rather than the picture."
        case .corrupt(let format, let reason):
            return "The \(format.name) picture is damaged (\(reason)); it cannot be shown."
        case .truncated(let format):
            return "The \(format.name) picture ends before its last line: the file is cut short. Fetching it again may help."
        case .tooManyPixels(let width, let height, let limit):
            return "The picture is \(width)×\(height) pixels, more than the \(limit / 1_000_000) megapixels shown here; it was not decoded."
        case .fileTooLarge(let limit):
            return "The picture is larger than \(limit / 1_000_000) MB and was not loaded."
        case .outOfMemory(let width, let height):
            return "There was not enough memory to decode a \(width)×\(height) picture."
        case .httpStatus(let status):
            return "The server answered \(status) \(HTTPURLResponse.localizedString(forStatusCode: status)) instead of the picture."
        case .network(let reason):
            return "The picture could not be fetched: \(reason)"
        }
    }

    /// The same as `description`.
    public var errorDescription: String? { description }
}
