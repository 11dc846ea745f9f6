import AppIntentsMetadata
import Foundation

/// Measures our MCP server (the `mcp-bench-app` intents, served by `APP mcp`) against the Python
/// SDK's reference server with the same three tools, with the same client in the same run.
enum McpBench {
    static func run(_ arguments: [String]) async -> Int32 {
        var calls = 2000
        var coldStarts = 5
        var json = false
        var benchDirectory = "../shared/bench/mcp"
        var index = 0
        func value() -> String? {
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--json": json = true
            case "--calls": calls = value().flatMap(Int.init) ?? -1
            case "--cold-starts": coldStarts = value().flatMap(Int.init) ?? -1
            case "--bench-dir": benchDirectory = value() ?? ""
            case "--help", "-h":
                print("usage: intents-bench mcp [--calls N] [--cold-starts N] [--bench-dir DIR] [--json]")
                return 0
            default:
                return usage("unknown option '\(arguments[index])'")
            }
            index += 1
        }
        guard calls > 0, coldStarts > 0 else { return usage("--calls and --cold-starts take positive numbers") }
        let client = URL(fileURLWithPath: benchDirectory).appendingPathComponent("bench_client.py")
        let reference = URL(fileURLWithPath: benchDirectory).appendingPathComponent("server_py.py")
        guard FileManager.default.fileExists(atPath: client.path) else {
            return usage("\(client.path) not found; pass --bench-dir with ../shared/bench/mcp")
        }
        guard let python = PeerPython.find() else {
            return usage("no Python with the mcp package: run scripts/peers-venv.sh first")
        }
        let app = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("mcp-bench-app")
        guard FileManager.default.isExecutableFile(atPath: app.path) else {
            return usage("\(app.path) not found; build it: swift build -c release --product mcp-bench-app")
        }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        do {
            let ours = try measure(
                python: python, client: client, calls: calls, coldStarts: coldStarts,
                server: [app.path, "--store", data.appendingPathComponent("bench.json").path, "mcp"])
            let theirs = try measure(
                python: python, client: client, calls: calls, coldStarts: coldStarts, server: [python, reference.path])
            report(ours: ours, theirs: theirs, calls: calls, json: json)
            return 0
        } catch {
            FileHandle.standardError.write(Data("intents-bench mcp: \(error)\n".utf8))
            return 1
        }
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
        guard status == 0, let data = FileManager.default.contents(atPath: output.path),
            let result = try? JSONValue.parse(String(decoding: data, as: UTF8.self))
        else {
            throw BenchError(
                description: "bench_client.py failed (exit \(status)) for \(server.joined(separator: " "))")
        }
        let cold = (result["coldStartS"]?.arrayValue ?? []).compactMap(\.numberValue).sorted()
        return Figures(
            coldStartMedian: cold.isEmpty ? .nan : cold[cold.count / 2] * 1000,
            callsPerSecond: result["callsPerS"]?.numberValue ?? .nan,
            p50: result["latencyMs"]?["p50"]?.numberValue ?? .nan,
            p99: result["latencyMs"]?["p99"]?.numberValue ?? .nan,
            errors: Int(result["errors"]?.numberValue ?? -1))
    }

    static func report(ours: Figures, theirs: Figures, calls: Int, json: Bool) {
        let coldRatio = ours.coldStartMedian / theirs.coldStartMedian
        let callsRatio = ours.callsPerSecond / theirs.callsPerSecond
        let p99Ratio = ours.p99 / theirs.p99
        if json {
            print(
                JSONValue.object([
                    "workload": "mcp", "calls": .number(Double(calls)),
                    "ours": figuresJSON(ours), "python": figuresJSON(theirs),
                    "coldStartRatio": .number(coldRatio), "callsPerSecondRatio": .number(callsRatio),
                    "p99Ratio": .number(p99Ratio),
                ]))
            return
        }
        print("mcp: \(calls) calls (order_soup, complete_task, search_recipes), raw JSON-RPC client, same run")
        print("                     ours        python SDK     ratio    target")
        print(
            String(
                format: "  cold start     %8.1f ms   %8.1f ms   %6.3f×   ≤ 0.05×", ours.coldStartMedian,
                theirs.coldStartMedian, coldRatio))
        print(
            String(
                format: "  calls/s        %8.0f      %8.0f      %6.1f×   ≥ 20×", ours.callsPerSecond,
                theirs.callsPerSecond, callsRatio))
        print(String(format: "  p50            %8.3f ms   %8.3f ms", ours.p50, theirs.p50))
        print(String(format: "  p99            %8.3f ms   %8.3f ms   %6.3f×   ≤ 0.1×", ours.p99, theirs.p99, p99Ratio))
        print("  errors         \(ours.errors)             \(theirs.errors)")
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
