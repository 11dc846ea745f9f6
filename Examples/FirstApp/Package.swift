// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TeaTime",
    // On macOS, what AppIntentsLinux needs (Linux ignores it).
    platforms: [.macOS(.v15)],
    dependencies: [
        // By version, from the repository you got AppIntentsLinux from:
        // .package(url: "https://example.com/you/AppIntentsLinux.git", from: "0.1.0"),
        // By path, from a checkout on disk:
        .package(name: "AppIntentsLinux", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "TeaTime",
            dependencies: [
                .product(name: "AppIntents", package: "AppIntentsLinux"),
                .product(name: "IntentHost", package: "AppIntentsLinux"),
            ]
        ),
        .testTarget(
            name: "TeaTimeTests",
            dependencies: ["TeaTime", .product(name: "AppIntentsTesting", package: "AppIntentsLinux")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
