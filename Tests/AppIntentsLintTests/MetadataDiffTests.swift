import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// The diff over metadata extracted from two versions of the same code.
@Suite struct MetadataDiffTests {
    static let base = """
        struct SoupEntity: AppEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
            static let defaultQuery = SoupQuery()
            var id: String
            @Property(title: "Name") var name: String
            var displayRepresentation: DisplayRepresentation { "\\(name)" }
        }
        struct SoupQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [SoupEntity] { [] }
        }
        enum SoupSize: String, AppEnum {
            case small, large
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
            static let caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [.small: "Small", .large: "Large"]
        }
        struct OrderSoupIntent: AppIntent {
            static let title: LocalizedStringResource = "Order Soup"
            @Parameter(title: "Soup") var soup: SoupEntity
            @Parameter(title: "Size") var size: SoupSize?
            @Parameter(title: "Quantity", default: 1) var quantity: Int
            func perform() async throws -> some IntentResult { .result() }
        }
        struct CancelOrderIntent: AppIntent {
            static let title: LocalizedStringResource = "Cancel Order"
            static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
            func perform() async throws -> some IntentResult { .result() }
        }
        """

    static func extract(_ code: String) -> ActionsData {
        MetadataExtractor(moduleName: "Shop").extract(sources: [SourceText(path: "Shop.swift", text: code)])
    }

    static func changes(_ edit: (String) -> String) -> [MetadataChange] {
        MetadataDiff.changes(from: extract(base), to: extract(edit(base)))
    }

    static func replacing(_ old: String, _ new: String) -> (String) -> String {
        { $0.replacingOccurrences(of: old, with: new) }
    }

