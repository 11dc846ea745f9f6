import AppIntentsMetadata
import Foundation

/// Builds `Metadata.appintents/extract.actionsdata` from source alone, in the same model and by the
/// same conventions (docs/METADATA.md) as the runtime catalog.
///
/// ```swift
/// let extractor = MetadataExtractor(moduleName: "SoupShop")
/// let actions = try extractor.extract(paths: ["Sources/SoupShop"])
/// try MetadataBundle(actions: actions).write(to: URL(fileURLWithPath: "build"))
/// ```
public struct MetadataExtractor: Sendable {
    /// The module the types belong to: the first part of `fullyQualifiedTypeName`.
    public var moduleName: String

    /// Creates an extractor for one module.
    public init(moduleName: String) {
        self.moduleName = moduleName
    }

    /// The module a path's code belongs to: the folder under `Sources/`, else the last path
    /// component, made an identifier as Xcode makes `PRODUCT_MODULE_NAME` (`my-app` is `my_app`).
    public static func defaultModuleName(for path: String) -> String {
        let name = folderName(for: path)
        var identifier = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if identifier.first?.isNumber ?? true { identifier = "_" + identifier }
        return identifier
    }

    private static func folderName(for path: String) -> String {
        let components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents.filter { $0 != "/" }
        if let sources = components.lastIndex(of: "Sources"), sources + 1 < components.count {
            return components[sources + 1]
        }
        var last = components.last ?? "App"
        if last.hasSuffix(".swift") {
            last = components.dropLast().last ?? "App"
        }
        return last
    }

    /// Extracts metadata from files and folders: from every Swift file.
    ///
    /// - Throws: `InputError` when a path does not exist or cannot be read.
    public func extract(paths: [String]) throws -> ActionsData {
        extract(sources: try SourceCollector.collect(paths: paths).swift)
    }

    /// Extracts the metadata of one target from files and folders: from the files that target of
    /// the package or Xcode project around them compiles (an app's and its widget extension's each
    /// make a document of their own, as Xcode writes one per bundle), in `moduleName`, else the
    /// module the project names for the target (`PRODUCT_MODULE_NAME`, `PRODUCT_NAME`), else the
    /// target's name. Returns the document and the module used.
    ///
    /// - Throws: `InputError` when a path does not exist or cannot be read; `UnknownTargetError`
    ///   when no file read is compiled by `target`.
    public static func extract(
        paths: [String], target: String, moduleName: String? = nil
    ) throws -> (
        data: ActionsData, module: String
    ) {
        let collected = try SourceCollector.collect(paths: paths)
        let files = collected.swift.filter { collected.fileTargets[$0.path]?.contains(target) == true }
        guard !files.isEmpty else {
            let known = Set(collected.fileTargets.values.joined()).sorted()
            throw UnknownTargetError(target: target, known: known)
        }
        let module = moduleName ?? collected.targetModules[target] ?? defaultModuleName(for: "/" + target)
        return (MetadataExtractor(moduleName: module).extract(sources: files), module)
    }

    /// Extracts metadata from sources given as text.
    public func extract(sources: [SourceText]) -> ActionsData {
        let module = moduleName
        return LargeStack.run {
            let files = sources.map { ParsedFile(path: $0.path, text: $0.text) }
            return StaticExtraction(model: AppModel(files: files), module: module).actionsData()
        }
    }
}

/// No file read is compiled by the target asked for.
public struct UnknownTargetError: Error, CustomStringConvertible, Sendable {
    /// The target asked for.
    public var target: String
    /// The targets that compile some file read, sorted.
    public var known: [String]

    public var description: String {
        "no Swift file read is compiled by a target named '\(target)'"
            + (known.isEmpty
                ? "; no package or Xcode project around them names its targets' files"
                : "; the files read belong to " + known.joined(separator: ", "))
    }
}

/// The extraction over one model.
struct StaticExtraction {
    let model: AppModel
    let module: String

    func fullyQualified(_ symbol: TypeSymbol) -> String { module + "." + symbol.qualifiedName }

    func actionsData() -> ActionsData {
        // A tree of several modules (an app and its widget extension) may declare one name in
        // two of them (`TypeIndex.declare`); one metadata document holds one of each, the first
        // found. Each module's folder extracted on its own gives that module's document.
        func firstOfEachName(_ symbols: [TypeSymbol]) -> [TypeSymbol] {
            var seen: Set<String> = []
            return symbols.filter { $0.isDeclaredHere && seen.insert($0.qualifiedName).inserted }
        }
        let intents = firstOfEachName(model.intents)
        let entities = firstOfEachName(model.entities)
        let queries = firstOfEachName(model.queries)
        let enums = firstOfEachName(model.enums).sorted { $0.name < $1.name }
        let providers = model.providers.filter(\.isDeclaredHere)
        return ActionsData(
            actions: intents.map(action),
            entities: entities.map(entity),
            queries: queries.map(query),
            enums: enums.map(enumeration),
            autoShortcuts: providers.flatMap(shortcuts),
            autoShortcutProviderMangledName: providers.first.map(mangledName) ?? "",
            shortcutTileColor: providers.first.flatMap(tileColor) ?? ShortcutTileColors.defaultIndex,
            negativePhrases: providers.flatMap(negativePhrases))
    }
}
