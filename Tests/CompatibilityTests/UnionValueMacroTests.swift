import AppIntents
import Foundation
import TestSupport
import Testing

/// `@UnionValue` on an enum whose cases do not each carry one value fails to compile, naming the
/// case and what to write.
@Suite(.ownThreads) struct UnionValueMacroTests {
    @Test func aCaseWithoutAValueIsAnErrorThatNamesIt() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("union-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
        import AppIntents
        @UnionValue enum Pick {
            case word(String)
            case nothing
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try CompatCaseCompiler().typecheck(file)
        #expect(!outcome.succeeded)
        #expect(
            outcome.errors.contains {
                $0.contains(
                    "@UnionValue: case 'nothing' carries no value; each case carries exactly one, e.g. 'case nothing(SomeEntity)'"
                )
            }, "\(outcome.errors)")
    }

    /// iOS 27's `AppUnionValue`: the titles an extension gives the `Cases` `@UnionValue` makes, and
    /// the defaults, which are the type's and the cases' own names.
    @Test func theCasesEnumCarriesTheTitlesAnExtensionGives() {
        #expect(ChatReply.Cases.allCases == [.sticker, .words])
        #expect(ChatReply.typeDisplayRepresentation.name.defaultValue == "Reply")
        #expect(ChatReply.Cases.caseDisplayRepresentations[.words]?.title.defaultValue == "Text Reply")
        #expect(ChatReply.Cases.typeDisplayRepresentation.name.defaultValue == "Reply")
        #expect(PlainPick.typeDisplayRepresentation.name.defaultValue == "PlainPick")
        #expect(PlainPick.caseDisplayRepresentations[.number]?.title.defaultValue == "number")
        #expect(PlainPick.Cases(rawValue: "word") == .word)
    }
}
