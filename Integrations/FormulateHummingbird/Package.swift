// swift-tools-version: 6.0
// FormulateHummingbird: Formulate's forms served by Hummingbird 2 (a page with
// post/redirect/get, CSRF protection, signed sessions, and a JSON API with ETags).
// A package of its own, so that Formulate itself keeps no dependencies.
import Foundation
import PackageDescription

// SwiftPM names a package that is depended on by path after its folder: this repository's.
let formulate = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "FormulateHummingbird",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "FormulateHummingbird", targets: ["FormulateHummingbird"])
    ],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
    ],
    targets: [
        .target(
            name: "FormulateHummingbird",
            dependencies: [
                .product(name: "Formulate", package: formulate),
                .product(name: "FormulateHTML", package: formulate),
                .product(name: "FormulateSchema", package: formulate),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "FormulateHummingbirdTests",
            dependencies: [
                "FormulateHummingbird",
                .product(name: "Formulate", package: formulate),
                .product(name: "FormulateHTML", package: formulate),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
