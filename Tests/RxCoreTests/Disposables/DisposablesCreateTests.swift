import XCTest
import RxCore

final class DisposablesCreateTests: RxTestCase {
    func test_create_withNoArguments_returnsADisposableThatDoesNothing() {
        let log = CallRecorder()
        let resources = Resources.total
        let disposable = Disposables.create()
        XCTAssertEqual(Resources.total, resources, "holds no resource that could leak")
        // Disposing it (any number of times) touches nothing it sits beside.
        let neighbour = Disposables.create { log.append("neighbour") }
        let composite = CompositeDisposable(disposable, neighbour)
        disposable.dispose()
        disposable.dispose()
        XCTAssertFalse(composite.isDisposed)
        XCTAssertFalse(neighbour.isDisposed)
        XCTAssertEqual(log.entries, [])
        composite.dispose()
        XCTAssertEqual(log.entries, ["neighbour"], "and it does not stop others being disposed")
    }

    func test_createWith_runsTheActionOnFirstDispose() {
        let log = CallRecorder()
        let disposable = Disposables.create { log.append("disposed") }
        XCTAssertFalse(disposable.isDisposed)
        XCTAssertEqual(log.entries, [])

        disposable.dispose()

        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(log.entries, ["disposed"])
    }

    func test_createWith_runsTheActionOnlyOnce() {
        let log = CallRecorder()
        let disposable = Disposables.create { log.append("disposed") }
        disposable.dispose()
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(log.entries, ["disposed"])
    }

    func test_createWith_releasesTheActionAfterRunningIt() {
        weak var weakProbe: LifetimeProbe?
        let disposable: Cancelable
        do {
            let probe = LifetimeProbe()
            weakProbe = probe
            disposable = Disposables.create { _ = probe }
        }
        XCTAssertNotNil(weakProbe)
        disposable.dispose()
        XCTAssertNil(weakProbe)
    }

    func test_createWith_disposingFromInsideTheAction_doesNotRunItAgain() {
        let log = CallRecorder()
        var disposable: Cancelable?
        disposable = Disposables.create {
            log.append("disposed")
            disposable?.dispose()
        }
        disposable?.dispose()
        XCTAssertEqual(log.entries, ["disposed"])
    }

    func test_createTwo_disposesBothInOrder() {
        let log = CallRecorder()
        let disposable = Disposables.create(
            Disposables.create { log.append("1") },
            Disposables.create { log.append("2") }
        )
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(log.entries, ["1", "2"])
    }

    func test_createThree_disposesAllInOrder() {
        let log = CallRecorder()
        let disposable = Disposables.create(
            Disposables.create { log.append("1") },
            Disposables.create { log.append("2") },
            Disposables.create { log.append("3") }
        )
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(log.entries, ["1", "2", "3"])
    }

    func test_createVariadic_disposesAllInOrder() {
        let log = CallRecorder()
        let disposable = Disposables.create(
            Disposables.create { log.append("1") },
            Disposables.create { log.append("2") },
            Disposables.create { log.append("3") },
            Disposables.create { log.append("4") },
            Disposables.create { log.append("5") }
        )
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(log.entries, ["1", "2", "3", "4", "5"])
    }

    func test_createArray_disposesAllInOrder_forEveryCount() {
        for count in 0...5 {
            let log = CallRecorder()
            let disposable = Disposables.create((0..<count).map { index in Disposables.create { log.append("\(index)") } })
            XCTAssertFalse(disposable.isDisposed, "count \(count)")
            disposable.dispose()
            XCTAssertTrue(disposable.isDisposed, "count \(count)")
            XCTAssertEqual(log.entries, (0..<count).map(String.init), "count \(count)")
        }
    }

    func test_createComposite_disposingTwice_disposesEachOnlyOnce() {
        let first = DisposeCounter()
        let second = DisposeCounter()
        let third = DisposeCounter()
        let disposable = Disposables.create([first, second, third])
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual([first.count, second.count, third.count], [1, 1, 1])
    }

    func test_disposedBy_addsTheDisposableToTheBag() {
        let counter = DisposeCounter()
        do {
            let bag = DisposeBag()
            counter.disposed(by: bag)
            XCTAssertEqual(counter.count, 0)
        }
        XCTAssertEqual(counter.count, 1)
    }
}
