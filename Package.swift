// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Formulate",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Formulate", targets: ["Formulate"]),
        .executable(name: "formulate-demo", targets: ["formulate-demo"]),
    ],
    targets: [
        .target(name: "Formulate"),
        .executableTarget(
            name: "formulate-demo",
            dependencies: ["Formulate"],
            path: "Examples/formulate-demo"
        ),
        .testTarget(name: "FormulateTests", dependencies: ["Formulate"]),
    ],
    swiftLanguageModes: [.v6]
)
