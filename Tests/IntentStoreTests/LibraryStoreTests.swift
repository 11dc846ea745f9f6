import Foundation
import Testing

@testable import IntentStore

@Suite struct LibraryStoreTests {
    struct Shortcut: Codable, Equatable {
        var name: String
        var steps: [String]
    }

    @Test(arguments: Backend.available)
    func documentsArePutListedReplacedAndDeleted(_ backend: Backend) throws {
        try withStore(backend) { store in
            try store.put(Shortcut(name: "Lunch", steps: ["OrderSoup"]), name: "lunch", namespace: "shortcuts")
            try store.put(
                Shortcut(name: "Dinner", steps: ["ShowMenu", "OrderSoup"]), name: "dinner", namespace: "shortcuts")
            try store.put(Data(#"{"kind":"work"}"#.utf8), name: "current", namespace: "focus")
            #expect(try store.documents(namespace: "shortcuts").map(\.name) == ["dinner", "lunch"])
            #expect(
                try store.get(Shortcut.self, name: "dinner", namespace: "shortcuts")?.steps == [
                    "ShowMenu", "OrderSoup",
                ])
            #expect(try store.document(name: "current", namespace: "focus")?.json == Data(#"{"kind":"work"}"#.utf8))
            #expect(try store.document(name: "current", namespace: "shortcuts") == nil)

            try store.put(Data(#"{"kind":"sleep"}"#.utf8), name: "current", namespace: "focus")
            #expect(try store.document(name: "current", namespace: "focus")?.json == Data(#"{"kind":"sleep"}"#.utf8))
            #expect(try store.documents(namespace: "focus").count == 1)

            #expect(try store.deleteDocument(name: "lunch", namespace: "shortcuts"))
            #expect(!(try store.deleteDocument(name: "lunch", namespace: "shortcuts")))
            #expect(try store.documents(namespace: "shortcuts").map(\.name) == ["dinner"])
            #expect(try store.documents(namespace: "empty").isEmpty)
        }
    }

    @Test(arguments: Backend.available)
    func invalidJSONIsRefusedAndLeavesTheDocument(_ backend: Backend) throws {
        try withStore(backend) { store in
            try store.put(Data("[1,2]".utf8), name: "w", namespace: "widgets")
            for bad in [Data("{".utf8), Data([0xFF, 0xFE]), Data(), Data("nope".utf8)] {
                #expect { try store.put(bad, name: "w", namespace: "widgets") } throws: {
                    ($0 as? StoreError)?.code == .invalidInput
                }
            }
            #expect(try store.document(name: "w", namespace: "widgets")?.json == Data("[1,2]".utf8))
            try store.put(Data("\"a fragment\"".utf8), name: "f", namespace: "widgets")
            #expect(try store.document(name: "f", namespace: "widgets")?.json == Data("\"a fragment\"".utf8))
        }
    }
}
