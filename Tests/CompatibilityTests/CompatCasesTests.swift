import Foundation
import TestSupport
import Testing

/// Every file of the shared compatibility cases (`../shared/compat-cases`: minimal App Intents
/// files that compile with Apple's SDK) compiles unchanged against our modules, except the
/// few listed here with the reason they cannot on Linux.
@Suite(.ownThreads) struct CompatCasesTests {
    /// Files that cannot compile here, with the error each must fail with. A file listed here
    /// that starts compiling fails the test, so the list stays true.
    static let knownFailures: [String: String] = [
        // `throw` as the only statement of a `some IntentResult` function: this compiler infers
        // no underlying type from a body that only throws (it does for `fatalError()`).
        "15_foreground_progress.swift": "has no return statements in its body",
        // swift-corelibs-foundation marks `NSPredicate(format:)` unavailable: predicate strings
        // need key-value coding, which Linux lacks.
        "35_entity_property_query_names.swift": "Predicate strings and key-value coding are not supported",
    ]

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: CompatCaseCompiler.casesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func theSharedCasesArePresent() {
        #expect(
            Self.cases.count >= 35,
            "expected the shared compat cases in \(CompatCaseCompiler.casesDirectory.path) (set COMPAT_CASES)")
    }

    @Test(arguments: cases)
    func caseCompilesUnchanged(_ name: String) throws {
        let file = CompatCaseCompiler.casesDirectory.appendingPathComponent(name)
        let outcome = try CompatCaseCompiler().typecheck(file)
        if let reason = Self.knownFailures[name] {
            #expect(!outcome.succeeded, "\(name) now compiles: remove it from knownFailures and the docs")
            #expect(
                outcome.errors.allSatisfy { $0.contains(reason) } && !outcome.errors.isEmpty,
                "\(name) fails for another reason:\n\(outcome.errors.joined(separator: "\n"))")
        } else {
            #expect(outcome.succeeded, "\(name) does not compile:\n\(outcome.errors.joined(separator: "\n"))")
        }
    }
}
