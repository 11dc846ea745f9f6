// intentstore-stress: writes to a store the way a busy app would, for the crash and concurrency tests.
//
//   intentstore-stress <database> [--count N] [--batch N] [--index NAME]
//
// Indexes N entities (default 100 000) in batches (default 1000). Each batch is committed with the
// client state "batch <n>" and, only after the commit returned, "committed <n>" is written to stdout.
// Exits 0 when done, 1 with a message on stderr when the store fails.
import Foundation
import IntentStore

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, default value: String) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}
let count = Int(option("--count", default: "100000")) ?? 100_000
let batchSize = max(Int(option("--batch", default: "1000")) ?? 1000, 1)
let indexName = option("--index", default: SearchRecord.defaultIndexName)
guard let path = arguments.first else {
    FileHandle.standardError.write(
        Data("usage: intentstore-stress <database> [--count N] [--batch N] [--index NAME]\n".utf8))
    exit(2)
}

let words = ["tomato", "leek", "potato", "miso", "pho", "ramen", "borscht", "gazpacho", "chowder", "bisque"]
do {
    let store = try SQLiteStore(path: path)
    var number = 0
    for start in stride(from: 0, to: count, by: batchSize) {
        number += 1
        var batch = store.beginBatch(indexName: indexName)
        batch.upsert(
            (start..<min(start + batchSize, count)).map { k in
                SearchRecord(
                    entityType: "StressEntity", entityID: "e\(k)", title: "\(words[k % 10]) soup \(k)",
                    keywords: [words[(k / 10) % 10]], contentDescription: "batch \(number)")
            })
        try store.endBatch(batch, clientState: Data("batch \(number)".utf8))
        FileHandle.standardOutput.write(Data("committed \(number)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("intentstore-stress: \(error)\n".utf8))
    exit(1)
}
