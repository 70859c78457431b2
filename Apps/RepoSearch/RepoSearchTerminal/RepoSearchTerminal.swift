/// RepoSearchTerminal: the repository search's screens (view controllers that only
/// bind), its plain-text and JSON front end for pipes, and the start of `repo-search`.
public enum RepoSearchTerminal {}
