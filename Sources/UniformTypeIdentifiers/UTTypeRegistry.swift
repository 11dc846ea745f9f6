import Foundation

/// The declared types: each with its parents, filename extensions, MIME types and name.
///
/// The system's declarations are a fixed table (the types App Intents parameters and apps name
/// most); `UTType(exportedAs:)` adds the app's own at run time.
enum UTTypeRegistry {
    struct Declaration: Sendable {
        var identifier: String
        var parents: [String]
        var extensions: [String] = []
        var mimeTypes: [String] = []
        var name: String
    }

    /// The app's own declarations. Guarded by `lock`: a type may be declared from any task.
    private final class AppDeclarations: @unchecked Sendable {
        let lock = NSLock()
        var byIdentifier: [String: Declaration] = [:]
    }

    private static let app = AppDeclarations()

    private static let system: [String: Declaration] = Dictionary(
        uniqueKeysWithValues: UTTypeRegistry.systemDeclarations.map { ($0.identifier, $0) })

    private static let byExtension: [String: String] = {
        var map: [String: String] = [:]
        for declaration in systemDeclarations {
            for tag in declaration.extensions where map[tag] == nil { map[tag] = declaration.identifier }
        }
        return map
    }()

    private static let byMIMEType: [String: String] = {
        var map: [String: String] = [:]
        for declaration in systemDeclarations {
            for tag in declaration.mimeTypes where map[tag] == nil { map[tag] = declaration.identifier }
        }
        return map
    }()

    static func declaration(_ identifier: String) -> Declaration? {
        if let declared = system[identifier] { return declared }
        app.lock.lock()
        defer { app.lock.unlock() }
        return app.byIdentifier[identifier]
    }

    static func declaration(extension tag: String) -> Declaration? {
        byExtension[tag].flatMap { system[$0] }
    }

    static func declaration(mimeType tag: String) -> Declaration? {
        byMIMEType[tag].flatMap { system[$0] }
    }

    /// The direct parents; a dynamic type conforms to `public.data`.
    static func parents(of identifier: String) -> [String] {
        if identifier.hasPrefix("dyn.") { return ["public.data", "public.item"] }
        return declaration(identifier)?.parents ?? []
    }

    static func declare(_ identifier: String, conformingTo parent: String) {
        guard system[identifier] == nil else { return }
        app.lock.lock()
        defer { app.lock.unlock() }
        app.byIdentifier[identifier] = Declaration(identifier: identifier, parents: [parent], name: identifier)
    }
}
