// swift-tools-version: 6.0
import PackageDescription

// Formulate turns a Swift model into a form. Four libraries, no dependencies beyond the
// toolchain and Foundation:
//   Formulate          the core: inspection, inference, editing, validation, commit
//   FormulateHTML      HTML forms and the decoding of what a browser submits
//   FormulateSchema    JSON Schema (2020-12) and uiSchema export
//   FormulateTerminal  interactive prompts on a terminal
//
// Only the libraries are products. The demo, the examples and the benchmarks are
// executable targets of this package: `swift run formulate-demo`,
// `swift run registration`, `swift run -c release formulate-benchmarks` work from a
// clone, and a package that depends on Formulate never sees them.
let package = Package(
    name: "Formulate",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Formulate", targets: ["Formulate"]),
        .library(name: "FormulateHTML", targets: ["FormulateHTML"]),
        .library(name: "FormulateSchema", targets: ["FormulateSchema"]),
        .library(name: "FormulateTerminal", targets: ["FormulateTerminal"]),
    ],
    targets: [
        // The libraries.
        .target(name: "Formulate"),
        .target(name: "FormulateHTML", dependencies: ["Formulate"], exclude: ["Enhancement/enhancement.js"]),
        .target(name: "FormulateSchema", dependencies: ["Formulate"]),
        .target(name: "FormulateTerminal", dependencies: ["Formulate"]),

        // The demo and the examples (Examples/), run by the tests as a person would.
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

        // The benchmarks (Benchmarks/, see BENCHMARKS.md).
        .executableTarget(
            name: "formulate-benchmarks",
            dependencies: ["Formulate", "FormulateSchema", "FormulateHTML"],
            path: "Benchmarks/formulate-benchmarks"
        ),

        // The tests. TestTools knows whether the programs some tests drive (Python with
        // its modules, Chromium) are on this machine; see scripts/test.
        .target(name: "TestTools", path: "Tests/TestTools"),
        .testTarget(
            name: "FormulateTests",
            dependencies: [
                "Formulate", "TestTools",
                "formulate-demo", "dynamic-form", "registration", "class-model", "conditions",
            ],
            exclude: ["Demo/browser"]
        ),
        .testTarget(
            name: "FormulateHTMLTests",
            dependencies: ["FormulateHTML", "TestTools"],
            exclude: ["Browser/chromium_submit.py"]
        ),
        .testTarget(
            name: "FormulateTerminalTests",
            dependencies: ["FormulateTerminal", "TestTools", "formulate-demo"],
            exclude: ["interactive_demo.py", "fullscreen_demo.py"]
        ),
        .testTarget(
            name: "FormulateSchemaTests",
            dependencies: ["FormulateSchema", "TestTools"],
            exclude: ["validate_schema.py"]
        ),
        .testTarget(
            name: "FormulateAgreementTests",
            dependencies: ["FormulateHTML", "FormulateSchema", "TestTools"],
            exclude: ["agreement_judges.py"]
        ),
        .testTarget(
            name: "FormulateLimitsTests",
            dependencies: ["Formulate", "FormulateHTML", "FormulateSchema", "FormulateTerminal"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
