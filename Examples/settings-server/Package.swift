// swift-tools-version: 6.2
// settings-server: each user's settings edited on a web page and through a JSON API, kept in
// SQLite (GRDB) or PostgreSQL (PostgresNIO), with bcrypt passwords; Formulate's forms served
// by FormulateHummingbird.
// A package of its own, so that Formulate itself keeps no dependencies.
import Foundation
import PackageDescription

// SwiftPM names a package that is depended on by path after its folder: this repository's.
let formulate = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "settings-server",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "settings-server", targets: ["settings-server"]),
        .executable(name: "settings-handwritten", targets: ["settings-handwritten"]),
    ],
    dependencies: [
        .package(path: "../.."),
        .package(path: "../../Integrations/FormulateHummingbird"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
    ],
    targets: [
        .target(
            name: "SettingsServer",
            dependencies: [
                .product(name: "Formulate", package: formulate),
                .product(name: "FormulateHTML", package: formulate),
                .product(name: "FormulateHummingbird", package: "FormulateHummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "settings-server",
            dependencies: [
                "SettingsServer",
                .product(name: "FormulateHummingbird", package: "FormulateHummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The benchmark's baseline: the same page by a hand-written handler (BENCHMARKS.md).
        .executableTarget(
            name: "settings-handwritten",
            dependencies: [
                .product(name: "FormulateHummingbird", package: "FormulateHummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "SettingsServerTests",
            dependencies: [
                "SettingsServer",
                .product(name: "Formulate", package: formulate),
                .product(name: "FormulateHTML", package: formulate),
                .product(name: "FormulateHummingbird", package: "FormulateHummingbird"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
