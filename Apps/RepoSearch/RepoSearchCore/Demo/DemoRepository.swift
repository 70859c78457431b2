import Foundation

/// One made-up repository of the bundled demo, before it is dated: how many days ago it
/// was last updated stands in for a date, so the demo never looks stale.
struct DemoRepository: Sendable {
    var owner: String
    var name: String
    var description: String?
    var language: String?
    var stars: Int
    var forks: Int
    var openIssues: Int
    var topics: [String] = []
    var isFork = false
    var isArchived = false
    var daysSinceUpdate: Int
}

extension DemoRepository {
    /// The demo's users and their repositories, our own invention: `harbourlab` (an
    /// organisation with enough repositories for three pages), `ada-lin` (a person, with a
    /// fork and an archived one) and `quietcoder` (none).
    static let all: [DemoRepository] = harbourlab + adaLin

    /// The users the demo knows, with or without repositories.
    static let users = ["ada-lin", "harbourlab", "quietcoder"]

    private static let harbourlab: [DemoRepository] = [
        DemoRepository(owner: "harbourlab", name: "tide-tables", description: "High and low water for any harbour, computed offline from harmonic constants",
                       language: "Swift", stars: 2841, forks: 212, openIssues: 37, topics: ["tides", "ocean", "offline"], daysSinceUpdate: 1),
        DemoRepository(owner: "harbourlab", name: "buoy", description: "A tiny telemetry agent that floats on any Linux box and reports home",
                       language: "Rust", stars: 1906, forks: 98, openIssues: 22, topics: ["telemetry", "agent"], daysSinceUpdate: 3),
        DemoRepository(owner: "harbourlab", name: "ferry-times", description: "Timetables for small ferries as a library and a command line",
                       language: "Python", stars: 734, forks: 61, openIssues: 9, topics: ["transit", "gtfs"], daysSinceUpdate: 6),
        DemoRepository(owner: "harbourlab", name: "lighthouse-ui", description: "Components for dashboards that must stay readable at 3 a.m.",
                       language: "TypeScript", stars: 1290, forks: 143, openIssues: 51, topics: ["ui", "dashboard", "accessibility"], daysSinceUpdate: 2),
        DemoRepository(owner: "harbourlab", name: "knot", description: "Fast, allocation-free string interning in C",
                       language: "C", stars: 455, forks: 30, openIssues: 4, topics: ["strings"], daysSinceUpdate: 40),
        DemoRepository(owner: "harbourlab", name: "anchor-db", description: "An embedded key-value store that never loses a write",
                       language: "Go", stars: 3120, forks: 260, openIssues: 88, topics: ["database", "storage"], daysSinceUpdate: 0),
        DemoRepository(owner: "harbourlab", name: "sextant", description: "Positions from the stars, for navigation classes",
                       language: "Swift", stars: 388, forks: 19, openIssues: 3, topics: ["astronomy", "navigation", "education"], daysSinceUpdate: 12),
        DemoRepository(owner: "harbourlab", name: "gull", description: "A chatty log shipper: tails files, batches lines, retries politely",
                       language: "Rust", stars: 612, forks: 45, openIssues: 17, daysSinceUpdate: 9),
        DemoRepository(owner: "harbourlab", name: "dockside", description: "Reproducible developer containers from one short file",
                       language: "Go", stars: 977, forks: 77, openIssues: 26, topics: ["containers", "devtools"], daysSinceUpdate: 4),
        DemoRepository(owner: "harbourlab", name: "mooring", description: "Keeps long-running jobs tied to the machine they started on",
                       language: "Python", stars: 143, forks: 8, openIssues: 2, daysSinceUpdate: 75),
        DemoRepository(owner: "harbourlab", name: "bilge", description: "Finds and drains leaking file descriptors in test suites",
                       language: "C", stars: 221, forks: 14, openIssues: 5, topics: ["testing"], daysSinceUpdate: 33),
        DemoRepository(owner: "harbourlab", name: "pier-docs", description: "The organisation's handbook: how we review, release and rest",
                       language: nil, stars: 96, forks: 40, openIssues: 1, topics: ["handbook"], daysSinceUpdate: 15),
        DemoRepository(owner: "harbourlab", name: "chart-plotter", description: "Draws nautical charts in the terminal with Unicode blocks",
                       language: "Swift", stars: 1502, forks: 88, openIssues: 19, topics: ["terminal", "maps"], daysSinceUpdate: 5),
        DemoRepository(owner: "harbourlab", name: "rope", description: "A rope data structure for editors, with undo that survives crashes",
                       language: "Rust", stars: 845, forks: 52, openIssues: 11, topics: ["editor", "data-structures"], daysSinceUpdate: 21),
        DemoRepository(owner: "harbourlab", name: "harbour-master", description: "Schedules berths, pilots and tugs; the app our port runs on",
                       language: "Kotlin", stars: 302, forks: 25, openIssues: 14, daysSinceUpdate: 8),
        DemoRepository(owner: "harbourlab", name: "wave-sim", description: "Shallow-water wave simulation on the GPU, for teaching",
                       language: "C++", stars: 1187, forks: 97, openIssues: 12, topics: ["simulation", "gpu", "education"], daysSinceUpdate: 27),
        DemoRepository(owner: "harbourlab", name: "signal-flags", description: "The international maritime signal flags as SVG and an emoji font",
                       language: "JavaScript", stars: 264, forks: 31, openIssues: 0, topics: ["fonts", "svg"], daysSinceUpdate: 120),
        DemoRepository(owner: "harbourlab", name: "crane", description: "Lifts containers between registries without pulling them locally",
                       language: "Go", stars: 689, forks: 49, openIssues: 13, topics: ["containers"], daysSinceUpdate: 11),
        DemoRepository(owner: "harbourlab", name: "keel", description: "Balances load across worker pools that come and go",
                       language: "Java", stars: 417, forks: 36, openIssues: 7, daysSinceUpdate: 19),
        DemoRepository(owner: "harbourlab", name: "logbook", description: "A plain-text journal format with a validator and a viewer",
                       language: "Haskell", stars: 158, forks: 9, openIssues: 3, topics: ["plain-text"], daysSinceUpdate: 60),
        DemoRepository(owner: "harbourlab", name: "old-pier", description: "The first version of our berth scheduler; kept for history",
                       language: "PHP", stars: 41, forks: 6, openIssues: 0, isArchived: true, daysSinceUpdate: 900),
        DemoRepository(owner: "harbourlab", name: "tidy-nets", description: "Network namespace helpers for integration tests",
                       language: "Shell", stars: 88, forks: 7, openIssues: 2, topics: ["testing", "networking"], daysSinceUpdate: 45),
        DemoRepository(owner: "harbourlab", name: "lantern", description: "Traces requests across services with one header and no agent",
                       language: "TypeScript", stars: 531, forks: 38, openIssues: 16, topics: ["tracing"], daysSinceUpdate: 7),
        DemoRepository(owner: "harbourlab", name: "swell", description: "Load testing that ramps like the sea: slowly, then all at once",
                       language: "Elixir", stars: 372, forks: 21, openIssues: 6, daysSinceUpdate: 30),
    ]

