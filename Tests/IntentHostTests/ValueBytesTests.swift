import AppIntents
import AppIntentsMetadata
import Foundation
import IntentMCP
import IntentSystem
import KettleKit
import SoupShopKit
import Synchronization
import Testing

@testable import IntentHost

/// A returned value written straight to bytes (`ValueEncoding.bytes`) is what the system's
/// encoding, bridged to MCP and flattened for the tool result, serializes to: byte for byte.
@Suite struct ValueBytesTests {
    struct Shelf: AppEntity {
        static let defaultQuery = ShelfQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Shelf" }
        var id: Int
        @Property(title: "Title") var title: String
        @Property(title: "Label") var label: String?
        @Property(title: "Tea") var tea: TeaEntity?
        @Property(title: "Teas") var teas: [TeaEntity]
        @Property(title: "Strength") var strength: Strength
        @Property(title: "Weight") var weight: Double
        @Property(title: "Stocked") var stocked: Date
        var displayRepresentation: DisplayRepresentation {
            label.map { DisplayRepresentation(title: "Shelf \(id)", subtitle: "\($0)") }
                ?? DisplayRepresentation(title: "Shelf \(id)")
        }

        init(id: Int, label: String?, tea: TeaEntity?) {
            self.id = id
            self.title = "Shelf \"\(id)\"\n"
            self.label = label
            self.tea = tea
            self.teas = [sencha, assam]
            self.strength = .strong
            self.weight = 1.25
            self.stocked = Date(timeIntervalSince1970: 86_400)
        }
    }

    /// Counts the reads of its display representation, which an app builds on every read.
    struct Counted: AppEntity {
        static let defaultQuery = CountedQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Counted" }
        static let reads = Mutex(0)
        var id: String
        @Property(title: "Size") var size: Int
        var displayRepresentation: DisplayRepresentation {
            Self.reads.withLock { $0 += 1 }
            return DisplayRepresentation(title: "Counted \(id)")
        }

        init(id: String) {
            self.id = id
            self.size = id.count
        }
    }

    /// Properties that were never given a value: `null`, whatever their type.
    struct Unset: AppEntity {
        static let defaultQuery = UnsetQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Unset" }
        var id: String
        @Property(title: "Name") var name: String
        @Property(title: "Count") var count: Int
        @Property(title: "Ratio") var ratio: Double
        @Property(title: "Done") var done: Bool
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Unset \(id)") }
        init(id: String) { self.id = id }
    }

