import AppIntents
import AppIntentsMetadata
import AppIntentsTesting
import Foundation
import MediaIntents
import Testing

@testable import IntentSystem

/// iOS 27's audio schema in the shape apps give it: a `Set` of playback attributes.
@AppEnum(schema: .audio.playbackAttributes)
enum SpinMode: String {
    case shuffle
    case `repeat`

    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.shuffle: "Shuffle", .repeat: "Repeat"]
}

@AppEnum(schema: .audio.queueInsertionLocation)
enum SpinQueue: String {
    case next, tail

    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.next: "Play Next", .tail: "Play Last"]
}

struct CrateEntity: AppEntity {
    static let defaultQuery = CrateQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Crate" }
    var id: String
    @Property(title: "Tags") var tags: Set<String>
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id.capitalized) crate") }

    init(id: String, tags: Set<String>) {
        self.id = id
        self.tags = tags
    }

    static let all = [CrateEntity(id: "jazz", tags: ["swing", "bebop", "cool"]), CrateEntity(id: "soul", tags: [])]
}

struct CrateQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [CrateEntity] {
        CrateEntity.all.filter { identifiers.contains($0.id) }
    }
    func entities(matching string: String) async throws -> [CrateEntity] {
        CrateEntity.all.filter { string.lowercased().contains($0.id) }
    }
}

@UnionValue
enum SpinItem {
    case crate(CrateEntity)
}

@AppEntity(schema: .audio.warmupAudioQueueResult)
struct SpinWarmup: TransientAppEntity {
    init() {}
    var displayRepresentation: DisplayRepresentation { "Ready" }
}

@AppIntent(schema: .audio.playAudio)
struct SpinIntent: AudioPlaybackIntent {
    var audioEntity: SpinItem
    var playbackAttributes: Set<SpinMode>
    var queueLocation: SpinQueue?
    var warmupAudioQueueResult: SpinWarmup?

    func perform() async throws -> some IntentResult & ReturnsValue<Set<SpinMode>> & ProvidesDialog {
        guard case .crate(let crate) = audioEntity else { throw $audioEntity.needsValueError() }
        let mode = playbackAttributes.contains(.shuffle) ? "shuffled" : "in order"
        return .result(value: playbackAttributes, dialog: "Spinning \(crate.id) \(mode)")
    }
}

@AppIntent(schema: .audio.warmupAudioQueue)
struct WarmSpinIntent {
    var audioEntity: SpinItem
    @Parameter(default: []) var playbackAttributes: Set<SpinMode>

    func perform() async throws -> some ReturnsValue<SpinWarmup> & ProvidesDialog {
        .result(value: SpinWarmup(), dialog: "\(playbackAttributes.count) attributes")
    }
}

/// What the audio domain's value query receives for a text.
struct SpinSearch: IntentValueQuery {
    func values(for search: AudioSearch) async throws -> [SpinItem] {
        switch search.criteria {
        case .searchQuery(let text): try await CrateQuery().entities(matching: text).map(SpinItem.crate)
        case .url(let urls):
            CrateEntity.all.filter { crate in urls.contains { $0.lastPathComponent == crate.id } }.map(SpinItem.crate)
        case .unspecified: [SpinItem.crate(CrateEntity.all[1])]
        }
    }
}

let spinApp = IntentApp(
    name: "Spin", intents: [SpinIntent.self, WarmSpinIntent.self], entities: [CrateEntity.self],
    enums: [SpinMode.self, SpinQueue.self], valueQueries: [SpinSearch.self])

