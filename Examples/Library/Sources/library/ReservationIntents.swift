import AppIntents
import Foundation

/// The books reserved in this process, latest last; kept in a lock, as intents run on any task.
final class Reservations: @unchecked Sendable {
    static let shared = Reservations()
    private let lock = NSLock()
    private var books: [String] = []

    var list: [String] { lock.withLock { books } }
    func add(_ book: String) { lock.withLock { books.append(book) } }
    func remove(_ book: String) {
        lock.withLock {
            if let index = books.lastIndex(of: book) { books.remove(at: index) }
        }
    }
}

/// Reserves a book; the reservation can be undone (`library undo`, the MCP `undo` tool).
struct ReserveBookIntent: UndoableIntent {
    static let title: LocalizedStringResource = "Reserve Book"
    @Parameter(title: "Book") var book: BookEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let title = book.title
        Reservations.shared.add(title)
        await undoManager?.registerUndo(withTarget: Reservations.shared) { $0.remove(title) }
        await undoManager?.setActionName("Reserve \(title)")
        return .result(dialog: "Reserved \(title).")
    }
}

/// Lists the reservations.
struct ListReservationsIntent: AppIntent {
    static let title: LocalizedStringResource = "List Reservations"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let list = Reservations.shared.list
        return .result(dialog: list.isEmpty ? "No reservations." : "Reserved: \(list.joined(separator: ", ")).")
    }
}

/// Waives a member's fines: needs an authenticated caller, to run and to undo.
struct WaiveFinesIntent: UndoableIntent {
    static let title: LocalizedStringResource = "Waive Fines"
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    func perform() async throws -> some IntentResult & ProvidesDialog {
        Reservations.shared.add("fines waived")
        await undoManager?.registerUndo(withTarget: Reservations.shared) { $0.remove("fines waived") }
        await undoManager?.setActionName("Waive Fines")
        return .result(dialog: "Fines waived.")
    }
}

/// What a recommendation is about: a book of the catalogue, or a free note.
@UnionValue enum Recommendation {
    case book(BookEntity)
    case note(String)
}

/// How the cases read (iOS 27's `AppUnionValue`): in `describe`, as MCP tool choices and in
/// summaries.
extension Recommendation {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Recommendation" }
    static let caseDisplayRepresentations: [Cases: DisplayRepresentation] = [
        .book: "Book from the Catalogue", .note: "Free Note",
    ]
}

/// Recommends a book or a note: a parameter of a union value type (`book:dune`, `note:…`).
struct RecommendIntent: AppIntent {
    static let title: LocalizedStringResource = "Recommend"
    @Parameter(title: "Item") var item: Recommendation

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let text =
            switch item {
            case .book(let book): "Recommended the book \(book.title)."
            case .note(let note): "Recommended: \(note)."
            }
        return .result(dialog: "\(text)")
    }
}
