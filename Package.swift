// swift-tools-version:6.0
import PackageDescription

/// RxMVVM: a reactive MVVM stack for Swift 6 on Linux.
///
/// Layers, top to bottom (arrows only point down):
///   apps → TerminalUI → RxNetwork / RxStore → RxCore / RxTesting

let package = Package(
    name: "RxMVVM",
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTesting", targets: ["RxTesting"]),
        .executable(name: "bench", targets: ["Bench"]),
    ],
    targets: [
        .target(name: "RxCore"),
        .target(name: "RxTesting", dependencies: ["RxCore"]),
        .target(name: "CBenchSupport"),
        .executableTarget(name: "Bench", dependencies: ["RxCore", "CBenchSupport"]),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "RxTestingTests", dependencies: ["RxCore", "RxTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
