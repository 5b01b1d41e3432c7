// swift-tools-version: 6.0
// MarkdownForms: a renderer written outside Formulate, from its public API alone. It shows
// any form as Markdown and applies what a person sends back; its tests hold Formulate to
// the promise of the Writing a Renderer article. A package of its own, depending on this
// repository by path, so that it sees exactly what another package sees.
import Foundation
import PackageDescription

// SwiftPM names a package that is depended on by path after its folder: this repository's.
let formulate = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "markdown-renderer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "MarkdownForms", targets: ["MarkdownForms"])
    ],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .target(
            name: "MarkdownForms",
            dependencies: [.product(name: "Formulate", package: formulate)]
        ),
        .testTarget(
            name: "MarkdownFormsTests",
            dependencies: ["MarkdownForms", .product(name: "Formulate", package: formulate)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
