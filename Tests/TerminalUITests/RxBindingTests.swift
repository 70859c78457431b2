import Foundation
import RxCore
import RxTesting
import XCTest
@testable import TerminalUI

final class RxBindingTests: XCTestCase {
    func test_labelRxText_setsTheText() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        let text = PublishSubject<String?>()
        let subscription = text.bind(to: label.rx.text)
        text.onNext("hello")
        XCTAssertEqual(label.rendered(size: Size(width: 6, height: 1)).lines, ["hello "])
        text.onNext(nil)
        XCTAssertEqual(label.text, nil)
        subscription.dispose()
    }

    func test_viewRxIsHidden_hidesTheView() {
        let banner = MessageView(text: "offline", frame: Rect(x: 0, y: 0, width: 9, height: 1))
        let subscription = Observable.just(true).bind(to: banner.rx.isHidden)
        XCTAssertTrue(banner.isHidden)
        subscription.dispose()
    }

    func test_messageViewRxText() {
        let banner = MessageView(frame: Rect(x: 0, y: 0, width: 9, height: 1))
        let subscription = Observable.just("3 new").bind(to: banner.rx.text)
        XCTAssertEqual(banner.rendered(size: Size(width: 9, height: 1)).lines, [" 3 new   "])
        subscription.dispose()
    }

    func test_tableRxItems_showsEachArray() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 6, height: 3))
        let items = BehaviorSubject(value: ["a", "b"])
        let subscription = items.bind(to: table.rx.items) { tableView, row, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: IndexPath(row: row, section: 0))
            cell.textLabel.text = "\(row):\(item)"
            return cell
        }
        XCTAssertEqual(table.rendered(size: table.frame.size).lines, ["0:a   ", "1:b   ", "      "])
        items.onNext(["x", "y", "z", "w"])
        XCTAssertEqual(table.rendered(size: table.frame.size).lines, ["0:x   ", "1:y   ", "2:z   "])
        subscription.dispose()
        XCTAssertNil(table.dataSource)
    }

    final class NameCell: TableViewCell {}

    func test_tableRxItemsCellIdentifier_configuresRegisteredCells() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 6, height: 2))
        let subscription = Observable.just(["ann", "bob"])
            .bind(to: table.rx.items(cellIdentifier: "Name", cellType: NameCell.self)) { _, name, cell in
                cell.textLabel.text = name
            }
        XCTAssertEqual(table.rendered(size: table.frame.size).lines, ["ann   ", "bob   "])
        XCTAssertTrue(table.visibleCellsInOrder.allSatisfy { $0 is NameCell })
        subscription.dispose()
    }

    func test_tableRxItemSelectedAndModelSelected_emitOnEnter() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 6, height: 2))
        let bag = DisposeBag()
        Observable.just(["ann", "bob"])
            .bind(to: table.rx.items) { tableView, row, name in
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: IndexPath(row: row, section: 0))
                cell.textLabel.text = name
                return cell
            }
            .disposed(by: bag)
        var paths: [IndexPath] = []
        var names: [String] = []
        table.rx.itemSelected.subscribe(onNext: { paths.append($0) }).disposed(by: bag)
        table.rx.modelSelected(String.self).subscribe(onNext: { names.append($0) }).disposed(by: bag)
        _ = table.processKey(.down)
        _ = table.processKey(.enter)
        XCTAssertEqual(paths, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(names, ["bob"])
    }
}
