// swift-tools-version:6.0
import PackageDescription

/// RxMVVM: a reactive MVVM stack for Swift 6 on Linux.
///
/// Layers, top to bottom; every arrow points down (a target imports only targets below it):
///   5 apps        Apps/<App>: <App>Core (no UI: AppCoreSupport, RxCore, RxNetwork, RxStore,
///                 Differentiator) ← <App>Terminal (+ AppSupport, TerminalUI, RxImages)
///                 ← the executable
///   4 AppSupport  → AppCoreSupport, TerminalUI, RxNetwork, RxStore, RxCore
///     AppCoreSupport → RxNetwork, RxCore (no platform: app cores import it)
///   3 platforms   TerminalUI → RxImages, Differentiator, RxCore
///   2 libraries   RxNetwork → RxCore;  RxStore → Differentiator, RxCore;
///                 RxImages → RxNetwork, RxCore;  Differentiator (nothing)
///   1 core        RxCore;  RxTesting → RxCore;  for ported code only, RxSwift, RxRelay,
///                 RxCocoa → RxCore and RxTest, RxBlocking → RxTesting (re-exports)
/// Every target lists each module it imports in `dependencies`, even one another
/// dependency brings along. ARCHITECTURE.md draws the same map.

/// The apps' release executables carry the Swift runtime and Foundation inside them (D68):
/// linked shared, every Swift library is mapped and relocated whole at start, used or not
/// (~6 MiB resident before `main`). lld packs the relative relocations (RELR): a PIE's
/// 2 MB table of them was read at every start (~2 MiB more). No symbol is exported (the
/// runtime's `-export-dynamic` made a 0.7 MB symbol table every shared C library's
/// symbol lookup walked first: ~1 MiB); nothing looks the executable's symbols up. The
/// `-l`s name the static libraries the shared Foundation libraries bring along by
/// themselves. Release only:
/// debug test bundles link the executables' modules next to XCTest's shared runtime.
let staticSwiftRuntime: [LinkerSetting] = [.unsafeFlags([
    "-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic",
    "-lFoundationNetworking", "-l_CFURLSessionInterface", "-lcurl",
    "-lFoundation", "-lFoundationInternationalization", "-lFoundationEssentials", "-lCoreFoundation",
    "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections", "-lswiftSynchronization",
    "-lswift_StringProcessing", "-lswift_RegexParser", "-lswiftDispatch", "-lswiftGlibc", "-lswift_Concurrency", "-lutil",
], .when(platforms: [.linux], configuration: .release))]

/// The four release apps place the functions a run executes side by side at the
/// start of their text (lld's `--symbol-ordering-file`, D85). Linked in the default order,
/// the ~4,000 functions a news pipe run calls were spread over most of the 18 MB text, and
/// each page fault maps its whole 64 KB neighbourhood: ~10 MiB of code stayed resident, ~6
/// with the order. `scripts/order-link.sh <app>` writes `Apps/<App>/link-order.txt` from
/// profiled runs; a stale list only costs memory (names it no longer finds are skipped
/// without a warning). Always passed: SwiftPM caches the manifest's result by its text, so
/// a list looked for here and missing stayed left out after it was written.
func linkOrder(_ app: String) -> [LinkerSetting] {
    let list = Context.packageDirectory + "/Apps/\(app)/link-order.txt"
    return [.unsafeFlags(["-Xlinker", "--symbol-ordering-file=\(list)", "-Xlinker", "--no-warn-symbol-ordering"],
                         .when(platforms: [.linux], configuration: .release))]
}

