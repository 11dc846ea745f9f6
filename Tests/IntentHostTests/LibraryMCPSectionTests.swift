import Foundation
import TestSupport
import Testing

/// The `library` app's sections over MCP: a value or a disambiguation is asked as a titled
/// single-select whose titles carry the section, a client without elicitation is told the
/// candidates by section, and `completion/complete` returns the values in the sections' order.
@Suite(.ownThreads) struct LibraryMCPSectionTests {
    typealias Session = LibraryMCPTests.Session

    /// The requested schema's property `field` of the first elicitation `session` received.
    static func asked(_ session: Session, _ field: String) -> [String: Any]? {
        let asked = session.received.first { $0["method"] as? String == "elicitation/create" }
        let schema = (asked?["params"] as? [String: Any])?["requestedSchema"] as? [String: Any]
        return (schema?["properties"] as? [String: Any])?[field] as? [String: Any]
    }

    static func oneOf(_ property: [String: Any]?) -> [String] {
        (property?["oneOf"] as? [[String: Any]] ?? []).map { "\($0["const"] ?? "")=\($0["title"] ?? "")" }
    }

    @Test func aMissingEntityIsPickedFromTitledChoicesWithTheirSections() throws {
        let session = try Session(try SoupShopCLI())
        defer { session.close() }
        session.answer = { _ in ["book": "emma"] }
        try session.initialize()
        let response = try session.request(
            2, "tools/call", ["name": "BorrowBookIntent", "arguments": [:] as [String: Any]])
        #expect(LibraryMCPTests.text(of: response).contains("Borrowed Emma."), "\(String(describing: response))")
        #expect(
            Self.oneOf(Self.asked(session, "book")) == [
                "dune=Science fiction — Dune", "solaris=Science fiction — Solaris", "emma=Classics — Emma",
            ], "\(session.received)")
    }

    @Test func anOptionsProvidersOptionsAreOfferedWithTheirSections() throws {
        let session = try Session(try SoupShopCLI())
        defer { session.close() }
        session.answer = { _ in ["room": "Archive"] }
        try session.initialize()
        let response = try session.request(
            2, "tools/call", ["name": "ReserveRoomIntent", "arguments": [:] as [String: Any]])
        #expect(LibraryMCPTests.text(of: response).contains("Reserved the Archive."), "\(String(describing: response))")
        #expect(
            Self.oneOf(Self.asked(session, "room")) == [
                "Reading Room=Quiet — Reading Room", "Archive=Quiet — Archive", "Seminar=Group work — Seminar",
            ], "\(session.received)")
    }

    @Test func the20250618RevisionGetsEnumNamesWithTheSections() throws {
        let session = try Session(try SoupShopCLI())
        defer { session.close() }
        session.answer = { _ in ["book": "dune"] }
        try session.initialize(version: "2025-06-18")
        let response = try session.request(
            2, "tools/call", ["name": "BorrowBookIntent", "arguments": [:] as [String: Any]])
        #expect(LibraryMCPTests.text(of: response).contains("Borrowed Dune."), "\(String(describing: response))")
        let property = Self.asked(session, "book")
        #expect(property?["enum"] as? [String] == ["dune", "solaris", "emma"], "\(session.received)")
        #expect(
            property?["enumNames"] as? [String] == [
                "Science fiction — Dune", "Science fiction — Solaris", "Classics — Emma",
            ])
    }

    @Test func aDisambiguationShowsTheSectionsOfEntitiesMatching() throws {
        let session = try Session(try SoupShopCLI())
        defer { session.close() }
        session.answer = { _ in ["book": "1"] }
        try session.initialize()
        let response = try session.request(
            2, "tools/call", ["name": "BorrowBookIntent", "arguments": ["book": "a"]])
        #expect(LibraryMCPTests.text(of: response).contains("Borrowed Emma."), "\(String(describing: response))")
        #expect(Self.oneOf(Self.asked(session, "book")) == ["0=Science fiction — Solaris", "1=Classics — Emma"])
    }

    @Test func aClientWithoutElicitationIsToldTheCandidatesBySection() throws {
        let session = try Session(try SoupShopCLI())
        defer { session.close() }
        try session.initialize(elicitation: false)
        let missing = try session.request(
            2, "tools/call", ["name": "BorrowBookIntent", "arguments": [:] as [String: Any]])
        #expect((missing?["result"] as? [String: Any])?["isError"] as? Bool == true)
        #expect(
            LibraryMCPTests.text(of: missing).contains(
                "call again with one of these ids: Science fiction: dune (Dune), solaris (Solaris); Classics: emma (Emma)"
            ), "\(String(describing: missing))")
        let ambiguous = try session.request(
            3, "tools/call", ["name": "BorrowBookIntent", "arguments": ["book": "a"]])
        #expect(
            LibraryMCPTests.text(of: ambiguous).contains(
                "several match; call again with one of these ids: Science fiction: solaris (Solaris); Classics: emma (Emma)"
            ), "\(String(describing: ambiguous))")
    }

    @Test func completionReturnsTheValuesInTheSectionsOrder() throws {
        let session = try Session(try SoupShopCLI())
        defer { session.close() }
        try session.initialize()
        func values(_ id: Int, _ prompt: String, _ argument: String, _ value: String) throws -> [String] {
            let response = try session.request(
                id, "completion/complete",
                [
                    "ref": ["type": "ref/prompt", "name": prompt],
                    "argument": ["name": argument, "value": value],
                ])
            let completion = (response?["result"] as? [String: Any])?["completion"] as? [String: Any]
            return completion?["values"] as? [String] ?? []
        }
        #expect(try values(2, "BorrowBookIntent", "book", "") == ["dune", "solaris", "emma"])
        #expect(try values(3, "BorrowBookIntent", "book", "e") == ["dune", "emma"])
        #expect(try values(4, "ReserveRoomIntent", "room", "") == ["Reading Room", "Archive", "Seminar"])
        #expect(try values(5, "ReserveRoomIntent", "room", "s") == ["Seminar"])
    }
}