    private static let adaLin: [DemoRepository] = [
        DemoRepository(owner: "ada-lin", name: "dotfiles", description: "Shell, editor and terminal settings; take what you like",
                       language: "Shell", stars: 57, forks: 12, openIssues: 0, daysSinceUpdate: 2),
        DemoRepository(owner: "ada-lin", name: "sourdough-timer", description: "Reminds you to feed the starter, scaled by kitchen temperature",
                       language: "Swift", stars: 213, forks: 9, openIssues: 4, topics: ["baking", "ios"], daysSinceUpdate: 14),
        DemoRepository(owner: "ada-lin", name: "tide-tables", description: "High and low water for any harbour, computed offline from harmonic constants",
                       language: "Swift", stars: 3, forks: 0, openIssues: 0, isFork: true, daysSinceUpdate: 50),
        DemoRepository(owner: "ada-lin", name: "plot-kit", description: "Small plotting helpers for notebooks, with sane defaults",
                       language: "Python", stars: 129, forks: 17, openIssues: 6, topics: ["plotting", "notebooks"], daysSinceUpdate: 25),
        DemoRepository(owner: "ada-lin", name: "thesis", description: "Wave energy in enclosed harbours: code and figures",
                       language: "Jupyter Notebook", stars: 19, forks: 2, openIssues: 0, isArchived: true, daysSinceUpdate: 700),
        DemoRepository(owner: "ada-lin", name: "ada-lin.github.io", description: "Notes on boats, bread and software",
                       language: "HTML", stars: 8, forks: 1, openIssues: 1, daysSinceUpdate: 4),
    ]
}
