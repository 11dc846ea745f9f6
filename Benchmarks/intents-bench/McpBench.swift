import AppIntentsMetadata
import Foundation

/// Measures our MCP server (the `mcp-bench-app` intents, served by `APP mcp`) against the Python
/// SDK's reference server with the same three tools, with the same client in the same run.
enum McpBench {
    static func run(_ arguments: [String]) async -> Int32 {
        var calls = 2000
        var coldStarts = 5
        var rounds = 3
        var json = false
        var benchDirectory = "../shared/bench/mcp"
        var options = BenchArguments(arguments)
        do {
            while let option = options.next() {
                switch option {
                case "--json": json = true
                case "--calls": calls = try options.number(of: option)
                case "--cold-starts": coldStarts = try options.number(of: option)
                case "--rounds": rounds = try options.number(of: option)
                case "--bench-dir": benchDirectory = try options.value(of: option)
                case "--help", "-h":
                    print(
                        "usage: intents-bench mcp [--calls N] [--cold-starts N] [--rounds N] [--bench-dir DIR] [--json]"
                    )
                    return 0
                default: throw BenchArguments.unknown(option)
                }
            }
        } catch {
            return usage("\(error)")
        }
        let client = URL(fileURLWithPath: benchDirectory).appendingPathComponent("bench_client.py")
        let reference = URL(fileURLWithPath: benchDirectory).appendingPathComponent("server_py.py")
        guard FileManager.default.fileExists(atPath: client.path) else {
            return usage("\(client.path) not found; pass --bench-dir with ../shared/bench/mcp")
        }
        let python: String
        let app: URL
        switch PeerPython.peers() {
        case .success(let found): (python, app) = found
        case .failure(let missing): return usage(missing.description)
        }
        let recorder = URL(fileURLWithPath: "Benchmarks/mcp-floor/record.py")
        guard FileManager.default.fileExists(atPath: recorder.path) else {
            return usage("\(recorder.path) not found; run intents-bench from the project's root folder")
        }
        // The app's recipe index must find what a scan of every recipe finds, or its speed means nothing.
        guard (try? PeerPython.run(app.path, ["--check-search"])) == 0 else {
            FileHandle.standardError.write(Data("intents-bench mcp: mcp-bench-app's search is wrong\n".utf8))
            return 1
        }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        do {
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            let oursServer = [app.path, "--store", data.appendingPathComponent("bench.json").path, "mcp"]
            let theirsServer = [python, reference.path]
            // Each server's answers, recorded first: replayed at once, they are the client's ceiling.
            let replay = CommandLine.arguments[0]
            var answerBytes: [Double] = []
            for (name, server) in [("ours", oursServer), ("python", theirsServer)] {
                let answers = data.appendingPathComponent("\(name).answers")
                let recorded = try PeerPython.run(
                    python,
                    [
                        recorder.path, "--bench-dir", benchDirectory, "--calls", String(calls), "--out",
                        answers.path, "--",
                    ] + server)
                guard recorded == 0, let bytes = FileManager.default.contents(atPath: answers.path) else {
                    throw BenchError(description: "record.py failed (exit \(recorded)) for \(name)")
                }
                let lines = bytes.split(separator: 0x0A).dropFirst(2)  // the calls, not initialize or tools/list
                answerBytes.append(Double(lines.reduce(0) { $0 + $1.count + 1 }) / Double(max(1, lines.count)))
            }
            let oursReplay = [replay, "replay", data.appendingPathComponent("ours.answers").path]
            // Several rounds, the side that goes first alternating, so that the machine's own speed,
            // which drifts during a run, favours neither side; the report shows the median round.
            // Each round also measures the client's ceiling with ours' answers, so that the share of
            // it ours reaches compares rounds, runs and machines whatever the reference's speed.
            var stdio: [(ours: Figures, theirs: Figures)] = []
            var stdioCeilings: [Figures] = []
            for round in 0..<rounds {
                func side(_ server: [String]) throws -> Figures {
                    try measure(python: python, client: client, calls: calls, coldStarts: coldStarts, server: server)
                }
                if round.isMultiple(of: 2) {
                    let ours = try side(oursServer)
                    stdio.append((ours, try side(theirsServer)))
                } else {
                    let theirs = try side(theirsServer)
                    stdio.append((try side(oursServer), theirs))
                }
                stdioCeilings.append(
                    try measure(python: python, client: client, calls: calls, coldStarts: 0, server: oursReplay))
            }
            let stdioRatios = stdio.map { $0.ours.callsPerSecond / $0.theirs.callsPerSecond }
            let (ours, theirs) = stdio[medianIndex(stdioRatios)]
            let stdioShares = zip(stdio, stdioCeilings).map { $0.ours.callsPerSecond / $1.callsPerSecond }
            // The client's ceiling once more for each side's answers, beside each other.
            var ceilings: [Ceiling] = []
            for (index, name) in ["ours", "python"].enumerated() {
                ceilings.append(
                    Ceiling(
                        figures: try measure(
                            python: python, client: client, calls: calls, coldStarts: 1,
                            server: [replay, "replay", data.appendingPathComponent("\(name).answers").path]),
                        bytesPerAnswer: answerBytes[index]))
            }
            // What the same client shows for a server that spends a few microseconds on each call
            // (the replay spins that long first): the client sleeps while it waits and pays for its
            // wake-up, so the ceiling falls faster than the work grows.
            var working: [(microseconds: Int, figures: Figures)] = []
            for microseconds in Self.workCeilings {
                working.append(
                    (
                        microseconds,
                        try measure(
                            python: python, client: client, calls: calls, coldStarts: 0,
                            server: [
                                replay, "replay", "--work", String(microseconds),
                                data.appendingPathComponent("ours.answers").path,
                            ])
                    ))
            }
            // Both servers answered the same calls while recording: their results must agree.
            let agree = try PeerPython.run(
                python,
                [
                    "Benchmarks/mcp-floor/agree.py", data.appendingPathComponent("ours.answers").path,
                    data.appendingPathComponent("python.answers").path,
                ])
            guard agree == 0 else { throw BenchError(description: "the two servers' answers differ (agree.py)") }
            // Over HTTP each round measures both sides twice: with the calls sent by
            // `intents-bench http-drive` (Swift, the figures that count) and by bench_http.py itself.
            var http: [HTTPFigures] = []
            var httpPython: [HTTPFigures] = []
            // The HTTP ceiling: our HTTP server (libmicrohttpd, as `mcp --http` runs it) sending
            // the recorded answers at once, the calls sent by `http-drive`; measured in each round
            // as over stdio, and reported for the median round.
            func measureHTTPCeiling() throws -> (Figures, CPU) {
                try measureHTTPServer(
                    python: python, benchDirectory: benchDirectory, calls: calls, coldStarts: 0,
                    server: [
                        replay, "http-replay", "127.0.0.1:{port}", data.appendingPathComponent("ours.answers").path,
                    ],
                    driver: [replay, "http-drive"])
            }
            var httpCeilings: [(Figures, CPU)] = []
            for round in 0..<rounds {
                for driver in [[replay, "http-drive"], nil] {
                    let figures = try measureHTTP(
                        python: python, benchDirectory: benchDirectory, calls: calls, coldStarts: coldStarts,
                        ours: [
                            app.path, "--store",
                            data.appendingPathComponent("bench-http-\(round)-\(driver == nil).json").path, "mcp",
                            "--http", "127.0.0.1:{port}",
                        ],
                        theirs: [python, reference.path, "--http", "127.0.0.1:{port}"],
                        oursFirst: round.isMultiple(of: 2), driver: driver)
                    if driver == nil {
                        httpPython.append(figures)
                    } else {
                        http.append(figures)
                        httpCeilings.append(try measureHTTPCeiling())
                    }
                }
            }
            func ratios(_ figures: [HTTPFigures]) -> [Double] {
                figures.map { $0.ours.callsPerSecond / $0.theirs.callsPerSecond }
            }
            let httpCeiling = httpCeilings[medianIndex(ratios(http))]
            let httpShares = zip(http, httpCeilings).map { $0.ours.callsPerSecond / $1.0.callsPerSecond }
            report(
                ours: ours, theirs: theirs, ceilings: ceilings, working: working, httpCeiling: httpCeiling,
                http: [http[medianIndex(ratios(http))], httpPython[medianIndex(ratios(httpPython))]], calls: calls,
                ratios: (stdioRatios, [ratios(http), ratios(httpPython)]), shares: (stdioShares, httpShares),
                json: json)
            return 0
        } catch {
            FileHandle.standardError.write(Data("intents-bench mcp: \(error)\n".utf8))
            return 1
        }
    }

