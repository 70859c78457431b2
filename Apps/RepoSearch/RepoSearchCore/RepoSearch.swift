/// RepoSearchCore: the repository search's models, GitHub API, stored queries and view
/// models. It imports RxCore, RxNetwork and RxStore only, never a UI.
public enum RepoSearch {}
