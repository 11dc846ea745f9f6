import AppIntentsMetadata
import Foundation
import IntentPhrases

#if canImport(Glibc)
import Glibc
#endif

/// `intents-bench phrases --data DIR [--json]`: the App Shortcut phrase engine against Home
/// Assistant's hassil on the workload of `make_corpus.py`, measured in the same run.
///
/// DIR holds `corpus.json` and `utterances.json`, or one directory per size (`small/`, `large/`).
/// Options: `--size NAME` (one size of DIR); `--repeat N` timed passes (median; default 5, and at
/// least one second of passes); `--flexible`; `--no-hassil`; `--hassil-repeat N` (default 5, or 1
/// above 10,000 utterances); `--hassil-limit N` (hassil on the first N utterances only);
/// `--hassil-script PATH`; `--python PATH` (default: `.venv-peers` made by
/// `scripts/peers-venv.sh`); `--json` (one JSON document on stdout; the table and hassil's own
/// output go to stderr).
enum PhrasesBench {
    struct Settings {
        var data = ""
        var size: String?
        var repeatCount = 5
        var flexible = false
        var json = false
        var hassil = true
        /// Default: 5 passes up to 10,000 utterances, 1 above (hassil takes minutes per pass there).
        var hassilRepeat: Int?
        var hassilLimit: Int?
        var hassilScript = "/work/shared/bench/phrases/bench_hassil.py"
        var python: String?
    }

    static func run(_ arguments: [String]) {
        var settings = Settings()
        var options = BenchArguments(arguments)
        do {
            while let option = options.next() {
                switch option {
                case "--data": settings.data = try options.value(of: option)
                case "--size": settings.size = try options.value(of: option)
                case "--repeat": settings.repeatCount = try options.number(of: option)
                case "--flexible": settings.flexible = true
                case "--json": settings.json = true
                case "--no-hassil": settings.hassil = false
                case "--hassil-repeat": settings.hassilRepeat = try options.number(of: option)
                case "--hassil-limit": settings.hassilLimit = try options.number(of: option)
                case "--hassil-script": settings.hassilScript = try options.value(of: option)
                case "--python": settings.python = try options.value(of: option)
                default:
                    throw BenchArguments.Failure(
                        description:
                            "unknown option '\(option)'; expected --data DIR [--size NAME] [--repeat N] [--json] ...")
                }
            }
        } catch {
            fail("\(error)")
        }
        guard !settings.data.isEmpty else {
            fail(
                "--data DIR is required (make it with: python3 make_corpus.py --out DIR --size small|large|all)")
        }
        let manager = FileManager.default
        var sizes: [(name: String, directory: String)] = []
        if manager.fileExists(atPath: settings.data + "/corpus.json") {
            sizes = [(URL(fileURLWithPath: settings.data).lastPathComponent, settings.data)]
        } else {
            for name in settings.size.map({ [$0] }) ?? ["small", "large"]
            where manager.fileExists(atPath: "\(settings.data)/\(name)/corpus.json") {
                sizes.append((name, "\(settings.data)/\(name)"))
            }
        }
        guard !sizes.isEmpty else { fail("no corpus.json in \(settings.data) or its small/ and large/ directories") }
        if settings.hassil && settings.python == nil { settings.python = peersPython() }

        var reports: [[String: Any]] = []
        for size in sizes {
            var report = measure(size.directory, name: size.name, settings: settings)
            if settings.hassil, let python = settings.python {
                report["hassil"] = runHassil(
                    python: python, directory: size.directory, utterances: report["utterances"] as? Int ?? 0,
                    settings: settings)
            }
            addRatios(&report)
            printReport(report, toStandardError: settings.json)
            reports.append(report)
        }
        if settings.json {
            let document: [String: Any] = [
                "workload": "phrases", "machine": machine(), "date": ISO8601DateFormatter().string(from: Date()),
                "results": reports,
            ]
            let data = try! JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        }
    }

    // MARK: The workload's JSON

    struct Corpus: Decodable {
        var apps: [App]
        struct App: Decodable {
            var id: String
            var name: String
            var synonyms: [String]
            var shortcuts: [Shortcut]
        }
        struct Shortcut: Decodable {
            var id: String
            var intent: String
            var phrases: [String]
            var parameter: Parameter?
        }
        struct Parameter: Decodable {
            var name: String
            var entityType: String
            var values: [Value]
        }
        struct Value: Decodable {
            var id: String
            var title: String
            var synonyms: [String]?
        }
    }

