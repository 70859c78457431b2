import Foundation

/// Gives a table its rows, their cells and the sections' header titles.
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`; called only for rows about to be shown.
    /// Use `tableView.dequeueReusableCell(withIdentifier:for:)` to reuse cells.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of `section`'s header, drawn as one styled line above its rows; nil (the
    /// default) draws no header. Asked for every section on a reload and after each batch
    /// update, so it should be cheap. The text is sanitized when drawn.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// Tells a table the height of its rows and hears about selection.
public protocol TableViewDelegate: AnyObject {
    /// The number of lines the row at `indexPath` takes (1 by default). Asked for every
    /// row on reload and for inserted and reloaded rows on a batch update, so it should
    /// be cheap.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int
    /// The user chose the row at `indexPath` (Enter on the selected row).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// One line.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { 1 }
    /// Nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}
