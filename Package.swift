// swift-tools-version:6.0
import PackageDescription

// The packages this one uses; the property tests' is the only one the
// sanitized layers need (below).
let argumentParser = Package.Dependency.package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
let propertyBased = Package.Dependency.package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0")
let postgresNIO = Package.Dependency.package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0")

let package = Package(
    name: "Typeahead",
    products: [
        .executable(name: "typeahead", targets: ["Typeahead"]),
        .executable(name: "typeahead-bench", targets: ["TypeaheadBench"]),
    ],
    dependencies: [argumentParser, propertyBased, postgresNIO],
    targets: [
        // C interop only: GTK 4 and libadwaita headers plus the helpers Swift
        // cannot import. libadwaita-1's pkg-config brings gtk4 with it.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]
        ),
        // gettext (in glibc): <libintl.h>, which Swift's Glibc does not export.
        .systemLibrary(name: "CIntl"),
        // zlib, for the deflate streams of a workbook (.xlsx, a ZIP archive).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Thin typed wrappers over the widgets the app uses.
        .target(
            name: "Gtk",
            dependencies: ["CGtk"],
            linkerSettings: [.linkedLibrary("dispatch")]
        ),
        // The engine: text folding, data files and their index cache,
        // matching, JSON, patterns, translations. Knows nothing of forms,
        // entries or the window's decisions.
        .target(name: "TypeaheadEngine", dependencies: ["CIntl"]),
        // What a form file says: its fields, types, choices and rules as
        // written, read from JSON or from an XLSForm workbook (ZIP and XML
        // read here). Refuses a fault at its line and column; keeps nothing.
        .target(name: "TypeaheadForms", dependencies: ["TypeaheadEngine", "CZlib"]),
        // What is kept: entries and drafts, the team's outbox and its copy of
        // the server, remote sources, export, and what a launch opens.
        // Decides nothing a key does.
        .target(name: "TypeaheadStorage", dependencies: ["TypeaheadForms", "TypeaheadEngine", "CZlib"]),
        // Every decision the app makes, from a key to what the window shows.
        // Its machines and sessions write no file and start no thread
        // themselves: services given to them do (TypeaheadLaunch). No GTK.
        .target(name: "TypeaheadCore", dependencies: ["TypeaheadStorage", "TypeaheadForms", "TypeaheadEngine"]),
        // Team mode: entries sent to, and sources read from, PostgreSQL.
        .target(
            name: "TypeaheadPostgres",
            dependencies: [
                "TypeaheadStorage",
                "TypeaheadForms",
                "TypeaheadEngine",
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        // What the core decides over, made real: the files written behind
        // the keys (FileStorage), the data files read and indexed on threads
        // (LocalMatcher). Above the core; no PostgreSQL, no GTK.
        .target(
            name: "TypeaheadServices",
            dependencies: ["TypeaheadCore", "TypeaheadStorage", "TypeaheadForms", "TypeaheadEngine"]
        ),
        // What a window opens: a form made ready (ReadyForm: where its
        // entries go, the team's journal, what is remembered). Above the
        // services and PostgreSQL; no GTK.
        .target(
            name: "TypeaheadLaunch",
            dependencies: ["TypeaheadServices", "TypeaheadCore", "TypeaheadStorage", "TypeaheadForms", "TypeaheadEngine", "TypeaheadPostgres"]
        ),
        .executableTarget(
            name: "Typeahead",
            dependencies: ["Gtk", "TypeaheadLaunch", "TypeaheadServices", "TypeaheadCore", "TypeaheadStorage", "TypeaheadForms", "TypeaheadEngine", "TypeaheadPostgres"]
        ),
        // Times the engine one keystroke at a time, in a release build.
        .executableTarget(
            name: "TypeaheadBench",
            dependencies: [
                "TypeaheadCore",
                "TypeaheadStorage",
                "TypeaheadForms",
                "TypeaheadEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The tests follow the layers: each layer's suites may use only
        // that layer and those beneath it. What several of them share is in
        // three support targets (test targets themselves, so a release build
        // never compiles them), lowest first: waits, time limits, files and
        // servers; forms as files (storage); the session driven as the app
        // drives it (the core).
        .testTarget(name: "TestSupport"),
        .testTarget(
            name: "FormTestSupport",
            dependencies: ["TestSupport", "TypeaheadStorage", "TypeaheadForms", "TypeaheadEngine"]
        ),
        .testTarget(
            name: "SessionTestSupport",
            dependencies: ["TestSupport", "FormTestSupport", "TypeaheadCore", "TypeaheadStorage", "TypeaheadForms", "TypeaheadEngine"]
        ),
        .testTarget(
            name: "TypeaheadEngineTests",
            dependencies: [
                "TestSupport", "TypeaheadEngine",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TypeaheadFormsTests",
            dependencies: ["TestSupport", "TypeaheadForms", "TypeaheadEngine"]
        ),
        .testTarget(
            name: "TypeaheadStorageTests",
            dependencies: [
                "TestSupport", "FormTestSupport", "TypeaheadStorage", "TypeaheadForms", "TypeaheadEngine",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TypeaheadCoreTests",
            dependencies: [
                "TestSupport", "FormTestSupport", "SessionTestSupport",
                "TypeaheadCore", "TypeaheadStorage", "TypeaheadForms", "TypeaheadEngine",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TypeaheadServicesTests",
            dependencies: [
                "TestSupport", "FormTestSupport", "SessionTestSupport",
                "TypeaheadServices", "TypeaheadCore", "TypeaheadStorage", "TypeaheadForms", "TypeaheadEngine",
            ]
        ),
        .testTarget(
            name: "TypeaheadLaunchTests",
            dependencies: [
                "TestSupport", "FormTestSupport",
                "TypeaheadLaunch", "TypeaheadServices", "TypeaheadCore", "TypeaheadStorage", "TypeaheadForms",
            ]
        ),
        // The suites that need PostgreSQL 15 installed: each starts servers
        // of its own (TestSupport's PostgresTestServer). Skip them with
        // `swift test --skip TypeaheadPostgresTests`.
        .testTarget(
            name: "TypeaheadPostgresTests",
            dependencies: [
                "TestSupport", "FormTestSupport", "SessionTestSupport",
                "TypeaheadPostgres", "TypeaheadCore", "TypeaheadStorage", "TypeaheadForms", "TypeaheadEngine",
            ]
        ),
    ]
)

// TYPEAHEAD_SANITIZED_LAYERS=1 (scripts/sanitize.sh) keeps only the layers
// up to the services and their tests: no PostgreSQL (PostgresNIO and its
// BoringSSL would be compiled again under each sanitizer, which does not
// fit in CI), no GTK, no executables.
if Context.environment["TYPEAHEAD_SANITIZED_LAYERS"] != nil {
    let outside: Set<String> = [
        "CGtk", "Gtk", "TypeaheadPostgres", "TypeaheadLaunch", "Typeahead", "TypeaheadBench",
        "TypeaheadLaunchTests", "TypeaheadPostgresTests",
    ]
    package.targets.removeAll { outside.contains($0.name) }
    package.products.removeAll()
    package.dependencies = [propertyBased]
}
