import AppCoreSupport
import Foundation
import RxCore

/// The detail screen of one repository: every field as a labelled line, the request to
/// open its page in a browser, and the banner saying how that went.
public final class RepoDetailViewModel {
    // MARK: - Init

    /// The repository shown.
    public let repo: Repo

    /// The detail of `repo`.
    public init(repo: Repo) {
        self.repo = repo
        // Delivered on subscription (`Driver.just` would wait for the next main-queue turn).
        title = Observable.just(repo.fullName).asDriver(onErrorJustReturn: repo.fullName)
        fields = Observable.just(RepoDetailViewModel.fields(of: repo)).asDriver(onErrorJustReturn: [])
        openURL = openInBrowser.asSignal(onErrorSignalWith: .empty()).map { [htmlURL = repo.htmlURL] _ in htmlURL }
        banner = browserBanner.asObservable().map { Optional($0) }.startWith(nil).asDriver(onErrorJustReturn: nil)
    }

    // MARK: - Input

    /// Open the repository's page in a browser (`o`).
    public let openInBrowser = PublishRelay<Void>()
    /// What opening a page of `openURL` says, as the front end's browser reports it
    /// ("Opening …", "Opened …", or why not): shown in `banner`.
    public let browserBanner = PublishRelay<Banner>()

    // MARK: - Output

    /// The repository's full name.
    public let title: Driver<String>
    /// Every field, in reading order.
    public let fields: Driver<[RepoField]>
    /// The page to open, each time it is asked for (always an http(s) URL).
    public let openURL: Signal<URL>
    /// What opening the page did (`browserBanner`); nil until then.
    public let banner: Driver<Banner?>

    /// The labelled fields of `repo`; empty values read "none".
    static func fields(of repo: Repo) -> [RepoField] {
        var flags: [String] = []
        if repo.isFork { flags.append("fork") }
        if repo.isArchived { flags.append("archived") }
        return [
            RepoField(label: "Name", value: repo.name),
            RepoField(label: "Full name", value: repo.fullName),
            RepoField(label: "Owner", value: repo.owner),
            RepoField(label: "Description", value: repo.description.flatMap { $0.isEmpty ? nil : $0 } ?? "none"),
            RepoField(label: "Language", value: repo.language ?? "none"),
            RepoField(label: "Stars", value: "\(repo.stars)"),
            RepoField(label: "Forks", value: "\(repo.forks)"),
            RepoField(label: "Open issues", value: "\(repo.openIssues)"),
            RepoField(label: "Kind", value: flags.isEmpty ? "source" : flags.joined(separator: ", ")),
            RepoField(label: "Topics", value: repo.topics.isEmpty ? "none" : repo.topics.joined(separator: ", ")),
            RepoField(label: "Updated", value: repo.updatedAt.map(GitHubDate.string(from:)) ?? "unknown"),
            RepoField(label: "URL", value: repo.htmlURL.absoluteString, link: repo.htmlURL),
        ]
    }
}

/// One labelled line of the detail screen.
public struct RepoField: Equatable, Sendable {
    /// What the value is, such as "Stars".
    public var label: String
    /// The value as text.
    public var value: String
    /// The web page the value names (the repository's page), for front ends that show
    /// links; nil for plain values.
    public var link: URL?

    /// A field; `link` when the value names a web page.
    public init(label: String, value: String, link: URL? = nil) {
        self.label = label
        self.value = value
        self.link = link
    }
}
