// swift-tools-version:6.0
import PackageDescription

/// RxMVVM: a reactive MVVM stack for Swift 6 on Linux.
///
/// Layers, top to bottom (arrows only point down):
///   apps (Apps/<App>) → AppSupport → TerminalUI → RxNetwork / RxStore → RxCore / RxTesting

let package = Package(
    name: "RxMVVM",
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTesting", targets: ["RxTesting"]),
        .library(name: "Differentiator", targets: ["Differentiator"]),
        .library(name: "RxNetwork", targets: ["RxNetwork"]),
        .library(name: "RxStore", targets: ["RxStore"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "AppSupport", targets: ["AppSupport"]),
        .library(name: "TweetieCore", targets: ["TweetieCore"]),
        .library(name: "TweetieTerminal", targets: ["TweetieTerminal"]),
        .executable(name: "tweetie", targets: ["Tweetie"]),
        .executable(name: "bench", targets: ["Bench"]),
        .executable(name: "tui-gallery", targets: ["TUIGallery"]),
    ],
    targets: [
        .target(name: "RxCore"),
        .target(name: "RxTesting", dependencies: ["RxCore"]),
        .target(name: "Differentiator"),
        // libcurl (Debian's OpenSSL build) for RxNetwork's default transport.
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(name: "RxNetwork", dependencies: ["RxCore", "CCurl"]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "RxStore", dependencies: ["RxCore", "Differentiator", "CSQLite"]),
        // The async-signal-safe crash handler that gives the terminal back (C: a signal
        // handler must not allocate or lock, which Swift code cannot promise).
        .target(name: "CTerminalSupport"),
        .target(name: "TerminalUI", dependencies: ["RxCore", "Differentiator", "CTerminalSupport"]),
        .executableTarget(name: "TUIGallery", dependencies: ["TerminalUI", "Differentiator"]),
        // What every app shares: command line, XDG paths, terminal-or-pipe choice, safe
        // output, token storage, replay directories, the local database and its screen.
        .target(name: "AppSupport", dependencies: ["RxCore", "RxNetwork", "RxStore", "TerminalUI"]),
        .target(name: "TweetieCore", dependencies: ["RxCore", "RxNetwork", "RxStore"], path: "Apps/Tweetie/TweetieCore"),
        // The reader's terminal views (view controllers that only bind) and its plain-text
        // front end; a library so the benchmark can measure them in process.
        .target(name: "TweetieTerminal", dependencies: ["TweetieCore", "AppSupport", "TerminalUI", "Differentiator"], path: "Apps/Tweetie/TweetieTerminal"),
        .executableTarget(name: "Tweetie", dependencies: ["TweetieTerminal"], path: "Apps/Tweetie/Tweetie"),
        .target(name: "CBenchSupport"),
        .executableTarget(name: "Bench", dependencies: [
            "RxCore", "Differentiator", "RxNetwork", "RxStore", "CSQLite", "CBenchSupport", "CCurl",
            "TerminalUI", "TweetieCore", "TweetieTerminal", "LoopbackHTTP",
        ]),
        // The loopback HTTP server the network tests and `bench net` talk to; test support,
        // not a product (and without XCTest, so the bench can link it).
        .target(name: "LoopbackHTTP", path: "Tests/LoopbackHTTP"),
        // What tests share beyond one target: the tmux session and child processes of the
        // end-to-end tests, package and fixture paths, the seeded random generator. Test
        // support, not a product (it imports XCTest).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "RxTestingTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "DifferentiatorTests", dependencies: ["Differentiator", "TestSupport"]),
        .testTarget(name: "RxNetworkTests", dependencies: ["RxNetwork", "RxTesting", "LoopbackHTTP", "TestSupport"]),
        .testTarget(name: "RxStoreTests", dependencies: ["RxStore", "RxTesting", "CSQLite", "TestSupport"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "RxTesting", "TestSupport"]),
        .testTarget(name: "AppSupportTests", dependencies: ["AppSupport", "RxStore", "RxNetwork", "TerminalUI", "RxTesting", "TestSupport"]),
        .testTarget(name: "TweetieCoreTests", dependencies: ["TweetieCore", "RxStore", "RxNetwork", "RxTesting", "LoopbackHTTP", "TestSupport"],
                    path: "Apps/Tweetie/Tests/TweetieCoreTests"),
        .testTarget(name: "TweetieTerminalTests", dependencies: ["TweetieTerminal", "TweetieCore", "AppSupport", "TerminalUI", "RxTesting", "LoopbackHTTP", "TestSupport"],
                    path: "Apps/Tweetie/Tests/TweetieTerminalTests"),
    ],
    swiftLanguageModes: [.v6]
)
