import Differentiator
import Foundation
import RxCore

/// The base of the sectioned data sources: holds the sections and makes cells and
/// header titles with the closures it was given (RxDataSources' `TableViewSectionedDataSource`).
///
/// Used from the main queue only. `RxTableViewSectionedReloadDataSource` and
/// `RxTableViewSectionedAnimatedDataSource` bind it to a sequence of sections.
open class TableViewSectionedDataSource<Section: SectionModelType>: TableViewDataSource, SectionedViewDataSourceType {
    /// Makes the cell for an item: (data source, table, index path, item) → cell.
    /// Dequeue it with `tableView.dequeueReusableCell(withIdentifier:for:)`.
    public typealias ConfigureCell = (TableViewSectionedDataSource<Section>, TableView, IndexPath, Section.Item) -> TableViewCell
    /// Gives a section's header title, nil for none: (data source, section index) → title.
    public typealias TitleForHeaderInSection = (TableViewSectionedDataSource<Section>, Int) -> String?

    /// Makes the cells.
    public var configureCell: ConfigureCell
    /// Gives the header titles.
    public var titleForHeaderInSection: TitleForHeaderInSection

    /// The sections shown.
    public private(set) var sectionModels: [Section] = []

    /// Creates a data source with no sections.
    public init(
        configureCell: @escaping ConfigureCell,
        titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil }
    ) {
        self.configureCell = configureCell
        self.titleForHeaderInSection = titleForHeaderInSection
    }

    /// The section at `section`.
    public subscript(section: Int) -> Section {
        sectionModels[section]
    }

    /// The item at `indexPath`.
    public subscript(indexPath: IndexPath) -> Section.Item {
        sectionModels[indexPath.section].items[indexPath.row]
    }

    /// The item at `indexPath`, nil when there is none.
    public func item(at indexPath: IndexPath) -> Section.Item? {
        guard sectionModels.indices.contains(indexPath.section),
              sectionModels[indexPath.section].items.indices.contains(indexPath.row) else { return nil }
        return sectionModels[indexPath.section].items[indexPath.row]
    }

    /// The item at `indexPath`, for `modelSelected`; throws `RxError.argumentOutOfRange`
    /// when there is none.
    public func model(at indexPath: IndexPath) throws -> Any {
        guard let item = item(at: indexPath) else { throw RxError.argumentOutOfRange }
        return item
    }

    /// Replaces the sections without telling any table (the binding does that).
    open func setSections(_ sections: [Section]) {
        sectionModels = sections
    }

    /// Whether the row at `indexPath` is highlighted as new; the base highlights nothing.
    func isHighlighted(at indexPath: IndexPath) -> Bool {
        false
    }

    /// The number of sections.
    open func numberOfSections(in tableView: TableView) -> Int {
        sectionModels.count
    }

    /// The number of items in `section`.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sectionModels.indices.contains(section) ? sectionModels[section].items.count : 0
    }

    /// The `configureCell` cell for the item, highlighted while it is new.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = item(at: indexPath) else {
            // The table only asks for rows it was told about; an empty row is safer than a trap.
            return tableView.dequeueReusableCell(withIdentifier: "", for: indexPath)
        }
        let cell = configureCell(self, tableView, indexPath, item)
        cell.isHighlighted = isHighlighted(at: indexPath)
        return cell
    }

    /// The `titleForHeaderInSection` title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sectionModels.indices.contains(section) ? titleForHeaderInSection(self, section) : nil
    }
}
