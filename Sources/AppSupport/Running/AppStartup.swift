/// What an app decided from its options and environment before anything is opened:
/// where its data comes from and the local database it keeps it in. Each app's startup
/// adds its own (sources, units, the list to read).
public protocol AppStartup {
    /// The database the run opens (checked, and moved aside with `--fresh` when damaged).
    var database: LocalDatabase { get }
}
