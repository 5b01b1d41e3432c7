// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Formulate",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Formulate", targets: ["Formulate"]),
        .library(name: "FormulateHTML", targets: ["FormulateHTML"]),
        .library(name: "FormulateSchema", targets: ["FormulateSchema"]),
        .library(name: "FormulateTerminal", targets: ["FormulateTerminal"]),
        .executable(name: "formulate-demo", targets: ["formulate-demo"]),
        .executable(name: "formulate-benchmarks", targets: ["formulate-benchmarks"]),
    ],
    targets: [
        .target(name: "Formulate"),
        .target(name: "FormulateHTML", dependencies: ["Formulate"]),
        .target(name: "FormulateSchema", dependencies: ["Formulate"]),
        .target(name: "FormulateTerminal", dependencies: ["Formulate"]),
        .executableTarget(
            name: "formulate-demo",
            dependencies: ["Formulate", "FormulateHTML", "FormulateSchema", "FormulateTerminal"],
            path: "Examples/formulate-demo"
        ),
        .executableTarget(
            name: "dynamic-form",
            dependencies: ["Formulate"],
            path: "Examples/dynamic-form",
            exclude: ["registration.json"]
        ),
        .executableTarget(
            name: "registration",
            dependencies: ["Formulate", "FormulateTerminal"],
            path: "Examples/registration"
        ),
        .executableTarget(
            name: "class-model",
            dependencies: ["Formulate"],
            path: "Examples/class-model"
        ),
        .executableTarget(
            name: "conditions",
            dependencies: ["Formulate", "FormulateTerminal"],
            path: "Examples/conditions"
        ),
        .executableTarget(
            name: "formulate-benchmarks",
            dependencies: ["Formulate", "FormulateSchema", "FormulateHTML"],
            path: "Benchmarks/formulate-benchmarks"
        ),
        .testTarget(
            name: "FormulateTests",
            dependencies: ["Formulate", "formulate-demo", "dynamic-form", "registration", "class-model", "conditions"],
            exclude: ["Demo/browser"]
        ),
        .testTarget(name: "FormulateHTMLTests", dependencies: ["FormulateHTML"], exclude: ["Browser/chromium_submit.py"]),
        .testTarget(
            name: "FormulateTerminalTests",
            dependencies: ["FormulateTerminal", "formulate-demo"],
            exclude: ["interactive_demo.py"]
        ),
        .testTarget(
            name: "FormulateSchemaTests",
            dependencies: ["FormulateSchema"],
            exclude: ["validate_schema.py"]
        ),
        .testTarget(
            name: "FormulateLimitsTests",
            dependencies: ["Formulate", "FormulateHTML", "FormulateSchema", "FormulateTerminal"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