    struct UnsetQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Unset] { [] }
    }

    struct CountedQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Counted] { [] }
    }

    struct ShelfQuery: EntityQuery {
        func entities(for identifiers: [Int]) async throws -> [Shelf] { [] }
    }

    static let sencha = TeaEntity(id: "sencha", name: "Sencha", steepMinutes: 2)
    static let assam = TeaEntity(id: "assam", name: "Assam é 🍵", steepMinutes: 4)

    /// The encoding the server used before: the system's tree, bridged, flattened, serialized.
    static func reference(_ value: (any Sendable)?, _ declared: ValueType?) async -> String {
        var tree = JSONBridge.mcp(await ValueEncoding.json(value, kind: nil))
        if let declared { tree = ToolCatalog(metadata: ActionsData()).structuredValue(tree, as: declared) }
        return tree.text
    }

    /// The bytes as text; and the text written with them is the value's text.
    static func written(_ value: (any Sendable)?, _ declared: ValueType?) async -> String? {
        let both = await ValueEncoding.bytesAndText(value, flattening: declared)
        #expect(both?.text == ValueEncoding.text(value), "\(String(describing: value))")
        #expect(both?.bytes == (await ValueEncoding.bytes(value, flattening: declared)))
        return both.map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    static let teaType = ValueType.entity(typeName: "TeaEntity")
    static let fillingType = ValueType.union(
        identifier: "PotFilling",
        cases: [
            UnionCase(identifier: "tea", valueType: teaType),
            UnionCase(identifier: "water", valueType: .enumeration(identifier: "Strength")),
        ])

    @Test func scalarsAndCollections() async throws {
        let values: [(any Sendable)?] = [
            nil, "plain", "esc\"aped\\ \n\t\u{1} é 🍲", 0, -42, Int.max, 2.5, 1e20, Double.nan, true,
            Optional<Int>.none as (any Sendable)?, Optional<String>.some("wrapped") as (any Sendable)?,
            Decimal(string: "1.25")!, URL(string: "https://example.com/a?b=c")!, Date(timeIntervalSince1970: 0),
            Strength.medium, [1, 2, 3], ["a", "b"], [[1], [2.5]] as [[Double]],
            Measurement(value: 3, unit: UnitLength.meters), PotFilling.water(.strong),
            [Self.sencha, "not an entity"] as [any Sendable], [Optional(Self.sencha), nil] as [TeaEntity?],
            [] as [TeaEntity],
        ]
        for value in values {
            let expected = await Self.reference(value, nil)
            #expect(await Self.written(value, nil) == expected, "\(String(describing: value))")
        }
    }

    @Test func entitiesInTheSystemShapeAndFlat() async throws {
        let shelves = [
            Shelf(id: 1, label: "top", tea: Self.sencha),
            Shelf(id: 2, label: nil, tea: nil),
        ]
        let cases: [((any Sendable)?, ValueType?)] = [
            (Self.sencha, nil), (Self.sencha, Self.teaType), ([Self.sencha, Self.assam], .array(of: Self.teaType)),
            ([Self.sencha, Self.assam], nil), (shelves[0], nil), (shelves[1], nil),
            (shelves[0], .entity(typeName: "Shelf")), (shelves[1], .entity(typeName: "Shelf")),
            (shelves, .array(of: .entity(typeName: "Shelf"))),
            // A type that declares no entity leaves it in the system's shape.
            (Self.sencha, .primitive(.string)), ([Self.sencha], .array(of: .primitive(.string))),
            (PotFilling.tea(Self.assam), Self.fillingType), (PotFilling.tea(Self.assam), nil),
            (PotFilling.water(.mild), Self.fillingType),
            (Unset(id: "u"), nil), (Unset(id: "u"), .entity(typeName: "Unset")),
        ]
        for (value, declared) in cases {
            let expected = await Self.reference(value, declared)
            #expect(
                await Self.written(value, declared) == expected,
                "\(String(describing: value)) as \(String(describing: declared))")
        }
        #expect(
            await Self.written(Unset(id: "u"), .entity(typeName: "Unset"))
                == #"{"count":null,"done":null,"id":"u","name":null,"ratio":null,"title":"Unset u"}"#)
        // The flat shape: the property named `title` keeps its value, the display subtitle is beside it.
        #expect(
            await Self.written(shelves[0], .entity(typeName: "Shelf"))
                == #"{"id":"1","label":"top","stocked":"1970-01-02T00:00:00Z","strength":"2","subtitle":"top","tea":{"id":"sencha","title":"Sencha"},"teas":[{"id":"sencha","properties":{"name":"Sencha","steepMinutes":2},"title":"Sencha","type":"TeaEntity"},{"id":"assam","properties":{"name":"Assam é 🍵","steepMinutes":4},"title":"Assam é 🍵","type":"TeaEntity"}],"title":"Shelf \"1\"\n","weight":1.25}"#
        )
    }

    @Test func theBytesAndTheTextReadEachDisplayRepresentationOnce() async throws {
        let type = ValueType.entity(typeName: "Counted")
        for (value, declared, text) in [
            (Counted(id: "a"), type, "Counted a"), (Counted(id: "b"), nil, "Counted b"),
            ([Counted(id: "c"), Counted(id: "d")], .array(of: type), "Counted c, Counted d"),
        ] as [(any Sendable, ValueType?, String)] {
            let before = Counted.reads.withLock { $0 }
            let both = try #require(await ValueEncoding.bytesAndText(value, flattening: declared))
            let reads = Counted.reads.withLock { $0 } - before
            #expect(both.text == text)
            #expect(reads == (value as? [Counted])?.count ?? 1)
        }
    }

    @Test func textIsTheSameOnceATypeIsKnown() {
        // The first read of a type finds its shape by casts, the later ones by the type.
        for _ in 0..<2 {
            #expect(ValueEncoding.text(Self.sencha) == "Sencha")
            #expect(ValueEncoding.text([Self.sencha, Self.assam]) == "Sencha, Assam é 🍵")
            #expect(ValueEncoding.text([[Self.sencha], [Self.assam]]) == "Sencha, Assam é 🍵")
            #expect(ValueEncoding.text("plain") == "plain")
            #expect(ValueEncoding.text(Strength.strong) == "Strong")
            #expect(ValueEncoding.text(2.5) == "2.5")
        }
    }

    @Test func anOptionalValueReadsAsWhatItHolds() {
        // A `ReturnsValue<String?>` result, as `perform()` hands it over.
        #expect(ValueEncoding.text(Optional("plain") as Any) == "plain")
        #expect(ValueEncoding.text(Optional(Optional(2.5)) as Any) == "2.5")
        #expect(ValueEncoding.text(Optional(Strength.strong) as Any) == "Strong")
        #expect(ValueEncoding.text(Optional(Self.sencha) as Any) == "Sencha")
        #expect(ValueEncoding.text(String?.none as Any) == "")
    }

    @Test func computedPropertiesAreReadBeforeTheirEntitiesAreWritten() async throws {
        let soups = [
            SoupEntity(Soup(id: "miso", name: "Miso", price: 4, isVegetarian: true, calories: 90)),
            SoupEntity(Soup(id: "pho", name: "Pho", price: 7.5, isVegetarian: false, calories: 350)),
        ]
        let soupType = ValueType.entity(typeName: "SoupEntity")
        for (value, declared) in [
            (soups[0], nil), (soups[0], soupType), (soups, nil), (soups, .array(of: soupType)),
        ] as [(any Sendable, ValueType?)] {
            let expected = await Self.reference(value, declared)
            #expect(await Self.written(value, declared) == expected)
        }
        #expect(
            await Self.written(soups[0], soupType)
                == #"{"calories":90,"id":"miso","isVegetarian":true,"name":"Miso","price":4,"subtitle":"$4.00","summary":"Miso: 90 calories, vegetarian","title":"Miso"}"#
        )
    }
}
