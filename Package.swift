// swift-tools-version:6.0
// dosh — an exploration shell for policy analyses scored with the decodingOppression model.
// No package dependencies: the toolchain and the system library libedit only.
import PackageDescription

let package = Package(
    name: "dosh",
    products: [
        .executable(name: "dosh", targets: ["dosh"]),
    ],
    dependencies: [],
    targets: [
        // libedit through its readline-compatible API (Debian: libedit-dev).
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),

        // Layers, lowest first. Each may import only the layers above it in this list.
        .target(name: "DoshModel"),
        .target(name: "DoshFormats", dependencies: ["DoshModel"]),
        .target(name: "DoshQuery", dependencies: ["DoshModel"]),
        .target(name: "DoshText", dependencies: ["DoshModel", "DoshFormats"]),
        .target(name: "DoshSession", dependencies: ["DoshModel", "DoshFormats", "DoshQuery"]),
        .target(name: "DoshShell", dependencies: [
            "DoshModel", "DoshFormats", "DoshQuery", "DoshText", "DoshSession", "CEditLine",
        ]),
        .executableTarget(name: "dosh", dependencies: ["DoshShell"]),
        .executableTarget(name: "FilterFuzz", dependencies: ["DoshModel", "DoshQuery"], path: "Fuzz/FilterFuzz"),
        .executableTarget(name: "LoaderFuzz", dependencies: ["DoshModel", "DoshFormats"], path: "Fuzz/LoaderFuzz"),
        .executableTarget(name: "SessionFuzz", dependencies: ["DoshSession", "DoshShell"], path: "Fuzz/SessionFuzz"),

        .testTarget(name: "DoshModelTests", dependencies: ["DoshModel"]),
        .testTarget(name: "DoshFormatsTests", dependencies: ["DoshModel", "DoshFormats"]),
        .testTarget(name: "DoshQueryTests", dependencies: ["DoshModel", "DoshQuery"]),
        .testTarget(name: "DoshTextTests", dependencies: ["DoshModel", "DoshFormats", "DoshText"]),
        .testTarget(name: "DoshSessionTests", dependencies: ["DoshModel", "DoshFormats", "DoshSession"]),
        .testTarget(name: "DoshShellTests", dependencies: ["DoshModel", "DoshFormats", "DoshShell", "dosh"]),
    ]
)