    /// The work, in microseconds a call, of the replay servers measured beside the instant one.
    static let workCeilings = [5, 10, 20]

    /// The index of the median of `ratios` (the upper one of an even count).
    static func medianIndex(_ ratios: [Double]) -> Int {
        ratios.indices.sorted { ratios[$0] < ratios[$1] }[ratios.count / 2]
    }

    /// What an instant server sending one side's recorded answers reaches through the client.
    struct Ceiling {
        var figures: Figures
        var bytesPerAnswer: Double
    }

    struct Figures {
        var coldStartMedian: Double
        var callsPerSecond: Double
        var p50: Double
        var p99: Double
        var errors: Int
    }

    static func measure(python: String, client: URL, calls: Int, coldStarts: Int, server: [String]) throws -> Figures {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mcp-bench-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let status = try PeerPython.run(
            python,
            [
                client.path, "--raw", "-k", String(calls), "--cold-starts", String(coldStarts), "--quiet-server",
                "--json",
                output.path, "--",
            ] + server)
        return try figures(status: status, report: output, client: "bench_client.py", server: server)
    }

    /// The figures in the JSON report a benchmark client wrote (`--json FILE`), which the stdio
    /// and the HTTP client write alike.
    static func figures(status: Int32, report: URL, client: String, server: [String]) throws -> Figures {
        guard status == 0, let data = FileManager.default.contents(atPath: report.path),
            let result = try? JSONValue.parse(String(decoding: data, as: UTF8.self))
        else {
            throw BenchError(description: "\(client) failed (exit \(status)) for \(server.joined(separator: " "))")
        }
        let cold = (result["coldStartS"]?.arrayValue ?? []).compactMap(\.numberValue).sorted()
        return Figures(
            coldStartMedian: cold.isEmpty ? .nan : cold[cold.count / 2] * 1000,
            callsPerSecond: result["callsPerS"]?.numberValue ?? .nan,
            p50: result["latencyMs"]?["p50"]?.numberValue ?? .nan,
            p99: result["latencyMs"]?["p99"]?.numberValue ?? .nan,
            errors: Int(result["errors"]?.numberValue ?? -1))
    }

