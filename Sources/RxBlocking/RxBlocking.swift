// `import RxBlocking` for tests ported from RxSwift: RxTesting (and RxCore) under RxBlocking's
// module name, so their imports and module-qualified names compile unchanged. New tests
// import RxTesting directly.
@_exported import RxTesting
@_exported import RxCore
