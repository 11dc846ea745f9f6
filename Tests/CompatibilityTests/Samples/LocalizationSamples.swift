// Localized texts as apps built with Apple's SDK write them: keys with tables, bundles, locales
// and comments in an intent's metadata and dialogs, `String.LocalizationValue` in helpers,
// `String(localized:)` with a table, a bundle or a default value, a bundle description of the
// module's own, and `#bundle`. Keys no table has read as their default values, else as themselves.
import AppIntents
import Foundation

/// The bundle a module's texts are in, as modular apps name it once.
extension LocalizedStringResource.BundleDescription {
    static var shelfKit: Self { .atURL(Bundle.main.bundleURL) }
}

extension LocalizedStringResource {
    /// One helper that every text of a module goes through.
    static func shelf(_ key: String.LocalizationValue) -> LocalizedStringResource {
        LocalizedStringResource(key, table: "Shelf", bundle: .shelfKit)
    }
}

enum ShelfStrings {
    static let emptyTitle = String(
        localized: "shelf.empty.title", defaultValue: "Nothing on the shelf", bundle: #bundle)
    static func message(_ key: String.LocalizationValue) -> String { String(localized: key, table: "Shelf") }
    static func label(for raw: String) -> String { String(localized: String.LocalizationValue(raw), bundle: .main) }
}

enum ShelfSort: String, AppEnum {
    case title, added

    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("shelf.sort.type", defaultValue: "Sort Order", table: "Shelf"))
    static let caseDisplayRepresentations: [ShelfSort: DisplayRepresentation] = [
        .title: DisplayRepresentation(title: LocalizedStringResource("shelf.sort.title", defaultValue: "Title")),
        .added: DisplayRepresentation(title: .shelf("Date Added")),
    ]
}

struct SortShelfIntent: AppIntent {
    static let title = LocalizedStringResource(
        "shelf.intent.sort", defaultValue: "Sort Shelf", table: "Shelf", locale: .current, bundle: .main,
        comment: "The title of the intent that sorts a shelf.")
    static let description = IntentDescription(LocalizedStringResource("Sorts the books on a shelf.", table: "Shelf"))

    @Parameter(title: LocalizedStringResource("shelf.parameter.order", defaultValue: "Order", bundle: .main))
    var order: ShelfSort

    func perform() async throws -> some IntentResult & ProvidesDialog {
        var done = LocalizedStringResource("shelf.dialog.sorted", defaultValue: "Sorted.", table: "Shelf")
        done.locale = Locale(identifier: "en_US")
        return .result(dialog: IntentDialog(full: done, supporting: "Sorted by \(order)."))
    }
}

/// iOS 27: an answer in the language the person asked in, and a shorter one when only heard.
struct ShelfSummaryIntent: AppIntent {
    static let title: LocalizedStringResource = "Shelf Summary"

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        let language = systemContext.locale.language.languageCode?.identifier ?? "en"
        let summary = systemContext.isVoiceOnly ? "Twelve books." : "Twelve books (language: \(language))."
        return .result(dialog: IntentDialog(stringLiteral: summary), view: ShelfSummaryView())
    }
}

struct ShelfSummaryView: View {
    var body: some View {
        VStack {
            Text("shelf.summary.heading", tableName: "Shelf", bundle: .main, comment: "The summary's heading.")
            Text(ShelfStrings.emptyTitle)
        }
    }
}
