import AppIntentsMetadata
import Foundation

/// The Streamable HTTP workload: the fixed client's plan as raw 2026-07-28 POSTs
/// (`Benchmarks/mcp-http/bench_http.py`), against `APP mcp --http` and the Python SDK's server
/// under its own ASGI server (`server_py.py --http`).
extension McpBench {
    struct HTTPFigures {
        /// `http-drive` (Swift) or `bench_http.py` (Python) sent the timed calls.
        var native: Bool
        var ours: Figures
        var theirs: Figures
        /// Microseconds of CPU per call, the server's (all its threads) and the client's: unlike
        /// calls/s, they do not depend on what else the machine runs.
        var oursCPU: CPU
        var theirsCPU: CPU
    }

    struct CPU {
        var server: Double
        var client: Double
    }

    static func measureHTTP(
        python: String, benchDirectory: String, calls: Int, coldStarts: Int, ours: [String], theirs: [String],
        oursFirst: Bool = true, driver: [String]? = nil
    ) throws -> HTTPFigures {
        func measure(_ server: [String]) throws -> (Figures, CPU) {
            try measureHTTPServer(
                python: python, benchDirectory: benchDirectory, calls: calls, coldStarts: coldStarts, server: server,
                driver: driver)
        }
        let first = try measure(oursFirst ? ours : theirs)
        let second = try measure(oursFirst ? theirs : ours)
        let ((oursFigures, oursCPU), (theirsFigures, theirsCPU)) = oursFirst ? (first, second) : (second, first)
        return HTTPFigures(
            native: driver != nil, ours: oursFigures, theirs: theirsFigures, oursCPU: oursCPU, theirsCPU: theirsCPU)
    }

    /// One server measured by `bench_http.py` (with `driver` sending the timed calls, if given).
    static func measureHTTPServer(
        python: String, benchDirectory: String, calls: Int, coldStarts: Int, server: [String], driver: [String]?
    ) throws -> (Figures, CPU) {
        let script = URL(fileURLWithPath: "Benchmarks/mcp-http/bench_http.py")
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw BenchError(description: "\(script.path) not found; run intents-bench from the project's root folder")
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mcp-bench-http-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let status = try PeerPython.run(
            python,
            [
                script.path, "--bench-dir", benchDirectory, "-k", String(calls), "--cold-starts",
                String(coldStarts), "--json", output.path,
            ] + (driver.map { ["--driver", $0.joined(separator: " ")] } ?? []) + ["--"] + server)
        let figures = try figures(status: status, report: output, client: "bench_http.py", server: server)
        let report = FileManager.default.contents(atPath: output.path).flatMap {
            try? JSONValue.parse(String(decoding: $0, as: UTF8.self))
        }
        let cpu = CPU(
            server: report?["serverCpuUsPerCall"]?.numberValue ?? .nan,
            client: report?["clientCpuUsPerCall"]?.numberValue ?? .nan)
        return (figures, cpu)
    }

    static func httpJSON(_ http: HTTPFigures) -> JSONValue {
        .object([
            "client": .string(http.native ? "intents-bench http-drive" : "bench_http.py"),
            "ours": figuresJSON(http.ours), "python": figuresJSON(http.theirs),
            "coldStartRatio": .number(http.ours.coldStartMedian / http.theirs.coldStartMedian),
            "callsPerSecondRatio": .number(http.ours.callsPerSecond / http.theirs.callsPerSecond),
            "p99Ratio": .number(http.ours.p99 / http.theirs.p99),
            "serverCpuUsPerCall": .object([
                "ours": .number(http.oursCPU.server), "python": .number(http.theirsCPU.server),
            ]),
            "clientCpuUsPerCall": .object([
                "ours": .number(http.oursCPU.client), "python": .number(http.theirsCPU.client),
            ]),
            "serverCpuRatio": .number(http.oursCPU.server / http.theirsCPU.server),
        ])
    }

    /// `ceiling`: the HTTP ceiling of the median round, and ours' share of each round's own.
    static func reportHTTP(
        _ http: HTTPFigures, calls: Int, ratios: [Double], ceiling: (figures: (Figures, CPU), shares: [Double])? = nil
    ) {
        let (ours, theirs) = (http.ours, http.theirs)
        print(
            "mcp over Streamable HTTP: \(calls) calls, raw 2026-07-28 POSTs on one keep-alive connection, "
                + "sent by \(http.native ? "intents-bench http-drive (Swift)" : "bench_http.py (Python)"), "
                + "median of \(ratios.count) rounds")
        print("                     ours        python SDK     ratio    target")
        print(
            String(
                format: "  cold start     %8.1f ms   %8.1f ms   %6.3f×   ≤ 0.05×", ours.coldStartMedian,
                theirs.coldStartMedian, ours.coldStartMedian / theirs.coldStartMedian))
        print(
            String(
                format: "  calls/s        %8.0f      %8.0f      %6.1f×   ≥ 20×", ours.callsPerSecond,
                theirs.callsPerSecond, ours.callsPerSecond / theirs.callsPerSecond))
        print("  calls/s ratio by round: " + roundList(ratios))
        print(String(format: "  p50            %8.3f ms   %8.3f ms", ours.p50, theirs.p50))
        print(
            String(
                format: "  p99            %8.3f ms   %8.3f ms   %6.3f×   ≤ 0.1×", ours.p99, theirs.p99,
                ours.p99 / theirs.p99))
        print("  errors         \(ours.errors)             \(theirs.errors)")
        let (oursCPU, theirsCPU) = (http.oursCPU, http.theirsCPU)
        print(
            String(
                format: "  server CPU/call %7.1f µs   %8.1f µs   %6.3f×   (whatever the load)", oursCPU.server,
                theirsCPU.server, oursCPU.server / theirsCPU.server))
        print(
            String(
                format: "  client CPU/call %7.1f µs   %8.1f µs   (the client's own share of a round trip)",
                oursCPU.client, theirsCPU.client))
        guard let ((figures, cpu), shares) = ceiling else { return }
        print("the client's ceiling here: our HTTP server sending ours' recorded answers at once, doing nothing else")
        print(
            String(
                format: "  calls/s        %8.0f      best ratio any server on it can show: %.1f×; ours is at %.0f%%",
                figures.callsPerSecond, figures.callsPerSecond / theirs.callsPerSecond,
                100 * ours.callsPerSecond / figures.callsPerSecond))
        print(
            String(
                format: "  p99            %8.3f ms   best ratio: %.3f×; server CPU/call %.1f µs", figures.p99,
                figures.p99 / theirs.p99, cpu.server))
        print("  ours' share of each round's own ceiling: " + shareList(shares))
    }
}
