import Foundation

/// Tells a table what to show: sections, rows and their cells (UITableViewDataSource's
/// role). Used from the main queue only.
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; one by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath` (from `dequeueReusableCell(withIdentifier:for:)`).
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The header of `section`; none by default.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}
