// `import RxRelay` for code ported from RxSwift: RxCore under RxRelay's module name, so the
// imports and module-qualified names (`RxRelay.Observable`) of ported code compile
// unchanged. New code imports RxCore directly.
@_exported import RxCore