let package = Package(
    name: "RxMVVM",
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTesting", targets: ["RxTesting"]),
        .library(name: "Differentiator", targets: ["Differentiator"]),
        // Porting without touching a line: RxCore and RxTesting under RxSwift's module names.
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "RxNetwork", targets: ["RxNetwork"]),
        .library(name: "RxStore", targets: ["RxStore"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "RxImages", targets: ["RxImages"]),
        .library(name: "AppCoreSupport", targets: ["AppCoreSupport"]),
        .library(name: "AppSupport", targets: ["AppSupport"]),
        .library(name: "TweetieCore", targets: ["TweetieCore"]),
        .library(name: "TweetieTerminal", targets: ["TweetieTerminal"]),
        .executable(name: "tweetie", targets: ["Tweetie"]),
        .library(name: "WeatherCore", targets: ["WeatherCore"]),
        .library(name: "WeatherTerminal", targets: ["WeatherTerminal"]),
        .executable(name: "weather", targets: ["Weather"]),
        .library(name: "NewsCore", targets: ["NewsCore"]),
        .library(name: "NewsTerminal", targets: ["NewsTerminal"]),
        .executable(name: "news", targets: ["News"]),
        .library(name: "RepoSearchCore", targets: ["RepoSearchCore"]),
        .library(name: "RepoSearchTerminal", targets: ["RepoSearchTerminal"]),
        .executable(name: "repo-search", targets: ["RepoSearch"]),
        .executable(name: "bench", targets: ["Bench"]),
        .executable(name: "memory-floor-foundation", targets: ["MemoryFloorFoundation"]),
        .executable(name: "memory-floor-essentials", targets: ["MemoryFloorEssentials"]),
        .executable(name: "tui-gallery", targets: ["TUIGallery"]),
        .library(name: "WebUI", targets: ["WebUI"]),
        .executable(name: "web-gallery", targets: ["WebGallery"]),
    ],
    targets: [
        .target(name: "RxCore"),
        .target(name: "RxTesting", dependencies: ["RxCore"]),
        .target(name: "Differentiator"),
        // Thin re-exports for code ported from RxSwift (`import RxSwift`, `RxSwift.Observable`);
        // new code imports RxCore / RxTesting.
        .target(name: "RxSwift", dependencies: ["RxCore"]),
        .target(name: "RxRelay", dependencies: ["RxCore"]),
        .target(name: "RxCocoa", dependencies: ["RxCore"]),
        .target(name: "RxTest", dependencies: ["RxTesting", "RxCore"]),
        .target(name: "RxBlocking", dependencies: ["RxTesting", "RxCore"]),
        // libcurl (Debian's OpenSSL build) for RxNetwork's default transport.
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(name: "RxNetwork", dependencies: ["RxCore", "CCurl"]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "RxStore", dependencies: ["RxCore", "Differentiator", "CSQLite"]),
        // The async-signal-safe crash handler that gives the terminal back (C: a signal
        // handler must not allocate or lock, which Swift code cannot promise).
        .target(name: "CTerminalSupport"),
        // Debian's libsixel, which encodes pictures for terminals that answered with sixel.
        .systemLibrary(name: "CSixel", pkgConfig: "libsixel", providers: [.apt(["libsixel-dev"])]),
        .target(name: "TerminalUI", dependencies: ["RxCore", "Differentiator", "RxImages", "CTerminalSupport", "CSixel"]),
        // The gallery reads its command line with AppSupport (--help, exit 2 for a bad option).
        .executableTarget(name: "TUIGallery", dependencies: ["TerminalUI", "RxCore", "Differentiator", "RxImages", "AppSupport"]),
        // The web platform beside TerminalUI (issue 27): views, controllers and .rx
        // bindings rendered on the server and kept live in the browser over one event
        // stream, served by Debian's libmicrohttpd on loopback (variadic calls in a shim).
        // Its JavaScript and CSS live in Assets/ and are compiled in by
        // scripts/generate-web-assets.swift.
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .target(name: "WebUI", dependencies: ["RxCore", "Differentiator", "CMicroHTTPD"], exclude: ["Assets"]),
        // The gallery reads its command line and opens the browser with AppSupport.
        .executableTarget(name: "WebGallery", dependencies: ["WebUI", "RxCore", "Differentiator", "AppSupport"]),
        // Images (Kingfisher's role): the picture types (PixelImage, PixelColor, Size,
        // ImageContentMode, scaling), decoding through Debian's libjpeg-turbo, libpng and
        // libwebp, called only from our C shim (their error handlers longjmp, which Swift
        // cannot), and the loader with its memory and disk caches over RxNetwork. No UI: a
        // platform (TerminalUI's ImageView) draws the pictures and holds the loading glue.
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        .target(name: "CImageCodecs", dependencies: ["CJPEG", "CPNG", "CWebP"]),
        .target(name: "RxImages", dependencies: ["RxCore", "RxNetwork", "CImageCodecs"]),
        // What every app's core shares, below the platforms: the banner and its actions,
        // the navigation pattern, the test values of an app's environment.
        .target(name: "AppCoreSupport", dependencies: ["RxCore", "RxNetwork"]),
        // What every app shares: command line, XDG paths, terminal-or-pipe choice, safe
        // output, token storage, replay directories, the local database and its screen.
        .target(name: "AppSupport", dependencies: ["AppCoreSupport", "RxCore", "RxNetwork", "RxStore", "TerminalUI", "WebUI", "RxImages"]),
        .target(name: "TweetieCore", dependencies: ["AppCoreSupport", "RxCore", "RxNetwork", "RxStore", "Differentiator"], path: "Apps/Tweetie/TweetieCore"),
        // The reader's terminal views (view controllers that only bind) and its plain-text
        // front end; a library so the benchmark can measure them in process.
        .target(name: "TweetieTerminal", dependencies: ["AppCoreSupport", "TweetieCore", "AppSupport", "TerminalUI", "RxImages", "Differentiator", "RxCore", "RxNetwork", "RxStore"], path: "Apps/Tweetie/TweetieTerminal"),
        // The reader's page (`tweetie --web`): web view controllers binding the same view models.
        .target(name: "TweetieWeb", dependencies: ["TweetieCore", "AppCoreSupport", "AppSupport", "RxCore", "Differentiator", "WebUI"], path: "Apps/Tweetie/TweetieWeb"),
        .executableTarget(name: "Tweetie", dependencies: ["TweetieTerminal", "TweetieWeb", "TweetieCore", "AppSupport", "RxCore", "RxImages", "RxNetwork", "RxStore", "TerminalUI", "WebUI"], path: "Apps/Tweetie/Tweetie", linkerSettings: staticSwiftRuntime + linkOrder("Tweetie")),
        // The news reader's platform-independent library (models, sources, parsers, view
        // models); no UI.
        // libxml2's SAX parser, which the news feeds are read with (a system library over
        // Debian's libxml2-dev).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(name: "NewsCore", dependencies: ["AppCoreSupport", "RxCore", "RxNetwork", "RxStore", "Differentiator", "CLibXML2"], path: "Apps/News/NewsCore"),
        // The news reader's screens (view controllers that only bind), its plain-text/JSON
        // front end and its start; a library so the benchmark measures them in process.
        .target(name: "NewsTerminal", dependencies: ["AppCoreSupport", "NewsCore", "AppSupport", "TerminalUI", "RxImages", "Differentiator", "RxCore", "RxNetwork", "RxStore"], path: "Apps/News/NewsTerminal"),
        // The news page for --web (view controllers that only bind, over WebUI).
        .target(name: "NewsWeb", dependencies: ["NewsCore", "AppCoreSupport", "AppSupport", "RxCore", "WebUI"], path: "Apps/News/NewsWeb"),
        .executableTarget(name: "News", dependencies: ["NewsTerminal", "NewsWeb", "NewsCore", "AppSupport", "RxCore", "RxImages", "RxNetwork", "RxStore", "TerminalUI", "WebUI"],
                          path: "Apps/News/News", linkerSettings: staticSwiftRuntime + linkOrder("News")),
        .target(name: "CBenchSupport"),
        // `bench memory`'s floors: the least a program importing Foundation, or only
        // FoundationEssentials, takes when built the way the apps are.
        .executableTarget(name: "MemoryFloorFoundation"),
        .executableTarget(name: "MemoryFloorEssentials"),
        .executableTarget(name: "Bench", dependencies: [
            "RxCore", "Differentiator", "RxNetwork", "RxStore", "CSQLite", "CBenchSupport", "CCurl",
            "TerminalUI", "TweetieCore", "TweetieTerminal", "NewsCore", "NewsTerminal", "LoopbackHTTP", "RxImages", "CImageCodecs",
            "AppCoreSupport", "AppSupport", "WeatherCore", "WeatherTerminal", "WeatherFixtures",
            "RepoSearchCore", "RepoSearchTerminal", "BrowserSupport",
        ]),
        // The loopback HTTP server the network tests and `bench net` talk to; test support,
        // not a product (and without XCTest, so the bench can link it).
        .target(name: "LoopbackHTTP", path: "Tests/LoopbackHTTP"),
        // What tests share beyond one target: the tmux session and child processes of the
        // end-to-end tests, package and fixture paths, the seeded random generator, pictures
        // encoded with the image libraries, the image loader tests' loopback server, the apps'
        // screen harness. Test support, not a product (it imports XCTest).
        // The browser and child processes the web tests and `bench web` drive (chromedriver
        // over W3C WebDriver); without XCTest, so the bench can link it.
        .target(name: "BrowserSupport", path: "Tests/BrowserSupport"),
        .target(name: "TestSupport", dependencies: ["LoopbackHTTP", "BrowserSupport", "TerminalUI", "AppSupport", "RxCore", "RxTesting", "CImageCodecs", "RxImages"],
                path: "Tests/TestSupport"),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTesting", "TestSupport"]),
        .testTarget(name: "RxTestingTests", dependencies: ["RxCore", "RxTesting"]),
        // Written against RxSwift's API with RxSwift's imports, compiled unchanged.
        .testTarget(name: "RxSwiftPortTests", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking"]),
        // The same kind of client in the Swift 5 language mode: it must build without a
        // concurrency warning that RxSwift would not give it.
        .testTarget(name: "RxSwift5ClientTests", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "DifferentiatorTests", dependencies: ["Differentiator", "TestSupport"]),
        .testTarget(name: "RxNetworkTests", dependencies: ["RxNetwork", "RxTesting", "LoopbackHTTP", "TestSupport", "RxCore"]),
        .testTarget(name: "RxStoreTests", dependencies: ["RxStore", "RxTesting", "CSQLite", "TestSupport", "RxCore", "Differentiator"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "RxTesting", "TestSupport", "RxCore", "Differentiator", "RxImages", "LoopbackHTTP"]),
        .testTarget(name: "WebUITests", dependencies: ["BrowserSupport", "WebUI", "RxCore", "RxTesting", "Differentiator", "TestSupport"]),
        .testTarget(name: "RxImagesTests", dependencies: ["RxImages", "RxCore", "CImageCodecs", "LoopbackHTTP", "TestSupport"]),
        .testTarget(name: "AppCoreSupportTests", dependencies: ["AppCoreSupport", "RxCore"]),
        .testTarget(name: "AppSupportTests", dependencies: ["AppCoreSupport", "AppSupport", "RxStore", "RxNetwork", "TerminalUI", "RxTesting", "TestSupport", "RxCore"]),
        .testTarget(name: "TweetieCoreTests", dependencies: ["TweetieCore", "AppCoreSupport", "RxStore", "RxNetwork", "RxTesting", "LoopbackHTTP", "TestSupport", "RxCore", "Differentiator"],
                    path: "Apps/Tweetie/Tests/TweetieCoreTests"),
        .testTarget(name: "TweetieTerminalTests", dependencies: ["Tweetie", "AppCoreSupport", "TweetieTerminal", "TweetieCore", "AppSupport", "TerminalUI", "RxImages", "RxNetwork", "RxTesting", "LoopbackHTTP", "TestSupport", "RxCore", "RxStore"],
                    path: "Apps/Tweetie/Tests/TweetieTerminalTests"),
        .testTarget(name: "TweetieWebTests", dependencies: ["BrowserSupport", "LoopbackHTTP", "TestSupport"], path: "Apps/Tweetie/Tests/TweetieWebTests"),
        // Weather (founding document 003): a city's weather as you type. The core (models,
        // sources, storage, view model) imports no UI; the fixture server replays the
        // recorded Open-Meteo and OpenWeatherMap answers on the loopback server (tests, bench).
        .target(name: "WeatherCore", dependencies: ["AppCoreSupport", "RxCore", "RxNetwork", "RxStore"], path: "Apps/Weather/WeatherCore"),
        // The weather screen (view controllers that only bind) and the plain/JSON front
        // end; a library so the benchmark measures them in process.
        .target(name: "WeatherTerminal", dependencies: ["WeatherCore", "AppCoreSupport", "AppSupport", "RxCore", "RxStore", "RxNetwork", "TerminalUI"], path: "Apps/Weather/WeatherTerminal"),
        // The weather page for --web (view controllers that only bind, over WebUI).
        .target(name: "WeatherWeb", dependencies: ["WeatherCore", "AppCoreSupport", "AppSupport", "RxCore", "WebUI"], path: "Apps/Weather/WeatherWeb"),
        .executableTarget(name: "Weather", dependencies: ["WeatherTerminal", "WeatherWeb", "WeatherCore", "AppSupport", "RxNetwork", "RxStore", "TerminalUI", "WebUI"],
                          path: "Apps/Weather/Weather", linkerSettings: staticSwiftRuntime + linkOrder("Weather")),
        .target(name: "WeatherFixtures", dependencies: ["LoopbackHTTP"], path: "Apps/Weather/Tests/WeatherFixtures"),
        .testTarget(name: "WeatherCoreTests",
                    dependencies: ["WeatherCore", "WeatherFixtures", "AppCoreSupport", "RxCore", "RxNetwork", "RxStore", "RxTesting", "LoopbackHTTP", "TestSupport"],
                    path: "Apps/Weather/Tests/WeatherCoreTests"),
        .testTarget(name: "WeatherTerminalTests",
                    dependencies: ["Weather", "WeatherTerminal", "WeatherCore", "WeatherFixtures", "AppCoreSupport", "AppSupport", "TerminalUI", "RxCore", "RxStore",
                                   "RxTesting", "LoopbackHTTP", "TestSupport"],
                    path: "Apps/Weather/Tests/WeatherTerminalTests"),
        .testTarget(name: "WeatherWebTests", dependencies: ["WeatherFixtures", "LoopbackHTTP", "BrowserSupport", "TestSupport"],
                    path: "Apps/Weather/Tests/WeatherWebTests"),
        .testTarget(name: "NewsCoreTests", dependencies: ["NewsCore", "AppCoreSupport", "RxCore", "RxStore", "RxNetwork", "RxTesting", "LoopbackHTTP", "TestSupport"],
                    path: "Apps/News/Tests/NewsCoreTests"),
        .testTarget(name: "NewsTerminalTests", dependencies: ["News", "AppCoreSupport", "NewsTerminal", "NewsCore", "AppSupport", "TerminalUI", "RxCore", "RxStore", "RxImages", "RxNetwork", "RxTesting",
                                                          "LoopbackHTTP", "TestSupport"],
                    path: "Apps/News/Tests/NewsTerminalTests"),
        .testTarget(name: "NewsWebTests", dependencies: ["NewsCore", "LoopbackHTTP", "BrowserSupport", "TestSupport"],
                    path: "Apps/News/Tests/NewsWebTests"),
        // Repo search (founding document 001): GitHub repositories as you type. The core
        // (models, API, view models) imports no UI.
        .target(name: "RepoSearchCore", dependencies: ["AppCoreSupport", "RxCore", "RxNetwork", "RxStore", "Differentiator"], path: "Apps/RepoSearch/RepoSearchCore"),
        // Its screens (view controllers that only bind) and plain front end; a library so
        // the benchmark can measure them in process.
        .target(name: "RepoSearchTerminal", dependencies: ["AppCoreSupport", "RepoSearchCore", "AppSupport", "TerminalUI", "Differentiator", "RxCore", "RxNetwork", "RxStore"],
                path: "Apps/RepoSearch/RepoSearchTerminal"),
        // The search page for --web (view controllers that only bind, over WebUI).
        .target(name: "RepoSearchWeb", dependencies: ["RepoSearchCore", "AppCoreSupport", "AppSupport", "RxCore", "WebUI", "Differentiator"],
                path: "Apps/RepoSearch/RepoSearchWeb"),
        .executableTarget(name: "RepoSearch", dependencies: ["RepoSearchTerminal", "RepoSearchWeb", "RepoSearchCore", "AppSupport", "RxCore", "RxNetwork", "RxStore", "TerminalUI", "WebUI"], path: "Apps/RepoSearch/RepoSearch", linkerSettings: staticSwiftRuntime + linkOrder("RepoSearch")),
        .testTarget(name: "RepoSearchCoreTests",
                    dependencies: ["RepoSearchCore", "AppCoreSupport", "RxCore", "RxNetwork", "RxStore", "RxTesting", "LoopbackHTTP", "TestSupport"],
                    path: "Apps/RepoSearch/Tests/RepoSearchCoreTests"),
        .testTarget(name: "RepoSearchTerminalTests",
                    dependencies: ["RepoSearch", "AppCoreSupport", "RepoSearchTerminal", "RepoSearchCore", "AppSupport", "TerminalUI", "RxCore", "RxNetwork", "RxStore",
                                   "RxTesting", "LoopbackHTTP", "TestSupport"],
                    path: "Apps/RepoSearch/Tests/RepoSearchTerminalTests"),
        .testTarget(name: "RepoSearchWebTests", dependencies: ["RepoSearchWeb", "RepoSearchCore", "LoopbackHTTP", "BrowserSupport", "TestSupport"],
                    path: "Apps/RepoSearch/Tests/RepoSearchWebTests"),
    ],
    swiftLanguageModes: [.v6]
)
