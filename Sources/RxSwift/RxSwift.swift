// `import RxSwift` for code ported from RxSwift: RxCore under RxSwift's module name, so the
// imports and module-qualified names (`RxSwift.Observable`) of ported code compile
// unchanged. New code imports RxCore directly.
@_exported import RxCore
