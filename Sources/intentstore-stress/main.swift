// intentstore-stress: writes to a store the way a busy app would, for the crash and concurrency tests.
//
//   intentstore-stress <database> [--count N] [--batch N] [--index NAME]
//
// Indexes N entities (default 100 000) in batches (default 1000). Each batch is committed with the
// client state "batch <n>" and, only after the commit returned, "committed <n>" is written to stdout.
// Exits 0 when done, 1 with a message on stderr when the store fails.
//
//   intentstore-stress <database> --donations N [--window SECONDS] [--app NAME] [--then exit|wait]
//
// Queues N donations for group commit (`enqueue`) with that window (default 0.02 s), writes
// "queued N" to stdout, then exits at once (`exit`) or waits for a signal (`wait`, with the
// termination signals set to commit first).
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
let donations = Int(option("--donations", default: "0")) ?? 0
let window = Double(option("--window", default: "0.02")) ?? 0.02
let donationApp = option("--app", default: "stress")
let then = option("--then", default: "exit")
guard let path = arguments.first else {
    FileHandle.standardError.write(
        Data(
            ("usage: intentstore-stress <database> [--count N] [--batch N] [--index NAME]\n"
                + "       intentstore-stress <database> --donations N [--window SECONDS] [--app NAME] [--then exit|wait]\n")
                .utf8))
    exit(2)
}

if donations > 0 {
    do {
        let store = try SQLiteStore(path: path, donationWindow: .milliseconds(Int64(window * 1000)))
        if then == "wait" { SQLiteStore.flushDonationsOnTerminationSignals() }
        let start = Date(timeIntervalSince1970: 1_796_061_600)
        for k in 0..<donations {
            try store.enqueue(
                DonationRecord(
                    app: donationApp, intentIdentifier: "StressIntent", parametersJSON: #"{"k":\#(k)}"#,
                    entityIDs: ["e\(k % 7)"], date: start + Double(k), timeZoneOffset: 0))
        }
        FileHandle.standardOutput.write(Data("queued \(donations)\n".utf8))
        if then == "wait" {
            while true { sleep(60) }
        }
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("intentstore-stress: \(error)\n".utf8))
        exit(1)
    }
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
