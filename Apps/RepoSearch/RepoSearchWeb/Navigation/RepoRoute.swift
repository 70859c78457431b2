import Foundation
import RepoSearchCore
import WebUI

/// The addresses of the search's screens, so Back, Forward, reload and bookmarks land on
/// them:
/// - "/": the search as the command line starts it (its user or search, else an empty
///   field);
/// - "/?user=NAME": a user's repositories, "/?q=QUERY": a repository search (GitHub's
///   syntax, spaces as "+"); empty for an empty field. The search screen's address
///   follows the query it shows, so a bookmark or a reload asks it again;
/// - "/repos/OWNER/NAME": one repository's detail. Only the search's results can name
///   the repository, so an address whose repository is not among them (a reload, a
///   bookmark, a search since changed) shows the search instead.
///
/// A typed-in address is untrusted: anything else names no route.
enum RepoRoute: WebRoute, Equatable {
    /// The search as the command line starts it.
    case start
    /// The search screen showing `text` in `mode`.
    case search(text: String, mode: SearchMode)
    /// The detail of the repository `owner`/`name`.
    case repo(owner: String, name: String)

    /// The route of the search screen showing `results`: its query, "/" for an empty
    /// field in the user mode (the mode a bare start has).
    static func search(showing results: RepoSearchResults) -> RepoRoute {
        guard let query = results.query else {
            return results.mode == .userRepositories ? .start : .search(text: "", mode: results.mode)
        }
        return .search(text: query.text, mode: query.mode)
    }

    /// The route of `repo`'s detail.
    static func detail(of repo: Repo) -> RepoRoute {
        .repo(owner: repo.owner, name: repo.name)
    }

    /// Whether `repo` is the one `.repo(owner:name:)` names (GitHub compares names
    /// without case).
    func names(_ repo: Repo) -> Bool {
        guard case .repo(let owner, let name) = self else { return false }
        return repo.owner.lowercased() == owner.lowercased() && repo.name.lowercased() == name.lowercased()
    }

    init?(path: String) {
        let parts = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let location = String(parts[0])
        let query = parts.count > 1 ? String(parts[1]) : ""
        if location == "/" || location.isEmpty {
            guard !query.isEmpty else {
                self = .start
                return
            }
            let items = query.split(separator: "&", omittingEmptySubsequences: true)
            guard items.count == 1 else { return nil }
            let pair = items[0].split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, let text = RepoRoute.decode(pair[1], plusIsSpace: true) else { return nil }
            switch pair[0] {
            case "user": self = .search(text: text, mode: .userRepositories)
            case "q": self = .search(text: text, mode: .repositorySearch)
            default: return nil
            }
            return
        }
        let segments = location.split(separator: "/", omittingEmptySubsequences: false)
        guard query.isEmpty, segments.count == 4, segments[0].isEmpty, segments[1] == "repos",
              let owner = RepoRoute.decode(segments[2], plusIsSpace: false), let name = RepoRoute.decode(segments[3], plusIsSpace: false),
              RepoRoute.isName(owner), RepoRoute.isName(name) else { return nil }
        self = .repo(owner: owner, name: name)
    }

    var path: String {
        switch self {
        case .start:
            return "/"
        case .search(let text, let mode):
            let key = mode == .userRepositories ? "user" : "q"
            return "/?\(key)=" + RepoRoute.encode(text, allowing: RepoRoute.queryCharacters).replacingOccurrences(of: "%20", with: "+")
        case .repo(let owner, let name):
            return "/repos/" + RepoRoute.segment(owner) + "/" + RepoRoute.segment(name)
        }
    }

    /// What a query value keeps as it is (besides letters and digits): readable
    /// ("q=tetris+language:assembly") and left alone by browsers, so the address the
    /// browser reports back is this one.
    private static let queryCharacters = CharacterSet(charactersIn: "-._~:@/")
    /// What a path segment keeps as it is (besides letters and digits).
    private static let segmentCharacters = CharacterSet(charactersIn: "-._~")

    private static func encode(_ text: String, allowing extra: CharacterSet) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        allowed.formUnion(extra)
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    /// A path segment; "." and ".." encoded, which browsers would otherwise resolve away.
    private static func segment(_ name: String) -> String {
        let encoded = encode(name, allowing: segmentCharacters)
        return encoded == "." || encoded == ".." ? encoded.replacingOccurrences(of: ".", with: "%2E") : encoded
    }

    private static func decode(_ text: Substring, plusIsSpace: Bool) -> String? {
        let text = plusIsSpace ? text.replacingOccurrences(of: "+", with: " ") : String(text)
        return text.removingPercentEncoding
    }

    /// An owner's or a repository's name: not empty, no slash, no control characters.
    private static func isName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.unicodeScalars.contains { CharacterSet.controlCharacters.contains($0) }
    }
}
