import Differentiator
import Foundation
import RxCore

/// A data source over an array of section models, with closures for cells and headers
/// (RxDataSources' `TableViewSectionedDataSource`); the base of the reload and animated
/// data sources. Used from the main queue only.
open class TableViewSectionedDataSource<Section: SectionModelType>: TableViewDataSource, SectionedViewDataSourceType {
    /// Makes the cell for an item: (data source, table, index path, item) → cell.
    public typealias ConfigureCell = (TableViewSectionedDataSource<Section>, TableView, IndexPath, Section.Item) -> TableViewCell
    /// The header of a section: (data source, section index) → title.
    public typealias TitleForHeaderInSection = (TableViewSectionedDataSource<Section>, Int) -> String?

    /// Makes the cells.
    public var configureCell: ConfigureCell
    /// Gives the headers.
    public var titleForHeaderInSection: TitleForHeaderInSection

    /// The sections shown.
    public private(set) var sectionModels: [Section] = []

    /// Creates a data source with no sections.
    public init(configureCell: @escaping ConfigureCell,
                titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil }) {
        self.configureCell = configureCell
        self.titleForHeaderInSection = titleForHeaderInSection
    }

    /// Replaces the sections without telling the table (the subclass does).
    public func setSections(_ sections: [Section]) {
        sectionModels = sections
    }

    /// The section at `section`.
    public subscript(section: Int) -> Section {
        sectionModels[section]
    }

    /// The item at `indexPath`.
    public subscript(indexPath: IndexPath) -> Section.Item {
        sectionModels[indexPath.section].items[indexPath.row]
    }

    /// The item at `indexPath`, for `modelSelected`.
    public func model(at indexPath: IndexPath) throws -> Any {
        guard sectionModels.indices.contains(indexPath.section),
              sectionModels[indexPath.section].items.indices.contains(indexPath.row) else { throw RxError.argumentOutOfRange }
        return self[indexPath]
    }

    /// The number of sections.
    public func numberOfSections(in tableView: TableView) -> Int { sectionModels.count }

    /// The number of items in `section`.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sectionModels.indices.contains(section) ? sectionModels[section].items.count : 0
    }

    /// `configureCell`'s cell for the item.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        configureCell(self, tableView, indexPath, self[indexPath])
    }

    /// `titleForHeaderInSection`'s title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        titleForHeaderInSection(self, section)
    }
}

/// A sectioned data source that sends the whole list on each new array of sections.
open class RxTableViewSectionedReloadDataSource<Section: SectionModelType>: TableViewSectionedDataSource<Section>, RxTableViewDataSourceType {
    /// The bound sequence's element: the sections.
    public typealias Element = [Section]

    /// Takes the sections and reloads the table; errors and completion change nothing.
    open func tableView(_ tableView: TableView, observedEvent: Event<[Section]>) {
        guard case .next(let sections) = observedEvent else { return }
        setSections(sections)
        tableView.reloadData()
    }
}
