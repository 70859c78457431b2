/// The integer types `range`, `interval` and `timer` count with, as in RxSwift.
public typealias RxAbstractInteger = FixedWidthInteger