/// A `When`/`Switch` summary over MCP: the tool's description shows every summary the values may
/// choose, and a call's result the one its values chose.
@Suite(.ownThreads) struct LibraryMCPSummaryTests {
    @Test func theToolDescriptionShowsEveryBranch() throws {
        let session = try LibraryMCPTests.Session(try SoupShopCLI())
        defer { session.close() }
        try session.initialize()
        let response = try session.request(2, "tools/list", [:])
        let tools = (response?["result"] as? [String: Any])?["tools"] as? [[String: Any]] ?? []
        let description = tools.first { $0["name"] as? String == "ListShelfIntent" }?["description"] as? String
        #expect(
            description
                == "List Shelf (When Public is true: Publish the shelf by <Order>; when Order is author: List <Limit> books by author; otherwise: List the shelf by <Order>.)",
            "\(tools)")
        // A plain summary reads as before.
        let borrow = tools.first { $0["name"] as? String == "BorrowBookIntent" }?["description"] as? String
        #expect(borrow == "Borrow Book.")
    }

    @Test(arguments: [
        ("{}", "Summary: List the shelf by Title"),
        (#"{"order": "author", "limit": 3}"#, "Summary: List 3 books by author"),
        (#"{"isPublic": true, "order": "shelf"}"#, "Summary: Publish the shelf by Shelf"),
    ])
    func aCallsResultShowsTheSummaryItsValuesChose(_ json: String, _ expected: String) throws {
        let session = try LibraryMCPTests.Session(try SoupShopCLI())
        defer { session.close() }
        try session.initialize()
        let arguments = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let response = try session.request(2, "tools/call", ["name": "ListShelfIntent", "arguments": arguments])
        let lines = LibraryMCPTests.text(of: response).components(separatedBy: "\n")
        #expect(lines.contains(expected), "\(String(describing: response))")
    }
}
