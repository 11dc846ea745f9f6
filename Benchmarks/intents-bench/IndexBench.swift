import CSQLite
import Foundation
import IntentStore

/// `intents-bench index [--count N] [--queries N] [--batch N] [--json]`: IntentStore's SQLite
/// search index against a plain FTS5 table holding the same rows, measured in the same run.
///
/// Both sides get the same generated entities (title, keywords, subtitle, description drawn from
/// a 20 000-word vocabulary), the same tokenizer (`unicode61 remove_diacritics 2`), the same
/// pragmas (WAL, synchronous NORMAL, the store's page cache size), the same bm25 column weights
/// and the same MATCH expressions (a whole word and a four-letter prefix, or one prefix), limit 20.
/// The store indexes through its batch API with client state, by default in one batch (one
/// transaction, like the reference); `--batch N` commits every N entities instead. Query times
/// include turning hits into Swift values on both sides.
enum IndexBench {
    struct Options {
        var count = 1_000_000
        var queries = 10_000
        var json = false
        var batch: Int?
    }

    static func run(_ arguments: [String]) {
        var options = Options()
        var arguments = BenchArguments(arguments)
        do {
            while let option = arguments.next() {
                switch option {
                case "--count": options.count = try arguments.number(of: option, atLeast: 100)
                case "--queries": options.queries = try arguments.number(of: option)
                case "--json": options.json = true
                case "--batch": options.batch = try arguments.number(of: option)
                default: throw BenchArguments.unknown(option)
                }
            }
        } catch {
            FileHandle.standardError.write(
                Data(
                    "intents-bench index: \(error)\nusage: intents-bench index [--count N] [--queries N] [--batch N] [--json]\n"
                        .utf8))
            exit(2)
        }
        do {
            try measure(options)
        } catch {
            FileHandle.standardError.write(Data("intents-bench index: \(error)\n".utf8))
            exit(1)
        }
    }

    /// Times in seconds. CPU times are the benchmark thread's own (user + system), which a busy
    /// shared machine disturbs much less than wall-clock times.
    struct Figures {
        var indexSeconds: Double
        var indexCPU: Double
        var p50: Double
        var p99: Double
        var cpuP50: Double
        var cpuP99: Double
        var hits: Int

        init(indexSeconds: Double, indexCPU: Double, wall: [Double], cpu: [Double], hits: Int) {
            self.indexSeconds = indexSeconds
            self.indexCPU = indexCPU
            p50 = percentile(wall, 0.50)
            p99 = percentile(wall, 0.99)
            cpuP50 = percentile(cpu, 0.50)
            cpuP99 = percentile(cpu, 0.99)
            self.hits = hits
        }
    }

    /// The calling thread's CPU time.
    static func threadCPU() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    static func measure(_ options: Options) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intents-bench-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var random = SplitMix(seed: 42)
        let vocabulary = makeVocabulary(&random)
        let records = (0..<options.count).map { makeRecord($0, vocabulary, &random) }
        let queries = (0..<options.queries).map { _ in makeQuery(records, &random) }
        log(options, "generated \(records.count) entities and \(queries.count) queries")