@Suite struct SetValueTests {
    @Test func aSetIsGivenAsAListAndAValueGivenTwiceCountsOnce() async throws {
        let harness = try await IntentTestHarness(app: spinApp)
        let run = try await harness.run(
            SpinIntent.self, ["audioEntity": "crate:jazz", "playbackAttributes": "repeat, shuffle, repeat"])
        #expect(run.value(as: Set<SpinMode>.self) == [.shuffle, .repeat])
        #expect(run.dialog == "Spinning jazz shuffled")
        // Written in the order of the enum's cases, whatever order it was given in.
        #expect(run.valueJSON == #"["shuffle","repeat"]"#)
        #expect(run.valueText == "Shuffle, Repeat")
        // As JSON (MCP, `--json-input`): an array.
        let executor = Executor(catalog: try await Catalog.build(spinApp))
        let json = try await executor.run(
            RunRequest(
                intent: "SpinIntent",
                inputs: [
                    "audioEntity": .json(.object(["crate": "soul"])),
                    "playbackAttributes": .json(.array(["repeat", "repeat"])),
                ]),
            interaction: NeverAskInteraction())
        #expect(json.value as? Set<SpinMode> == [.repeat])
        #expect(json.dialog == "Spinning soul in order")
    }

    @Test func anEmptyDefaultSetRunsAndAnUnknownMemberIsRefusedByName() async throws {
        let harness = try await IntentTestHarness(app: spinApp)
        let warm = try await harness.run(WarmSpinIntent.self, ["audioEntity": "crate:jazz"])
        #expect(warm.dialog == "0 attributes")
        let error = await #expect(throws: IntentTestFailure.self) {
            try await harness.run(
                SpinIntent.self, ["audioEntity": "crate:jazz", "playbackAttributes": "shuffle, loud"])
        }
        #expect(error?.description.contains("loud") == true, "\(error?.description ?? "")")
    }

    @Test func theMetadataListsASetAsAListOfItsElementType() async throws {
        let harness = try await IntentTestHarness(app: spinApp)
        let parameters = try #require(harness.metadata.actions["SpinIntent"]?.parameters)
        let attributes = try #require(parameters.first { $0.name == "playbackAttributes" })
        #expect(attributes.valueType == .array(of: .enumeration(identifier: "SpinMode")))
        let tags = try #require(harness.metadata.entities["CrateEntity"]?.properties.first { $0.identifier == "tags" })
        #expect(tags.valueType == .array(of: .primitive(.string)))
    }

    @Test func aSetPropertyIsEncodedInOneOrderByBothEncoders() async throws {
        let crate = CrateEntity.all[0]
        let json = await ValueEncoding.json(crate, kind: nil)
        #expect(json.objectValue?["properties"]?.objectValue?["tags"] == .array(["bebop", "cool", "swing"]))
        let bytes = try #require(await ValueEncoding.bytes(crate))
        #expect(String(decoding: bytes, as: UTF8.self) == json.description)
    }

    @Test func aSetParameterIsDonatedAsItsList() async throws {
        let recorded = Recorded()
        let executor = Executor(
            catalog: try await Catalog.build(spinApp), donations: { record in recorded.add(record) })
        _ = try await executor.run(
            RunRequest(
                intent: "SpinIntent",
                inputs: ["audioEntity": .text("crate:jazz"), "playbackAttributes": .text("repeat, shuffle")]),
            interaction: NeverAskInteraction())
        let donation = try #require(recorded.all.first)
        #expect(donation.parameters["playbackAttributes"] == .array(["shuffle", "repeat"]))
    }

    @Test func anAudioSearchIsMadeFromTheTextLookedUp() async throws {
        let lookup = ValueLookup(queries: spinApp.valueQueries)
        #expect(lookup.textQueries == ["SpinSearch"])
        let words = try await lookup.lookup("some jazz please")
        #expect(words.map { ValueEncoding.text($0.value) } == ["Jazz crate"])
        let link = try await lookup.lookup("https://spin.example/crates/soul")
        #expect(link.map { ValueEncoding.text($0.value) } == ["Soul crate"])
        let vague = try await lookup.lookup("  ")
        #expect(vague.map { ValueEncoding.text($0.value) } == ["Soul crate"])
        #expect(AudioSearch(searchText: "ftp:").criteria == .searchQuery("ftp:"))
        #expect(
            AudioSearch(searchText: "play https://x.example/a").criteria == .searchQuery("play https://x.example/a"))
    }
}

/// Donation records, kept by the executor's donation closure.
final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var records: [DonationRecord] = []
    func add(_ record: DonationRecord) { lock.withLock { records.append(record) } }
    var all: [DonationRecord] { lock.withLock { records } }
}
