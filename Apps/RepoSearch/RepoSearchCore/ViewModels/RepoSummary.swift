import AppCoreSupport
import Foundation

/// One repository as the list shows it: its name with what it is, a line of details,
/// and its description. Made by `RepoSearchViewModel.summary(of:)`; front ends lay it out.
public struct RepoSummary: Equatable, Sendable {
    /// The repository's id (GitHub's).
    public var id: Int64
    /// "ann/tetris", with " (fork)" and " (archived)" when they apply.
    public var name: String
    /// Stars, language and when it was updated: "★ 1.2k  Swift  3d".
    public var details: String
    /// The description, or "No description".
    public var description: String

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
        self.details = details.joined(separator: "  ")
        description = repo.description.flatMap { $0.isEmpty ? nil : $0 } ?? "No description"
    }
}