    static func report(
        ours: Figures, theirs: Figures, ceilings: [Ceiling], working: [(microseconds: Int, figures: Figures)],
        httpCeiling: (Figures, CPU), http: [HTTPFigures], calls: Int, ratios: (stdio: [Double], http: [[Double]]),
        shares: (stdio: [Double], http: [Double]), json: Bool
    ) {
        let coldRatio = ours.coldStartMedian / theirs.coldStartMedian
        let callsRatio = ours.callsPerSecond / theirs.callsPerSecond
        let p99Ratio = ours.p99 / theirs.p99
        let (oursCeiling, theirsCeiling) = (ceilings[0], ceilings[1])
        if json {
            func ceilingJSON(_ ceiling: Ceiling) -> JSONValue {
                .object([
                    "callsPerSecond": .number(ceiling.figures.callsPerSecond), "p99Ms": .number(ceiling.figures.p99),
                    "bytesPerAnswer": .number(ceiling.bytesPerAnswer),
                    "callsPerSecondRatio": .number(ceiling.figures.callsPerSecond / theirs.callsPerSecond),
                    "p99Ratio": .number(ceiling.figures.p99 / theirs.p99),
                ])
            }
            print(
                JSONValue.object([
                    "workload": "mcp", "calls": .number(Double(calls)),
                    "ours": figuresJSON(ours), "python": figuresJSON(theirs),
                    "coldStartRatio": .number(coldRatio), "callsPerSecondRatio": .number(callsRatio),
                    "p99Ratio": .number(p99Ratio),
                    "ceiling": .object([
                        "oursAnswers": ceilingJSON(oursCeiling), "pythonAnswers": ceilingJSON(theirsCeiling),
                        "working": .array(
                            working.map {
                                .object([
                                    "microsecondsPerCall": .number(Double($0.microseconds)),
                                    "callsPerSecond": .number($0.figures.callsPerSecond),
                                    "callsPerSecondRatio": .number($0.figures.callsPerSecond / theirs.callsPerSecond),
                                ])
                            }),
                    ]),
                    "http": httpJSON(http[0]), "httpPythonClient": httpJSON(http[1]),
                    "httpCeiling": .object([
                        "callsPerSecond": .number(httpCeiling.0.callsPerSecond), "p99Ms": .number(httpCeiling.0.p99),
                        "callsPerSecondRatio": .number(httpCeiling.0.callsPerSecond / http[0].theirs.callsPerSecond),
                        "serverCpuUsPerCall": .number(httpCeiling.1.server),
                    ]),
                    "callsPerSecondRatioByRound": .object([
                        "stdio": .array(ratios.stdio.map(JSONValue.number)),
                        "http": .array(ratios.http[0].map(JSONValue.number)),
                        "httpPythonClient": .array(ratios.http[1].map(JSONValue.number)),
                    ]),
                    "ceilingShareByRound": .object([
                        "stdio": .array(shares.stdio.map(JSONValue.number)),
                        "http": .array(shares.http.map(JSONValue.number)),
                    ]),
                ]))
            return
        }
        print(
            "mcp: \(calls) calls (order_soup, complete_task, search_recipes), raw JSON-RPC client, same run, "
                + "median of \(ratios.stdio.count) rounds")
        print("                     ours        python SDK     ratio    target")
        print(
            String(
                format: "  cold start     %8.1f ms   %8.1f ms   %6.3f×   ≤ 0.05×", ours.coldStartMedian,
                theirs.coldStartMedian, coldRatio))
        print(
            String(
                format: "  calls/s        %8.0f      %8.0f      %6.1f×   ≥ 20×", ours.callsPerSecond,
                theirs.callsPerSecond, callsRatio))
        print("  calls/s ratio by round: " + roundList(ratios.stdio))
        print("  share of the client's ceiling by round: " + shareList(shares.stdio))
        print(String(format: "  p50            %8.3f ms   %8.3f ms", ours.p50, theirs.p50))
        print(String(format: "  p99            %8.3f ms   %8.3f ms   %6.3f×   ≤ 0.1×", ours.p99, theirs.p99, p99Ratio))
        print("  errors         \(ours.errors)             \(theirs.errors)")
        print("the client's ceiling: a server that sends the recorded answers at once, doing nothing")
        print("                     ours' answers  python's answers")
        print(
            String(
                format: "  bytes/answer   %8.0f       %8.0f", oursCeiling.bytesPerAnswer, theirsCeiling.bytesPerAnswer))
        print(
            String(
                format:
                    "  calls/s        %8.0f       %8.0f       best ratio any server can show: %.1f× (%.1f× with python's answers)",
                oursCeiling.figures.callsPerSecond, theirsCeiling.figures.callsPerSecond,
                oursCeiling.figures.callsPerSecond / theirs.callsPerSecond,
                theirsCeiling.figures.callsPerSecond / theirs.callsPerSecond))
        print(
            String(
                format:
                    "  p99            %8.3f ms    %8.3f ms    best ratio any server can show: %.3f× (%.3f× with python's answers)",
                oursCeiling.figures.p99, theirsCeiling.figures.p99, oursCeiling.figures.p99 / theirs.p99,
                theirsCeiling.figures.p99 / theirs.p99))
        print(
            String(
                format: "  ours is at %.0f%% of its ceiling's calls/s",
                100 * ours.callsPerSecond / oursCeiling.figures.callsPerSecond))
        print("the same, for a server that works before each answer (ours' answers, the replay spinning first)")
        for (microseconds, figures) in working {
            print(
                String(
                    format: "  %3d µs a call  %8.0f calls/s   %5.1f× the reference", microseconds,
                    figures.callsPerSecond, figures.callsPerSecond / theirs.callsPerSecond))
        }
        for (index, (figures, roundRatios)) in zip(http, ratios.http).enumerated() {
            reportHTTP(
                figures, calls: calls, ratios: roundRatios, ceiling: index == 0 ? (httpCeiling, shares.http) : nil)
        }
    }

