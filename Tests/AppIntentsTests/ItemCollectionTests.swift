import AppIntents
import Testing

/// Sections and collections built as Apple's initializers take them: builders, plain values,
/// a section's subtitle and image.
@Suite struct ItemCollectionTests {
    @Test func buildersAndPlainValuesKeepTheirOrderAndSections() {
        let collection = ItemCollection<String>(promptLabel: "Pick") {
            ItemSection("Favorites", subtitle: "Read most", image: .init(systemName: "star")) {
                "Fiction"
                IntentItem("Poetry", title: "Poems")
            }
            IntentItemSection("Others", itemsBuilder: { "Travel" })
        }
        #expect(Array(collection) == ["Fiction", "Poetry", "Travel"])
        #expect(collection._optionSections.map(\.title) == ["Favorites", "Others"])
        #expect(collection._optionSections[0].items.map(\.title) == [nil, "Poems"])
        #expect(collection.sections[0].subtitle?.defaultValue == "Read most")
        #expect(collection.sections[0].image != nil && collection.sections[1].image == nil)

        let plain = IntentItemCollection(items: ["Atlas", "Maps"])
        #expect(Array(plain) == ["Atlas", "Maps"])
        #expect(plain.sections.count == 1 && plain.sections[0].title == nil)
    }
}
