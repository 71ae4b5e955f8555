// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Typeahead",
    products: [
        .executable(name: "typeahead", targets: ["Typeahead"]),
    ],
    targets: [
        // C interop only: GTK 4 headers plus the helpers Swift cannot import.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // Thin typed wrappers over the widgets the app uses.
        .target(
            name: "Gtk",
            dependencies: ["CGtk"],
            linkerSettings: [.linkedLibrary("dispatch")]
        ),
        // Every decision the app makes; no GTK.
        .target(name: "TypeaheadCore"),
        .executableTarget(
            name: "Typeahead",
            dependencies: ["Gtk", "TypeaheadCore"]
        ),
        .testTarget(
            name: "TypeaheadCoreTests",
            dependencies: ["TypeaheadCore"]
        ),
    ]
)
