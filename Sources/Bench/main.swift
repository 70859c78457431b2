import RxCore
import Dispatch

@inline(never) func opaque<T>(_ x: T) -> T { x }
final class Counter { var total = 0 }
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func measure(_ n: Int, _ body: () -> Void) -> Double {
  body()
  var best = Double.infinity
  for _ in 0..<5 { let t0 = now(); body(); best = min(best, Double(now() - t0) / Double(n)) }
  return best
}
let n = 2_000_000
let c = Counter()
let f: (Int) -> Void = opaque({ c.total &+= $0 })
let floor = measure(n) { for i in 0..<n { f(i) } }
print("floor", floor)
let s = PublishSubject<Int>()
let d = s.subscribe(onNext: { c.total &+= $0 })
let pub = measure(n) { for i in 0..<n { s.onNext(i) } }
print("publish1", pub, pub/floor)
d.dispose()
let s2 = PublishSubject<Int>()
var o: Observable<Int> = s2.asObservable()
for k in 0..<12 { o = k % 2 == 0 ? o.map { $0 &+ 1 } : o.filter { $0 >= 0 } }
let d2 = o.subscribe(onNext: { c.total &+= $0 })
let chain = measure(n) { for i in 0..<n { s2.onNext(i) } }
print("chain12", chain, (chain - pub)/12/floor, "per hop")
d2.dispose()
let build = measure(100_000) { for _ in 0..<100_000 {
  var o: Observable<Int> = s2.asObservable()
  for k in 0..<12 { o = k % 2 == 0 ? o.map { $0 &+ 1 } : o.filter { $0 >= 0 } }
  o.subscribe(onNext: { c.total &+= $0 }).dispose()
} }
print("build12", build, "ns")
print(c.total)