    struct Utterances: Decodable {
        var utterances: [Utterance]
        struct Utterance: Decodable {
            var text: String
            var kind: String
            var expect: Expect?
        }
        struct Expect: Decodable {
            var shortcut: String
            var valueId: String?
        }
    }

    /// One engine app per corpus app: each shortcut becomes an action (its intent) with one
    /// entity parameter when the shortcut has a slot, and an App Shortcut with its phrases.
    static func phraseApps(_ corpus: Corpus) -> (apps: [PhraseApp], shortcutIDs: [String: [String]]) {
        var apps: [PhraseApp] = []
        var shortcutIDs: [String: [String]] = [:]
        for app in corpus.apps {
            var actions: [ActionMetadata] = []
            var shortcuts: [AutoShortcutMetadata] = []
            var values: [ParameterKey: [PhraseValue]] = [:]
            for shortcut in app.shortcuts {
                var parameters: [ParameterMetadata] = []
                if let parameter = shortcut.parameter {
                    parameters.append(
                        ParameterMetadata(
                            name: parameter.name, title: LocalizedText(parameter.name),
                            valueType: .entity(typeName: parameter.entityType)))
                    values[ParameterKey(action: shortcut.intent, parameter: parameter.name)] = parameter.values.map {
                        PhraseValue(id: $0.id, title: $0.title, synonyms: $0.synonyms ?? [])
                    }
                }
                actions.append(
                    ActionMetadata(
                        identifier: shortcut.intent, fullyQualifiedTypeName: "Bench.\(shortcut.intent)",
                        title: LocalizedText(shortcut.intent), parameters: parameters))
                shortcuts.append(
                    AutoShortcutMetadata(
                        actionIdentifier: shortcut.intent, phraseTemplates: shortcut.phrases.map { LocalizedText($0) }))
            }
            apps.append(
                PhraseApp(
                    id: app.id, name: app.name, synonyms: app.synonyms,
                    actions: ActionsData(actions: actions, autoShortcuts: shortcuts), values: values))
            shortcutIDs[app.id] = app.shortcuts.map(\.id)
        }
        return (apps, shortcutIDs)
    }

    // MARK: Measuring the engine