    @Test func identicalMetadataHasNoChanges() {
        #expect(Self.changes { $0 }.isEmpty)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let old: String
        let new: String
        let kind: MetadataChange.Kind
        let impact: MetadataChange.Impact
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "intent removed", old: "struct CancelOrderIntent: AppIntent", new: "struct CancelOrderHelper",
            kind: .actionRemoved, impact: .breaking),
        Case(
            name: "intent renamed", old: "struct CancelOrderIntent", new: "struct CancelIntent", kind: .actionRenamed,
            impact: .breaking),
        Case(
            name: "parameter removed", old: "@Parameter(title: \"Quantity\", default: 1) var quantity: Int",
            new: "var quantity = 1", kind: .parameterRemoved, impact: .breaking),
        Case(
            name: "parameter renamed", old: "var quantity: Int", new: "var count: Int", kind: .parameterRenamed,
            impact: .breaking),
        Case(
            name: "parameter type changed", old: "var quantity: Int", new: "var quantity: Double",
            kind: .parameterTypeChanged, impact: .breaking),
        Case(
            name: "optional became required", old: "var size: SoupSize?", new: "var size: SoupSize",
            kind: .parameterBecameRequired, impact: .breaking),
        Case(
            name: "enum case removed", old: "case small, large", new: "case large", kind: .enumCaseRemoved,
            impact: .breaking),
        Case(
            name: "entity id type changed", old: "var id: String", new: "var id: Int", kind: .entityIDTypeChanged,
            impact: .breaking),
        Case(
            name: "entity property removed", old: "@Property(title: \"Name\") var name: String",
            new: "var name: String",
            kind: .propertyRemoved, impact: .breaking),
        Case(
            name: "authentication dropped",
            old: "static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication", new: "",
            kind: .actionChanged, impact: .breaking),
        Case(
            name: "authentication loosened", old: "= .requiresAuthentication", new: "= .alwaysAllowed",
            kind: .actionChanged, impact: .breaking),
        Case(
            name: "authentication tightened", old: "= .requiresAuthentication",
            new: "= .requiresLocalDeviceAuthentication", kind: .actionChanged, impact: .safe),
        Case(
            name: "title changed", old: "\"Order Soup\"", new: "\"Order a Soup\"", kind: .actionChanged, impact: .safe),
        Case(
            name: "default changed", old: "default: 1", new: "default: 2", kind: .parameterChanged, impact: .safe),
        Case(
            name: "enum case added", old: "case small, large", new: "case small, medium, large", kind: .enumChanged,
            impact: .safe),
        Case(
            name: "required became optional", old: "var soup: SoupEntity", new: "var soup: SoupEntity?",
            kind: .parameterChanged, impact: .safe),
        Case(
            name: "values limited", old: "@Parameter(title: \"Size\")",
            new: "@Parameter(title: \"Size\", supportedValues: [.large])", kind: .parameterChanged, impact: .breaking),
    ]

    /// A parameter's supported values: one dropped breaks the shortcuts that chose it; one more,
    /// or no limit any more, does not.
    @Test func supportedValuesThatShrinkBreakShortcuts() {
        let both = Self.replacing(
            "@Parameter(title: \"Size\")", "@Parameter(title: \"Size\", supportedValues: [.small, .large])")
        let large = Self.replacing(
            "@Parameter(title: \"Size\")", "@Parameter(title: \"Size\", supportedValues: [.large])")
        let fewer = MetadataDiff.changes(from: Self.extract(both(Self.base)), to: Self.extract(large(Self.base)))
        #expect(fewer.map(\.impact) == [.breaking])
        #expect(
            fewer.first?.message
                == "intent OrderSoupIntent: parameter 'size' no longer takes small; saved shortcuts with it stop")
        let more = MetadataDiff.changes(from: Self.extract(large(Self.base)), to: Self.extract(both(Self.base)))
        #expect(more.map(\.impact) == [.safe])
        let unlimited = MetadataDiff.changes(from: Self.extract(large(Self.base)), to: Self.extract(Self.base))
        #expect(unlimited.map(\.message) == ["intent OrderSoupIntent: parameter 'size' takes any value now"])
    }

    @Test(arguments: cases) func changeIsFoundAndClassed(_ item: Case) {
        #expect(Self.base.contains(item.old))
        let changes = Self.changes(Self.replacing(item.old, item.new))
        let match = changes.first { $0.kind == item.kind }
        #expect(match?.impact == item.impact, "\(changes.map(\.message))")
        if item.impact == .safe {
            #expect(!changes.contains { $0.impact == .breaking }, "\(changes.map(\.message))")
        }
    }

    /// A document that names two parameters or properties alike (Apple's never do; a hand-made
    /// one may) diffs empty against itself: each is compared with its counterpart.
    @Test func repeatedNamesAreComparedInTurn() {
        let repeated = Self.base.replacingOccurrences(
            of: "@Parameter(title: \"Quantity\", default: 1) var quantity: Int",
            with:
                "@Parameter(title: \"Quantity\", default: 1) var quantity: Int\n    @Parameter(title: \"Count\") var quantity: Double"
        ).replacingOccurrences(
            of: "@Property(title: \"Name\") var name: String",
            with: "@Property(title: \"Name\") var name: String\n    @Property(title: \"Label\") var name: Int")
        let data = Self.extract(repeated)
        #expect(data.actions["OrderSoupIntent"]?.parameters.filter { $0.name == "quantity" }.count == 2)
        #expect(data.entities["SoupEntity"]?.properties.filter { $0.identifier == "name" }.count == 2)
        #expect(MetadataDiff.changes(from: data, to: data).isEmpty)
        // Against the base the second property is gone; saved shortcuts key parameter values by
        // name, so dropping a repeated parameter name loses none of them.
        let changes = MetadataDiff.changes(from: data, to: Self.extract(Self.base))
        #expect(changes.map(\.kind).sorted { "\($0)" < "\($1)" } == [.propertyRemoved], "\(changes.map(\.message))")
    }

    /// Shortcuts offers neither a hidden intent nor one for the assistant only, so hiding an
    /// intent or keeping it to the assistant stops the saved shortcuts that use it; the reverse
    /// offers more and is safe.
    @Test func hidingAnIntentOrKeepingItToTheAssistantIsBreaking() throws {
        let hidden = Self.base.replacingOccurrences(
            of: "static let title: LocalizedStringResource = \"Cancel Order\"",
            with: "static let title: LocalizedStringResource = \"Cancel Order\"\n    static let isDiscoverable = false")
        let hiding = MetadataDiff.changes(from: Self.extract(Self.base), to: Self.extract(hidden))
        #expect(hiding.map(\.path) == ["actions.CancelOrderIntent.isDiscoverable"])
        #expect(hiding.first?.impact == .breaking)
        #expect(hiding.first?.message.contains("saved shortcuts that use it stop") == true)
        let showing = MetadataDiff.changes(from: Self.extract(hidden), to: Self.extract(Self.base))
        #expect(showing.map(\.impact) == [.safe])

        func journal(assistantOnly: Bool) -> String {
            """
            @AppIntent(schema: .journal.createEntry)
            struct CreateEntryIntent {
                \(assistantOnly ? "static let isAssistantOnly = true" : "")
                var title: String?
                var message: AttributedString
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        }
        let keeping = MetadataDiff.changes(
            from: Self.extract(journal(assistantOnly: false)), to: Self.extract(journal(assistantOnly: true)))
        #expect(keeping.map(\.path) == ["actions.CreateEntryIntent.visibilityMetadata.assistantOnly"])
        #expect(keeping.first?.impact == .breaking)
        let opening = MetadataDiff.changes(
            from: Self.extract(journal(assistantOnly: true)), to: Self.extract(journal(assistantOnly: false)))
        #expect(opening.map(\.impact) == [.safe])
    }

    /// A query declared inside its entity, moved out beside it: only its type's path changed.
    @Test func aQueryMovedOutOfItsEntityIsSaidToHaveMoved() {
        let nested = Self.base.replacingOccurrences(
            of:
                "    var displayRepresentation: DisplayRepresentation { \"\\(name)\" }\n}\nstruct SoupQuery: EntityQuery {\n    func entities(for identifiers: [String]) async throws -> [SoupEntity] { [] }\n}",
            with:
                "    var displayRepresentation: DisplayRepresentation { \"\\(name)\" }\n    struct SoupQuery: EntityQuery {\n        func entities(for identifiers: [String]) async throws -> [SoupEntity] { [] }\n    }\n}"
        )
        #expect(nested != Self.base)
        let queryChanges = MetadataDiff.changes(from: Self.extract(nested), to: Self.extract(Self.base))
            .filter { $0.kind == .queryChanged }
        #expect(
            queryChanges.map(\.message) == [
                "query SoupQuery: type moved from Shop.SoupEntity.SoupQuery to Shop.SoupQuery"
            ])
        #expect(queryChanges.allSatisfy { $0.impact == .safe })
    }

    @Test func changingTheMigratedSiriKitClassIsBreakingAndAddingOneIsSafe() throws {
        let migrated = """
            struct BrewIntent: AppIntent, CustomIntentMigratedAppIntent {
                static let intentClassName = "BrewCoffeeIntent"
                static let title: LocalizedStringResource = "Brew"
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let before = Self.extract(migrated)
        #expect(before.actions["BrewIntent"]?.customIntentClassName == "BrewCoffeeIntent")
        let renamed = MetadataDiff.changes(
            from: before,
            to: Self.extract(migrated.replacingOccurrences(of: "\"BrewCoffeeIntent\"", with: "\"BrewIntent2\"")))
        let change = try #require(renamed.first { $0.path == "actions.BrewIntent.customIntentClassName" })
        #expect(change.impact == .breaking)
        #expect(change.message.contains("shortcuts of the SiriKit intent BrewCoffeeIntent no longer run it"))
        let plain = migrated.replacingOccurrences(of: ", CustomIntentMigratedAppIntent", with: "")
            .replacingOccurrences(of: "static let intentClassName = \"BrewCoffeeIntent\"", with: "")
        let added = MetadataDiff.changes(from: Self.extract(plain), to: before)
        #expect(added.first { $0.path == "actions.BrewIntent.customIntentClassName" }?.impact == .safe)
    }

    @Test func addingAnIntentIsSafeAndBreakingChangesComeFirst() {
        let changes = Self.changes {
            $0.replacingOccurrences(of: "case small, large", with: "case large")
                + "\nstruct TasteIntent: AppIntent { static let title: LocalizedStringResource = \"Taste\" }"
        }
        #expect(changes.map(\.kind).contains(.actionAdded))
        #expect(changes.first?.impact == .breaking)
        #expect(changes.last?.impact == .safe)
    }
}
