import AppCoreSupport
import Foundation

/// One repository as the list shows it: its name with what it is, a line of details,
/// its description, and where its page is. Made by `RepoSearchViewModel.summary(of:)`; front ends lay it out.
public struct RepoSummary: Equatable, Sendable {
    /// The repository's id (GitHub's).
    public var id: Int64
    /// "ann/tetris", with " (fork)" and " (archived)" when they apply.
    public var name: String
    /// Stars, language and when it was updated: "★ 1.2k  Swift  3d".
    public var details: String { detailParts.joined(separator: "  ") }
    /// The details one by one, for front ends that set them apart their own way: "★ 1.2k",
    /// "Swift", "3d".
    public var detailParts: [String]
    /// The description, or "No description".
    public var description: String
    /// The page's address as people read it, without the scheme: "github.com/ann/tetris"
    /// (the text of a link to it).
    public var address: String

    /// `repo`, its update time written by `formatter` relative to `now`.
    public init(_ repo: Repo, formatter: RelativeTimeFormatter, now: Date) {
        id = repo.id
        var name = repo.fullName
        if repo.isFork { name += " (fork)" }
        if repo.isArchived { name += " (archived)" }
        self.name = name
        var details = ["★ \(RepoFormatting.compact(repo.stars))"]
        if let language = repo.language, !language.isEmpty { details.append(language) }
        if let updated = repo.updatedAt { details.append(formatter.string(for: updated, now: now)) }
        detailParts = details
        description = repo.description.flatMap { $0.isEmpty ? nil : $0 } ?? "No description"
        address = RepoSummary.address(of: repo.htmlURL)
    }

    /// `url` without its scheme and a trailing slash: "github.com/ann/tetris".
    static func address(of url: URL) -> String {
        var address = (url.host ?? "") + (url.port.map { ":\($0)" } ?? "") + url.path
        while address.hasSuffix("/") { address.removeLast() }
        return address.isEmpty ? url.absoluteString : address
    }
}