    static func measure(_ directory: String, name: String, settings: Settings) -> [String: Any] {
        let peakResetWorks = resetPeakMemory()
        let baseline = memoryKiB("VmRSS")
        let start = now()
        let corpusData = try! Data(contentsOf: URL(fileURLWithPath: directory + "/corpus.json"))
        let corpus: Corpus
        do { corpus = try JSONDecoder().decode(Corpus.self, from: corpusData) } catch {
            fail("\(directory)/corpus.json is not a phrase corpus: \(error)")
        }
        let loaded = now()
        let (apps, shortcutIDs) = phraseApps(corpus)
        let converted = now()
        let engine: PhraseEngine
        do {
            engine = try PhraseEngine(
                apps: apps,
                // The corpus's rules know no parameter titles, and go past Apple's per-app limits
                // (up to 1,460 values a slot).
                options: .init(flexible: settings.flexible, matchesParameterTitle: false, limits: .unlimited))
        } catch {
            fail("the corpus breaks a phrase rule: \(error)")
        }
        let compiled = now()
        let utterances: [Utterances.Utterance]
        do {
            utterances = try JSONDecoder().decode(
                Utterances.self, from: Data(contentsOf: URL(fileURLWithPath: directory + "/utterances.json"))
            ).utterances
        } catch {
            fail("\(directory)/utterances.json is not a phrase utterance list: \(error)")
        }
        let texts = utterances.map(\.text)

        _ = engine.match(texts[0])
        var latencies = [Double](repeating: 0, count: texts.count)
        var answers: [[PhraseMatch]] = []
        answers.reserveCapacity(texts.count)
        var passes: [Double] = []
        // At least `repeatCount` passes and at least a second in all, so that a small set's
        // millisecond passes give a stable median on a shared machine.
        var pass = 0
        while pass < settings.repeatCount || (passes.reduce(0, +) < 1 && pass < 10_000) {
            defer { pass += 1 }
            let passStart = now()
            if pass == 0 {
                for (index, text) in texts.enumerated() {
                    let before = now()
                    answers.append(engine.match(text))
                    latencies[index] = now() - before
                }
            } else {
                var found = 0
                for text in texts { found &+= engine.match(text).count }
                blackHole(found)
            }
            passes.append(now() - passStart)
        }
        let peak = memoryKiB("VmHWM")

        var correct = 0
        var ambiguous = 0
        var byKind: [String: [String: Int]] = [:]
        var errors: [[String: Any]] = []
        for (utterance, matches) in zip(utterances, answers) {
            if matches.count > 1 { ambiguous += 1 }
            let got = matches.first.map { (shortcutIDs[$0.app]![$0.shortcutIndex], $0.value?.id) }
            let ok: Bool
            if let expect = utterance.expect, let got {
                ok = expect.shortcut == got.0 && expect.valueId == got.1
            } else {
                ok = utterance.expect == nil && got == nil
            }
            if ok { correct += 1 }
            byKind[utterance.kind, default: [:]][ok ? "ok" : "wrong", default: 0] += 1
            if !ok && errors.count < 20 {
                errors.append([
                    "text": utterance.text, "kind": utterance.kind,
                    "expect": utterance.expect.map { "\($0.shortcut) \($0.valueId ?? "-")" } ?? "none",
                    "got": got.map { "\($0.0) \($0.1 ?? "-")" } ?? "none",
                ])
            }
        }
        var latencyByKind: [String: [Double]] = [:]
        for (utterance, latency) in zip(utterances, latencies) {
            latencyByKind[utterance.kind, default: []].append(latency)
        }
        let kindLatency = latencyByKind.mapValues { values -> [String: Double] in
            let sorted = values.sorted()
            return ["p50": percentile(sorted, 50) * 1e6, "p90": percentile(sorted, 90) * 1e6]
        }
        latencies.sort()
        let median = passes.sorted()[passes.count / 2]
        return [
            "size": name,
            "apps": apps.count,
            "phrases": corpus.apps.reduce(0) { $0 + $1.shortcuts.reduce(0) { $0 + $1.phrases.count } },
            "slotValues": corpus.apps.reduce(0) {
                $0 + $1.shortcuts.reduce(0) { $0 + ($1.parameter?.values.count ?? 0) }
            },
            "utterances": texts.count,
            "flexible": settings.flexible,
            "jsonLoadS": loaded - start,
            "convertS": converted - loaded,
            "compileS": compiled - converted,
            "loadCompileS": compiled - start,
            "passSeconds": passes,
            "utterancesPerS": Double(texts.count) / median,
            "latencyUs": [
                "p50": percentile(latencies, 50) * 1e6, "p90": percentile(latencies, 90) * 1e6,
                "p99": percentile(latencies, 99) * 1e6, "max": (latencies.last ?? 0) * 1e6,
            ],
            "accuracy": Double(correct) / Double(texts.count),
            "ambiguous": ambiguous,
            "byKind": byKind,
            "latencyByKindUs": kindLatency,
            "peakMemoryMiB": Double(peak) / 1024,
            "peakMemoryScope": peakResetWorks ? "load+compile+match (VmHWM reset before)" : "process (VmHWM)",
            "baselineRSSMiB": Double(baseline) / 1024,
            "errors": errors,
        ]
    }

    @inline(never)
    static func blackHole(_ value: Int) {
        if value == -1 { print("") }
    }

