import AppIntentsMetadata
import Foundation

/// The Streamable HTTP workload: the fixed client's plan as raw 2026-07-28 POSTs
/// (`Benchmarks/mcp-http/bench_http.py`), against `APP mcp --http` and the Python SDK's server
/// under its own ASGI server (`server_py.py --http`).
extension McpBench {
    struct HTTPFigures {
        var ours: Figures
        var theirs: Figures
    }

    static func measureHTTP(
        python: String, benchDirectory: String, calls: Int, coldStarts: Int, ours: [String], theirs: [String]
    ) throws -> HTTPFigures {
        let script = URL(fileURLWithPath: "Benchmarks/mcp-http/bench_http.py")
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw BenchError(description: "\(script.path) not found; run intents-bench from the project's root folder")
        }
        func measure(_ server: [String]) throws -> Figures {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent(
                "mcp-bench-http-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: output) }
            let status = try PeerPython.run(
                python,
                [
                    script.path, "--bench-dir", benchDirectory, "-k", String(calls), "--cold-starts",
                    String(coldStarts), "--json", output.path, "--",
                ] + server)
            return try figures(status: status, report: output, client: "bench_http.py", server: server)
        }
        return HTTPFigures(ours: try measure(ours), theirs: try measure(theirs))
    }

    static func httpJSON(_ http: HTTPFigures) -> JSONValue {
        .object([
            "ours": figuresJSON(http.ours), "python": figuresJSON(http.theirs),
            "coldStartRatio": .number(http.ours.coldStartMedian / http.theirs.coldStartMedian),
            "callsPerSecondRatio": .number(http.ours.callsPerSecond / http.theirs.callsPerSecond),
            "p99Ratio": .number(http.ours.p99 / http.theirs.p99),
        ])
    }

    static func reportHTTP(_ http: HTTPFigures, calls: Int) {
        let (ours, theirs) = (http.ours, http.theirs)
        print("mcp over Streamable HTTP: \(calls) calls, raw 2026-07-28 POSTs on one keep-alive connection")
        print("                     ours        python SDK     ratio    target")
        print(
            String(
                format: "  cold start     %8.1f ms   %8.1f ms   %6.3f×   ≤ 0.05×", ours.coldStartMedian,
                theirs.coldStartMedian, ours.coldStartMedian / theirs.coldStartMedian))
        print(
            String(
                format: "  calls/s        %8.0f      %8.0f      %6.1f×   ≥ 20×", ours.callsPerSecond,
                theirs.callsPerSecond, ours.callsPerSecond / theirs.callsPerSecond))
        print(String(format: "  p50            %8.3f ms   %8.3f ms", ours.p50, theirs.p50))
        print(
            String(
                format: "  p99            %8.3f ms   %8.3f ms   %6.3f×   ≤ 0.1×", ours.p99, theirs.p99,
                ours.p99 / theirs.p99))
        print("  errors         \(ours.errors)             \(theirs.errors)")
    }
}
