import Foundation

/// The links and pictures of a Twitter v1.1 status, read from `entities` (or
/// `extended_entities`, which lists every picture): the API shortens every link in the
/// text to a `t.co` address and gives the real one beside it; a picture's address in
/// the text stands for the picture.
struct TwitterEntities: Decodable {
    /// One shortened link: what the text holds (`url`) and where it leads (`expanded_url`).
    struct Link: Decodable {
        let url: String?
        let expandedURL: String?

        enum CodingKeys: String, CodingKey {
            case url
            case expandedURL = "expanded_url"
        }
    }

    /// A picture, video or GIF: its `t.co` address in the text and the file.
    struct Media: Decodable {
        let url: String?
        let mediaURL: String?
        let type: String?
        let altText: String?

        enum CodingKeys: String, CodingKey {
            case url, type
            case mediaURL = "media_url_https"
            case altText = "ext_alt_text"
        }
    }

    /// The text's links in order; missing when the status has none.
    let urls: [Link]?
    /// The attached pictures and videos in order; missing when there are none.
    let media: [Media]?

    /// The empty set, for statuses without `entities`.
    static let none = TwitterEntities(urls: nil, media: nil)

    /// The pictures and videos as attachments (alt text when given, the file's address).
    var attachments: [Attachment] {
        (media ?? []).map { item in
            Attachment(kind: item.type == "photo" || item.type == nil ? .image : .video, text: item.altText ?? "",
                       url: Self.checked(item.mediaURL))
        }
    }

    /// The full targets of the links, absolute http(s) URLs only, without repeats.
    var targets: [String] {
        var targets: [String] = []
        for link in urls ?? [] {
            guard let target = Self.checked(link.expandedURL), !targets.contains(target) else { continue }
            targets.append(target)
        }
        return targets
    }

    /// `text` with each `t.co` address replaced by its full target, so the reader sees
    /// where a link leads; an address without a usable target stays as it is.
    func expanding(_ text: String) -> String {
        var expanded = text
        for link in urls ?? [] {
            guard let short = link.url, !short.isEmpty, let target = Self.checked(link.expandedURL) else { continue }
            expanded = expanded.replacingOccurrences(of: short, with: target)
        }
        // A picture's address says no more than its attachment line below the text.
        for item in media ?? [] {
            guard let short = item.url, !short.isEmpty else { continue }
            expanded = expanded.replacingOccurrences(of: short, with: "")
        }
        return media?.isEmpty == false ? String(expanded.reversed().drop { $0.isWhitespace }.reversed()) : expanded
    }

    /// `string` when it is an absolute http(s) URL with a host (the only kind a browser
    /// is asked to open), else nil.
    static func checked(_ string: String?) -> String? {
        guard let string, let url = URL(string: string), let scheme = url.scheme?.lowercased(),
              scheme == "https" || scheme == "http", url.host?.isEmpty == false else { return nil }
        return string
    }
}