    static func percentile(_ sorted: [Double], _ q: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let index = min(sorted.count - 1, max(0, Int((q / 100 * Double(sorted.count - 1)).rounded())))
        return sorted[index]
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A field of /proc/self/status in KiB (VmHWM: peak resident set; VmRSS: current).
    static func memoryKiB(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "0") ?? 0
        }
        return 0
    }

    /// Resets VmHWM to the current RSS (Linux `clear_refs` 5), so the peak covers only what follows.
    static func resetPeakMemory() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do { try handle.write(contentsOf: Data("5".utf8)) } catch { return false }
        return true
    }

    // MARK: hassil, in the same run

    static func peersPython() -> String? {
        var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        while directory.path != "/" {
            let script = directory.appendingPathComponent("scripts/peers-venv.sh").path
            if FileManager.default.fileExists(atPath: script) {
                let (status, _) = spawn(["/bin/sh", script])
                guard status == 0 else {
                    warn("scripts/peers-venv.sh failed; hassil skipped")
                    return nil
                }
                return directory.appendingPathComponent(".venv-peers/bin/python").path
            }
            directory.deleteLastPathComponent()
        }
        warn("scripts/peers-venv.sh not found above the current directory; pass --python; hassil skipped")
        return nil
    }

    static func runHassil(python: String, directory: String, utterances: Int, settings: Settings) -> [String: Any] {
        let url = URL(fileURLWithPath: directory)
        let output = NSTemporaryDirectory() + "hassil-\(getpid())-\(url.lastPathComponent).json"
        defer { try? FileManager.default.removeItem(atPath: output) }
        var command = [
            python, settings.hassilScript, "--data", url.deletingLastPathComponent().path, "--size",
            url.lastPathComponent, "--repeat", String(settings.hassilRepeat ?? (utterances <= 10_000 ? 5 : 1)),
            "--json", output,
        ]
        if let limit = settings.hassilLimit { command += ["--limit", String(limit)] }
        fflush(nil)  // our table before hassil's lines
        let (status, usage) = spawn(command)
        guard status == 0, let data = FileManager.default.contents(atPath: output),
            let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let results = document["results"] as? [[String: Any]], var result = results.first
        else {
            warn("hassil failed (exit status \(status)) on \(directory)")
            return ["error": "exit status \(status)"]
        }
        result["peakMemoryMiB"] = Double(usage.ru_maxrss) / 1024
        result["version"] = document["hassil"]
        for key in ["gc", "slowest", "errors", "confusion"] { result[key] = nil }
        return result
    }

    /// Runs `command` with stdout sent to stderr; returns its exit status and resource usage
    /// (`wait4`, so the peak memory is that child's alone).
    static func spawn(_ command: [String]) -> (Int32, rusage) {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else {
            warn("cannot run \(command[0])")
            return (-1, rusage())
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), usage)
    }

    // MARK: Report

    static func addRatios(_ report: inout [String: Any]) {
        guard let hassil = report["hassil"] as? [String: Any], hassil["error"] == nil else { return }
        func ratio(_ ours: Double?, _ theirs: Double?) -> Double? {
            guard let ours, let theirs, ours > 0 else { return nil }
            return theirs / ours
        }
        var ratios: [String: Any] = [:]
        ratios["utterancesPerS"] = ratio(
            hassil["utterancesPerS"] as? Double, report["utterancesPerS"] as? Double)
        let hassilCompile = (hassil["fromDictS"] as? Double ?? 0) + (hassil["compileS"] as? Double ?? 0)
        ratios["compileSpeedup"] = ratio(report["compileS"] as? Double, hassilCompile)
        ratios["loadCompileSpeedup"] = ratio(report["loadCompileS"] as? Double, hassil["loadCompileS"] as? Double)
        ratios["peakMemoryFraction"] = ratio(hassil["peakMemoryMiB"] as? Double, report["peakMemoryMiB"] as? Double)
        let ourLatency = report["latencyUs"] as? [String: Double]
        let theirLatency = hassil["latencyUs"] as? [String: Double]
        ratios["p50Speedup"] = ratio(ourLatency?["p50"], theirLatency?["p50"])
        ratios["p99Speedup"] = ratio(ourLatency?["p99"], theirLatency?["p99"])
        report["ratios"] = ratios
    }

    /// Prints the table; with `--json` it goes to stderr so stdout stays one JSON document.
    static func printReport(_ report: [String: Any], toStandardError: Bool) {
        func print(_ line: String) {
            if toStandardError {
                FileHandle.standardError.write(Data((line + "\n").utf8))
            } else {
                Swift.print(line)
            }
        }
        func number(_ key: String, in dictionary: [String: Any]? = nil) -> Double {
            (dictionary ?? report)[key] as? Double ?? .nan
        }
        let latency = report["latencyUs"] as? [String: Double] ?? [:]
        print(
            "phrases size=\(report["size"]!) apps=\(report["apps"]!) phrases=\(report["phrases"]!) "
                + "values=\(report["slotValues"]!) utterances=\(report["utterances"]!)"
                + (report["flexible"] as? Bool == true ? " flexible" : "")
        )
        let rows: [(String, String, String, String)] = {
            let hassil = report["hassil"] as? [String: Any]
            let ratios = report["ratios"] as? [String: Any] ?? [:]
            let hl = hassil?["latencyUs"] as? [String: Double] ?? [:]
            func cell(_ value: Double?, _ format: String) -> String {
                guard let value, value.isFinite else { return "-" }
                return String(format: format, value)
            }
            let hassilCompile = hassil.map { number("fromDictS", in: $0) + number("compileS", in: $0) }
            return [
                (
                    "compile (s)", cell(number("compileS"), "%.3f"), cell(hassilCompile, "%.3f"),
                    cell(ratios["compileSpeedup"] as? Double, "%.1fx faster")
                ),
                (
                    "load+compile (s)", cell(number("loadCompileS"), "%.3f"),
                    cell(hassil.map { number("loadCompileS", in: $0) }, "%.3f"),
                    cell(ratios["loadCompileSpeedup"] as? Double, "%.1fx faster")
                ),
                (
                    "utterances/s", cell(number("utterancesPerS"), "%.0f"),
                    cell(hassil.map { number("utterancesPerS", in: $0) }, "%.0f"),
                    cell(ratios["utterancesPerS"] as? Double, "%.0fx")
                ),
                (
                    "latency p50 (us)", cell(latency["p50"], "%.2f"), cell(hl["p50"], "%.0f"),
                    cell(ratios["p50Speedup"] as? Double, "%.0fx faster")
                ),
                ("latency p90 (us)", cell(latency["p90"], "%.2f"), cell(hl["p90"], "%.0f"), ""),
                (
                    "latency p99 (us)", cell(latency["p99"], "%.2f"), cell(hl["p99"], "%.0f"),
                    cell(ratios["p99Speedup"] as? Double, "%.0fx faster")
                ),
                (
                    "peak memory (MiB)", cell(number("peakMemoryMiB"), "%.1f"),
                    cell(hassil.map { number("peakMemoryMiB", in: $0) }, "%.1f"),
                    cell(ratios["peakMemoryFraction"] as? Double, "%.2fx")
                ),
                (
                    "accuracy (%)", cell(number("accuracy") * 100, "%.2f"),
                    cell(hassil.map { number("accuracy", in: $0) * 100 }, "%.2f"), ""
                ),
            ]
        }()
        print("  " + pad("", 20) + pad("engine", 14) + pad("hassil", 14) + "ratio")
        for row in rows { print("  " + pad(row.0, 20) + pad(row.1, 14) + pad(row.2, 14) + row.3) }
        print("  peak memory scope: \(report["peakMemoryScope"]!); ambiguous utterances: \(report["ambiguous"]!)")
        if let hassil = report["hassil"] as? [String: Any], let count = hassil["utterances"] {
            let passes = hassil["passSeconds"] as? [Double] ?? []
            print("  hassil \(hassil["version"] ?? "?"): \(count) utterances, \(passes.count) timed pass(es)")
        }
        if let kinds = report["latencyByKindUs"] as? [String: [String: Double]] {
            let text = kinds.sorted { $0.key < $1.key }.map {
                String(format: "%@ %.1f/%.1f", $0.key, $0.value["p50"] ?? 0, $0.value["p90"] ?? 0)
            }
            print("  engine latency p50/p90 (us) by kind: " + text.joined(separator: ", "))
        }
        for error in (report["errors"] as? [[String: Any]] ?? []).prefix(10) {
            print("  MISMATCH [\(error["kind"]!)] \(error["text"]!) expected \(error["expect"]!) got \(error["got"]!)")
        }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    static func machine() -> String {
        var name = utsname()
        uname(&name)
        let machine = withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(machine), \(ProcessInfo.processInfo.activeProcessorCount) cores"
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("intents-bench phrases: \(message)\n".utf8))
    }

    static func fail(_ message: String) -> Never {
        warn(message)
        exit(2)
    }
}
