import Differentiator
import Foundation
import RxCore
import WebUI

/// The gallery's root: one row per demo, grouped in sections; a row opens its screen.
final class GalleryViewController: DemoViewController {
    private let tableView = TableView()

    init() {
        super.init(title: "WebUI Gallery")
        path = "/"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let intro = Label("Every WebUI view, live, with made-up data. Open one with a click, or with j, k and Enter; ? lists the keys.",
                          textStyle: .secondary)
        stack.addArrangedSubview(intro)
        stack.addArrangedSubview(tableView)
        let sectionNames = GalleryRoutes.entries.reduce(into: [String]()) { names, entry in
            if !names.contains(entry.section) { names.append(entry.section) }
        }
        let sections = sectionNames.map { name in
            AnimatableSectionModel(model: name, items: GalleryRoutes.entries.filter { $0.section == name }.map(\.path))
        }
        let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, String>>(
            configureCell: { _, tableView, indexPath, path in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Entry", for: indexPath)
                let entry = GalleryRoutes.entries.first { $0.path == path }
                cell.textLabel.text = entry?.name
                cell.detailTextLabel.text = entry?.summary
                return cell
            },
            titleForHeaderInSection: { dataSource, section in dataSource[section].model })
        Observable.just(sections)
            .bind(to: tableView.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)
        tableView.rx.modelSelected(String.self)
            .subscribe(onNext: { [weak self] path in
                guard let route = GalleryRoute(path: path), let screen = GalleryRoutes.screens(for: route).last else { return }
                self?.navigationController?.push(screen, for: route)
            })
            .disposed(by: disposeBag)
    }
}
