// A coverage-guided fuzzer (libFuzzer) for `extract.actionsdata`, which `appintents metadata
// diff` reads from any app. Built and run by scripts/fuzz.sh; an ordinary build gets a main that
// says so.
import AppIntentsMetadata
import Foundation

/// Every input: decoding gives a document or a `MetadataError`; a document encodes to JSON equal
/// to the input, member for member (one the model does not know comes back unchanged), decodes
/// back to the same value, and diffs against itself and an empty document without trouble.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? MetadataBundle.decodeActions(bytes) else { return 0 }
    guard let encoded = try? MetadataBundle.encode(document) else {
        preconditionFailure("a decoded document does not encode")
    }
    guard let input = try? JSONDecoder().decode(JSONValue.self, from: bytes),
        let output = try? JSONDecoder().decode(JSONValue.self, from: encoded)
    else {
        preconditionFailure("a document that reads is not JSON, or does not encode to JSON")
    }
    precondition(output == input, "a member changed in a round trip: \(input) became \(output)")
    guard let again = try? MetadataBundle.decodeActions(encoded) else {
        preconditionFailure("\(String(decoding: encoded, as: UTF8.self)) does not decode back")
    }
    precondition(again == document, "the document changed in a round trip")
    precondition(MetadataDiff.changes(from: document, to: again).isEmpty, "a document differs from itself")
    _ = MetadataDiff.changes(from: document, to: ActionsData())
    _ = MetadataDiff.changes(from: ActionsData(), to: document)
    return 0
}

#if !FUZZING
@main enum MetadataFuzzer {
    static func main() {
        print("metadata-fuzz is a libFuzzer target: run scripts/fuzz.sh")
    }
}
#endif
