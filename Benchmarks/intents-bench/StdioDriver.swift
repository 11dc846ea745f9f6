import AppIntentsMetadata
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `intents-bench stdio-drive`: the servers' own time a call, without a client's.
///
/// The fixed client sleeps in `read` while a server works and pays for its wake-up, and its own
/// time a call is on both sides of the ratio. This driver sends the fixed client's requests
/// (recorded by `Benchmarks/mcp-floor/record.py --requests-out`) over the same pipes but never
/// sleeps: it polls its end of the pipe for the answer. It waits `--gap` microseconds (60 by
/// default) after each answer, so that a server's work after an answer (a donation) is done
/// before the next request. Ours and the reference are measured in turn, twice each; the medians
/// a tool of the round trip, from the request's `write` to the answer's last byte, and their
/// ratio are printed.
enum StdioDriver {
    static func run(_ arguments: [String]) -> Int32 {
        var calls = 1000
        var gap = 60
        var json = false
        var benchDirectory = "../shared/bench/mcp"
        var options = BenchArguments(arguments)
        do {
            while let option = options.next() {
                switch option {
                case "--json": json = true
                case "--calls": calls = try options.number(of: option)
                case "--gap": gap = try options.number(of: option, atLeast: 0)
                case "--bench-dir": benchDirectory = try options.value(of: option)
                case "--help", "-h":
                    print(
                        "usage: intents-bench stdio-drive [--calls N] [--gap MICROSECONDS] [--bench-dir DIR] [--json]")
                    return 0
                default: throw BenchArguments.unknown(option)
                }
            }
        } catch {
            return fail("\(error)")
        }
        // A server that exits mid-run is an error to report, not a signal that ends this process.
        signal(SIGPIPE, SIG_IGN)
        let python: String
        let app: URL
        switch PeerPython.peers() {
        case .success(let found): (python, app) = found
        case .failure(let missing): return fail(missing.description)
        }
        let reference = URL(fileURLWithPath: benchDirectory).appendingPathComponent("server_py.py")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("stdio-drive-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        do {
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            let requests = data.appendingPathComponent("requests")
            let recorded = try PeerPython.run(
                python,
                [
                    "Benchmarks/mcp-floor/record.py", "--bench-dir", benchDirectory, "--calls", String(calls),
                    "--out", data.appendingPathComponent("answers").path, "--requests-out", requests.path, "--",
                    python, reference.path,
                ])
            guard recorded == 0, let bytes = FileManager.default.contents(atPath: requests.path) else {
                return fail("record.py failed (exit \(recorded)); run from the project's root folder")
            }
            let lines = bytes.split(separator: 0x0A).map { Array($0) + [0x0A] }
            var ours: [[String: [Double]]] = []
            var theirs: [[String: [Double]]] = []
            for round in 0..<2 {
                let store = data.appendingPathComponent("bench-\(round).json").path
                ours.append(try drive([app.path, "--store", store, "mcp"], lines, gap: gap))
                theirs.append(try drive([python, reference.path], lines, gap: gap))
            }
            report(ours: merged(ours), theirs: merged(theirs), gap: gap, json: json)
            return 0
        } catch {
            return fail("\(error)")
        }
    }

    /// Each tool's round trips, in microseconds, past the warm-up (the first 100 calls).
    static func drive(_ command: [String], _ lines: [[UInt8]], gap: Int) throws -> [String: [Double]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let (write, read) = (input.fileHandleForWriting.fileDescriptor, output.fileHandleForReading.fileDescriptor)
        _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
        var times: [String: [Double]] = [:]
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var call = 0
        for line in lines {
            let tool = toolName(in: line)
            let isRequest = firstRange(of: Array(#""id":"#.utf8), in: line) != nil
            let started = now()
            try writeAll(write, line)
            guard isRequest else { continue }
            var received = 0
            let deadline = started + 10_000_000_000
            while true {
                if now() > deadline { throw BenchError(description: "\(command[0]) did not answer within 10 s") }
                let count = buffer.withUnsafeMutableBytes {
                    Glibc.read(read, $0.baseAddress! + received, $0.count - received)
                }
                if count > 0 {
                    received += count
                    if buffer[received - 1] == 0x0A { break }
                } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                    throw BenchError(description: "\(command[0]) closed its output")
                }
                if received == buffer.count { throw BenchError(description: "an answer over 1 MiB") }
            }
            let elapsed = Double(now() - started) / 1000
            if let tool {
                call += 1
                if call > 100 { times[tool, default: []].append(elapsed) }
            }
            let until = now() + UInt64(gap) * 1000
            while now() < until {}
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return times
    }

    static func merged(_ rounds: [[String: [Double]]]) -> [String: [Double]] {
        rounds.reduce(into: [:]) { all, round in
            for (tool, times) in round { all[tool, default: []] += times }
        }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }

    static func report(ours: [String: [Double]], theirs: [String: [Double]], gap: Int, json: Bool) {
        let tools = ours.keys.sorted()
        let all = (median(ours.values.flatMap { $0 }), median(theirs.values.flatMap { $0 }))
        if json {
            var perTool: [String: JSONValue] = [:]
            for tool in tools {
                let (a, b) = (median(ours[tool] ?? []), median(theirs[tool] ?? []))
                perTool[tool] = .object([
                    "oursMicroseconds": .number(a), "pythonMicroseconds": .number(b), "ratio": .number(b / a),
                ])
            }
            print(
                JSONValue.object([
                    "workload": "stdio-drive", "gapMicroseconds": .number(Double(gap)),
                    "oursMedianMicroseconds": .number(all.0), "pythonMedianMicroseconds": .number(all.1),
                    "ratio": .number(all.1 / all.0), "perTool": .object(perTool),
                ]))
            return
        }
        print("stdio-drive: a client that never sleeps, \(gap) µs between an answer and the next request")
        print("round trip (median µs)       ours   Python SDK   ratio")
        for tool in tools {
            let (a, b) = (median(ours[tool] ?? []), median(theirs[tool] ?? []))
            print(row(tool, a, b))
        }
        print(row("every call", all.0, all.1))
    }

    static func row(_ name: String, _ ours: Double, _ theirs: Double) -> String {
        "  " + name.padding(toLength: 20, withPad: " ", startingAt: 0)
            + String(format: " %10.1f %12.1f %7.1f×", ours, theirs, theirs / ours)
    }

    static func toolName(in line: [UInt8]) -> String? {
        let key = Array(#""name":""#.utf8)
        guard let start = firstRange(of: key, in: line)?.upperBound,
            let end = line[start...].firstIndex(of: UInt8(ascii: "\""))
        else { return nil }
        return String(decoding: line[start..<end], as: UTF8.self)
    }

    static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        guard needle.count <= haystack.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }

    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR || errno == EAGAIN { continue }
            guard written > 0 else { throw BenchError(description: "the server closed its input") }
            offset += written
        }
    }

    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("intents-bench stdio-drive: \(message)\n".utf8))
        return 64
    }
}