        let reference = try measureReference(
            records, queries, path: directory.appendingPathComponent("raw.sqlite").path)
        log(options, String(format: "raw FTS5: indexed in %.2f s", reference.indexSeconds))
        let store = try measureStore(
            records, queries, batchSize: options.batch ?? records.count,
            path: directory.appendingPathComponent("store.sqlite").path)
        log(options, String(format: "IntentStore: indexed in %.2f s", store.indexSeconds))
        report(options, store: store, reference: reference)
    }

    // MARK: The two sides

    static func measureStore(
        _ records: [SearchRecord], _ queries: [(store: String, raw: String)], batchSize: Int, path: String
    ) throws -> Figures {
        let store = try SQLiteStore(path: path)
        let start = ContinuousClock.now
        let startCPU = threadCPU()
        var number = 0
        for chunk in stride(from: 0, to: records.count, by: batchSize) {
            number += 1
            var batch = store.beginBatch()
            batch.upsert(Array(records[chunk..<min(chunk + batchSize, records.count)]))
            try store.endBatch(batch, clientState: Data("\(number)".utf8))
        }
        let indexCPU = threadCPU() - startCPU
        let indexSeconds = seconds(ContinuousClock.now - start)
        for query in queries.prefix(200) { _ = try store.search(SearchQuery(query.store)) }  // warm the cache
        var wall: [Double] = []
        var cpu: [Double] = []
        var hits = 0
        for query in queries {
            let begin = ContinuousClock.now
            let beginCPU = threadCPU()
            let found = try store.search(SearchQuery(query.store))
            cpu.append(threadCPU() - beginCPU)
            wall.append(seconds(ContinuousClock.now - begin))
            hits += found.count
        }
        return Figures(indexSeconds: indexSeconds, indexCPU: indexCPU, wall: wall, cpu: cpu, hits: hits)
    }

    static func measureReference(
        _ records: [SearchRecord], _ queries: [(store: String, raw: String)], path: String
    )
        throws -> Figures
    {
        var db: OpaquePointer?
        guard sqlite3_open(path, &db) == SQLITE_OK, let db else { throw BenchError("cannot open \(path)") }
        defer { sqlite3_close(db) }
        try exec(
            db,
            "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA cache_size = \(SQLiteStore.cacheSizePragma)"
        )
        try exec(
            db,
            """
            CREATE VIRTUAL TABLE raw USING fts5(title, keyword_text, subtitle, content_description,
                tokenize='unicode61 remove_diacritics 2')
            """)
        let start = ContinuousClock.now
        let startCPU = threadCPU()
        try exec(db, "BEGIN")
        let insert = try prepare(
            db, "INSERT INTO raw(title, keyword_text, subtitle, content_description) VALUES (?, ?, ?, ?)")
        defer { sqlite3_finalize(insert) }
        for record in records {
            bind(insert, 1, record.title)
            bind(insert, 2, record.keywords.joined(separator: " "))
            bind(insert, 3, record.subtitle ?? "")
            bind(insert, 4, record.contentDescription ?? "")
            guard sqlite3_step(insert) == SQLITE_DONE else { throw BenchError(String(cString: sqlite3_errmsg(db))) }
            sqlite3_reset(insert)
        }
        try exec(db, "COMMIT")
        let indexCPU = threadCPU() - startCPU
        let indexSeconds = seconds(ContinuousClock.now - start)

        let select = try prepare(
            db,
            """
            SELECT rowid, title, bm25(raw, 10.0, 5.0, 2.0, 1.0) AS score FROM raw WHERE raw MATCH ?
            ORDER BY score LIMIT 20
            """)
        defer { sqlite3_finalize(select) }
        func search(_ match: String) -> Int {
            bind(select, 1, match)
            var found: [(Int64, String, Double)] = []
            while sqlite3_step(select) == SQLITE_ROW {
                found.append(
                    (
                        sqlite3_column_int64(select, 0), String(cString: sqlite3_column_text(select, 1)),
                        sqlite3_column_double(select, 2)
                    ))
            }
            sqlite3_reset(select)
            return found.count
        }
        for query in queries.prefix(200) { _ = search(query.raw) }
        var wall: [Double] = []
        var cpu: [Double] = []
        var hits = 0
        for query in queries {
            let begin = ContinuousClock.now
            let beginCPU = threadCPU()
            hits += search(query.raw)
            cpu.append(threadCPU() - beginCPU)
            wall.append(seconds(ContinuousClock.now - begin))
        }
        return Figures(indexSeconds: indexSeconds, indexCPU: indexCPU, wall: wall, cpu: cpu, hits: hits)
    }

    // MARK: Report

    static func report(_ options: Options, store: Figures, reference: Figures) {
        let rows: [(name: String, key: String, store: Double, reference: Double, scale: Double)] = [
            ("index CPU (s)", "indexCPUSeconds", store.indexCPU, reference.indexCPU, 1),
            ("query p50 CPU (ms)", "queryCPUP50Ms", store.cpuP50, reference.cpuP50, 1000),
            ("query p99 CPU (ms)", "queryCPUP99Ms", store.cpuP99, reference.cpuP99, 1000),
            ("index wall (s)", "indexSeconds", store.indexSeconds, reference.indexSeconds, 1),
            ("query p50 wall (ms)", "queryP50Ms", store.p50, reference.p50, 1000),
            ("query p99 wall (ms)", "queryP99Ms", store.p99, reference.p99, 1000),
        ]
        let version = String(cString: sqlite3_libversion())
        if options.json {
            var storeObject: [String: Any] = ["hits": store.hits]
            var referenceObject: [String: Any] = ["name": "raw SQLite FTS5", "hits": reference.hits]
            var ratio: [String: Any] = [:]
            for row in rows {
                storeObject[row.key] = row.store * row.scale
                referenceObject[row.key] = row.reference * row.scale
                ratio[row.key] = row.store / row.reference
            }
            let object: [String: Any] = [
                "workload": "index", "count": options.count, "queries": options.queries,
                "batch": options.batch ?? options.count, "sqlite": version, "store": storeObject,
                "reference": referenceObject, "ratio": ratio, "target": 1.3,
            ]
            let data =
                (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])) ?? Data()
            print(String(decoding: data, as: UTF8.self))
            return
        }
        print(
            "index: \(options.count) entities in batches of \(options.batch ?? options.count), \(options.queries) queries, "
                + "SQLite \(version)")
        print("                      IntentStore     raw FTS5    ratio (target ≤ 1.3)")
        for row in rows {
            print(
                row.name.padding(toLength: 20, withPad: " ", startingAt: 0)
                    + String(
                        format: "%13.3f %12.3f %8.2f×", row.store * row.scale, row.reference * row.scale,
                        row.store / row.reference))
        }
        print("hits returned: \(store.hits) (IntentStore), \(reference.hits) (raw FTS5)")
    }

    static func log(_ options: Options, _ message: String) {
        FileHandle.standardError.write(Data("intents-bench index: \(message)\n".utf8))
    }

    // MARK: Data

    /// 20 000 distinct three-syllable words.
    static func makeVocabulary(_ random: inout SplitMix) -> [String] {
        let syllables = "bdfgklmnprstvz".flatMap { c in "aeiou".map { String(c) + String($0) } } + ["ch", "qu", "xy"]
        var words = Set<String>()
        while words.count < 20_000 {
            words.insert((0..<3).map { _ in syllables[random.next(syllables.count)] }.joined())
        }
        return words.sorted()
    }

    static func makeRecord(_ index: Int, _ vocabulary: [String], _ random: inout SplitMix) -> SearchRecord {
        func words(_ count: Int) -> [String] { (0..<count).map { _ in vocabulary[random.next(vocabulary.count)] } }
        return SearchRecord(
            entityType: "BenchEntity", entityID: "e\(index)", title: words(3).joined(separator: " ").capitalized,
            subtitle: words(2).joined(separator: " "), keywords: words(2),
            contentDescription: words(8).joined(separator: " "))
    }

    /// A word of a real record's title plus a four-letter prefix of another of its words, or a single
    /// prefix: the same expression for both sides.
    static func makeQuery(_ records: [SearchRecord], _ random: inout SplitMix) -> (store: String, raw: String) {
        let words = records[random.next(records.count)].title.lowercased().split(separator: " ").map(String.init)
        if random.next(2) == 0 {
            let text = "\(words[0]) \(words[1].prefix(4))"
            return (text, "\"\(words[0])\"* \"\(words[1].prefix(4))\"*")
        }
        let text = String(words[2].prefix(5))
        return (text, "\"\(text)\"*")
    }

    // MARK: Helpers

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    struct BenchError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func exec(_ db: OpaquePointer, _ sql: String) throws {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
            throw BenchError(String(cString: sqlite3_errmsg(db)))
        }
    }

    static func prepare(_ db: OpaquePointer, _ sql: String) throws -> OpaquePointer {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw BenchError(String(cString: sqlite3_errmsg(db)))
        }
        return statement
    }

    /// Binds with the byte length, as the store does, so neither side pays for `strlen`.
    static func bind(_ statement: OpaquePointer, _ index: Int32, _ text: String) {
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else {
                _ = sqlite3_bind_text64(statement, index, "", 0, transient, UInt8(SQLITE_UTF8))
                return
            }
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                _ = sqlite3_bind_text64(statement, index, $0, UInt64(bytes.count), transient, UInt8(SQLITE_UTF8))
            }
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
}