    /// `61 %, 58 %, 64 %`: ours' calls/s as a share of the same round's ceiling.
    static func shareList(_ shares: [Double]) -> String {
        shares.map { String(format: "%.0f %%", 100 * $0) }.joined(separator: ", ") + " (in the order run)"
    }

    /// `3.3×, 3.4×, 3.1× (in the order run)`.
    static func roundList(_ ratios: [Double]) -> String {
        ratios.map { String(format: "%.1f×", $0) }.joined(separator: ", ") + " (in the order run; sides alternate)"
    }

    static func figuresJSON(_ figures: Figures) -> JSONValue {
        .object([
            "coldStartMs": .number(figures.coldStartMedian), "callsPerSecond": .number(figures.callsPerSecond),
            "p50Ms": .number(figures.p50), "p99Ms": .number(figures.p99), "errors": .number(Double(figures.errors)),
        ])
    }

    static func usage(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("intents-bench mcp: \(message)\n".utf8))
        return 64
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
}

/// The Python that has the reference peers installed.
enum PeerPython {
    /// The Python with the SDK and `mcp-bench-app` beside this executable, which the MCP
    /// workloads run, or what is missing.
    static func peers() -> Result<(python: String, app: URL), BenchError> {
        guard let python = find() else {
            return .failure(BenchError(description: "no Python with the mcp package: run scripts/peers-venv.sh first"))
        }
        let app = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("mcp-bench-app")
        guard FileManager.default.isExecutableFile(atPath: app.path) else {
            return .failure(
                BenchError(
                    description: "\(app.path) not found; build it: swift build -c release --product mcp-bench-app"))
        }
        return .success((python, app))
    }

    /// `.venv-peers` (scripts/peers-venv.sh) or `.venv-mcp` (scripts/mcp-interop.sh) under the
    /// current folder.
    static func find() -> String? {
        for candidate in [".venv-peers/bin/python", ".venv-mcp/bin/python"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return URL(fileURLWithPath: candidate).path
        }
        return nil
    }

    static func run(_ python: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
