import AppIntents
import Testing

/// `UniqueAppEntityProvider()` without a closure makes the entity with the type's own `init()`,
/// as Apple's samples write it for an entity whose values are all computed.
@Suite struct UniqueAppEntityProviderTests {
    struct ReaderSettings: UniqueAppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reader Settings"
        static let defaultQuery = UniqueAppEntityProvider<Self>()
        var fontSize = 14
        var displayRepresentation: DisplayRepresentation { "Font size \(fontSize)" }
    }

    struct Account: UniqueAppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
        static let defaultQuery = UniqueAppEntityProvider<Self>()
        var name: String
        var displayRepresentation: DisplayRepresentation { "\(name)" }
    }

    struct Profile: UniqueAppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Profile"
        static let defaultQuery = UniqueAppEntityProvider { Profile(name: "Ada") }
        var name: String
        var displayRepresentation: DisplayRepresentation { "\(name)" }
    }

    @Test func withoutAClosureTheEntityIsMadeByItsOwnInit() async throws {
        #expect(try await ReaderSettings.defaultQuery.uniqueEntity().fontSize == 14)
    }

    @Test func withAClosureTheClosureMakesIt() async throws {
        #expect(try await Profile.defaultQuery.uniqueEntity().name == "Ada")
    }

    /// A unique entity's query is enumerable, as Apple's is: all of it is the one entity.
    @Test func aUniqueQueryEnumeratesTheOneEntity() async throws {
        #expect(try await Profile.defaultQuery.allEntities().map(\.name) == ["Ada"])
        let enumerable: any EnumerableEntityQuery = Profile.defaultQuery
        #expect(enumerable is UniqueAppEntityProvider<Profile>)
    }

    @Test func anEntityWithoutAnInitGetsAnErrorThatSaysWhatToWrite() async throws {
        let error = await #expect(throws: UniqueEntityProviderError.self) {
            try await Account.defaultQuery.uniqueEntity()
        }
        #expect(
            error?.description.contains("UniqueAppEntityProvider<Account>() makes the entity with Account()") == true)
        #expect(error?.description.contains("`UniqueAppEntityProvider { Account(…) }`") == true)
    }
}
