import AppIntentsMetadata
internal import SwiftSyntax

/// Types of other modules in the document: a package's enum that an extension here makes an
/// `AppEnum` (`extension Container.State: @retroactive AppEnum`), or a package's query an entity
/// here names as its `defaultQuery`. Their names are their own module's; what their declaration
/// holds is read where a file of that module is (`ParsedFile.otherModule`), and otherwise said in
/// a note.
extension StaticExtraction {
    /// Where a type the code read does not declare comes from.
    struct Origin {
        enum ModuleSource { case declaration, writtenPath, imports, unknown }

        /// Its module; nil when it cannot be told.
        var module: String?
        /// Its path inside that module: `Container.State`.
        var path: String
        var moduleSource: ModuleSource
    }

    /// `Module.Outer.Inner`; for a type of another module, that module's (its path alone when the
    /// module cannot be told).
    func fullyQualified(_ symbol: TypeSymbol) -> String {
        guard let origin = origin(of: symbol) else { return module + "." + symbol.qualifiedName }
        return origin.module.map { $0 + "." + origin.path } ?? origin.path
    }

    /// Whether an extension in the code read makes the type, which it does not declare, one of
    /// `protocols`' kind while the type's own module (where its declaration was read) does not:
    /// such a conformance is compiled into this module, and its metadata is this module's.
    func isMadeHere(_ symbol: TypeSymbol, anyOf protocols: Set<String>) -> Bool {
        guard !protocols.isEmpty, !symbol.isDeclaredHere else { return false }
        return model.adopts(symbol, anyOf: protocols, where: { $0.file.otherModule == nil })
            && !model.adopts(symbol, anyOf: protocols, where: { $0.file.otherModule != nil })
    }

    /// The module and path of a type the code read does not declare: the module of the file that
    /// declares it, else a module the extension's file imports written in front of its path
    /// (`extension Kit.Item`), else the one module the extension's file imports besides Apple's
    /// frameworks. Nil for a type declared here.
    func origin(of symbol: TypeSymbol) -> Origin? {
        guard !symbol.isDeclaredHere else { return nil }
        if let declared = symbol.declarations.first(where: { !$0.isExtension }), let module = declared.file.otherModule
        {
            return Origin(module: module, path: symbol.qualifiedName, moduleSource: .declaration)
        }
        let imports = Set(symbol.declarations.filter { $0.file.otherModule == nil }.flatMap(\.file.importedModules))
        let parts = symbol.qualifiedName.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2, imports.contains(parts[0]) {
            return Origin(module: parts[0], path: parts[1], moduleSource: .writtenPath)
        }
        let candidates = imports.subtracting(Self.appleModules).subtracting([module])
        if candidates.count == 1, let only = candidates.first {
            return Origin(module: only, path: symbol.qualifiedName, moduleSource: .imports)
        }
        return Origin(module: nil, path: symbol.qualifiedName, moduleSource: .unknown)
    }

    /// The cases of an enum whose declaration was not read, as the code here names them: its
    /// `allCases` when that is a literal list, else the keys of `caseDisplayRepresentations` in
    /// the order written.
    func casesNamedHere(_ symbol: TypeSymbol) -> (names: [String], source: String) {
        if let offered = EnumCases.offered(by: symbol), !offered.isEmpty { return (offered, "allCases") }
        var names: [String] = []
        if let dictionary = staticExpression("caseDisplayRepresentations", of: symbol)?.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content
        {
            names = elements.compactMap { Literals.memberName($0.key) }
        }
        return (names, "caseDisplayRepresentations")
    }

    /// What was inferred or left out of a type of another module in the document, at the
    /// declaration here that adopts `kind`; nil when its declaration was read and its module known.
    func note(on symbol: TypeSymbol, kind: String, protocols: Set<String>) -> ExtractionNote? {
        guard let origin = origin(of: symbol), !symbol.isDeclarationRead || origin.module == nil else { return nil }
        var said: [String] = []
        switch origin.moduleSource {
        case .imports: said.append("module \(origin.module ?? "") is taken from the file's imports")
        case .unknown:
            said.append(
                "its module is not known (the file imports no module besides Apple's, or several), so "
                    + "fullyQualifiedTypeName is its path alone")
        case .declaration, .writtenPath: break
        }
        if !symbol.isDeclarationRead {
            if kind == "AppEnum" {
                let cases = casesNamedHere(symbol)
                said.append(
                    cases.names.isEmpty
                        ? "it has no cases, as neither allCases nor caseDisplayRepresentations names one here"
                        : "its cases are the ones its \(cases.source) names, each name taken as the raw value")
            } else {
                said.append("the properties its declaration holds are not read")
            }
        }
        if mangledName(symbol).isEmpty {
            said.append("mangledTypeName is left empty, as the kinds of the types on its path are not known")
        }
        let adopting =
            symbol.declarations.first {
                $0.file.otherModule == nil && model.declaration($0, of: symbol, adoptsAnyOf: protocols)
            } ?? symbol.primary
        guard let adopting else { return nil }
        let reason = symbol.isDeclarationRead ? "" : ", but its declaration is not among the sources read"
        return ExtractionNote(
            path: adopting.file.path,
            line: adopting.file.location(of: adopting.decl.positionAfterSkippingLeadingTrivia).line,
            typeName: symbol.qualifiedName,
            message: "\(symbol.qualifiedName) is made an \(kind) here\(reason): " + said.joined(separator: "; "))
    }

    /// Modules of Apple's SDKs and the Swift toolchain, which declare no type an app's extension
    /// would make an `AppEnum` or `AppEntity` of: the other module a file imports is the type's.
    static let appleModules: Set<String> = [
        "AVFoundation", "AVKit", "Accelerate", "AccessorySetupKit", "ActivityKit", "AppIntents", "AppKit",
        "AppTrackingTransparency", "AuthenticationServices", "BackgroundTasks", "CallKit", "CarPlay", "Charts",
        "ClockKit", "CloudKit", "Cocoa", "Combine", "Contacts", "CoreBluetooth", "CoreData", "CoreFoundation",
        "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreML", "CoreMedia", "CoreMotion",
        "CoreServices", "CoreSpotlight", "CoreText", "CoreTransferable", "CryptoKit", "Darwin", "DeviceActivity",
        "Dispatch", "EventKit", "ExtensionFoundation", "ExtensionKit", "FamilyControls", "Foundation",
        "FoundationModels", "GameController", "GameKit", "GroupActivities", "HealthKit", "HomeKit",
        "ImageIO", "ImagePlayground", "Intents", "IntentsUI", "LinkPresentation", "LocalAuthentication",
        "ManagedSettings", "MapKit", "MediaPlayer", "MessageUI", "Metal", "MetalKit", "MetricKit", "MusicKit",
        "NaturalLanguage", "Network", "NetworkExtension", "NotificationCenter", "OSLog", "ObjectiveC",
        "Observation", "PDFKit", "PassKit", "Photos", "PhotosUI", "PushKit", "QuartzCore", "QuickLook",
        "RealityKit", "RegexBuilder", "SafariServices", "SceneKit", "ScreenCaptureKit", "Security",
        "ServiceManagement", "SharedWithYou", "Speech", "SpriteKit", "StoreKit", "Swift", "SwiftData",
        "SwiftUI", "Synchronization", "SystemConfiguration", "Testing", "TipKit", "Translation", "UIKit",
        "UniformTypeIdentifiers", "UserNotifications", "Vision", "VisionKit", "WatchConnectivity", "WatchKit",
        "WeatherKit", "WebKit", "WidgetKit", "XCTest", "_Concurrency", "os",
    ]
}
