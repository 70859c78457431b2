// `import RxCocoa` for code ported from RxSwift: RxCore under RxCocoa's module name, so the
// imports and module-qualified names (`RxCocoa.Observable`) of ported code compile
// unchanged. New code imports RxCore directly.
@_exported import RxCore
