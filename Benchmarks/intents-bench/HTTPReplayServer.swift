import Foundation
import IntentMCP

#if canImport(Glibc)
import Glibc
#endif

/// `intents-bench http-replay HOST:PORT FILE`: answers each MCP POST with the next recorded answer
/// of FILE (as `intents-bench replay` does on stdio), over the HTTP server our MCP server uses
/// (libmicrohttpd, a thread per connection, polling 100 µs before it sleeps).
///
/// FILE is what `Benchmarks/mcp-floor/record.py` records: initialize, tools/list, then one answer
/// per tool call of the fixed client's plan. A `tools/list` is answered with the second line; every
/// other request with the next call's answer, under the request's own id. Nothing an MCP server
/// does is done, so what a client measures against it is its own cost and the HTTP transport's:
/// the ceiling of any server on this HTTP stack.
enum HTTPReplayServer {
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2, let colon = arguments[0].lastIndex(of: ":"),
            let port = UInt16(arguments[0][arguments[0].index(after: colon)...]),
            let data = FileManager.default.contents(atPath: arguments[1])
        else {
            FileHandle.standardError.write(
                Data("usage: intents-bench http-replay HOST:PORT FILE (a file of recorded answers)\n".utf8))
            return 64
        }
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: true).map { Array($0) }
        guard lines.count > 2 else {
            FileHandle.standardError.write(Data("intents-bench http-replay: \(arguments[1]) has no answers\n".utf8))
            return 65
        }
        let handler = Replay(list: lines[1], calls: Array(lines[2...]))
        var limits = HTTPServer.Limits()
        limits.idleSpinMicroseconds = 100
        do {
            _ = try HTTPServer(host: String(arguments[0][..<colon]), port: port, limits: limits, handler: handler)
        } catch {
            FileHandle.standardError.write(Data("intents-bench http-replay: \(error)\n".utf8))
            return 69
        }
        while true { pause() }
    }

    /// The recorded answers, handed out in order.
    final class Replay: HTTPHandler, @unchecked Sendable {
        // @unchecked: `next` changes only with `lock` held; the answers never change.
        private let list: [UInt8]
        private let calls: [[UInt8]]
        private let lock = NSLock()
        private var next = 0

        init(list: [UInt8], calls: [[UInt8]]) {
            self.list = list
            self.calls = calls
        }

        func handle(_ request: HTTPRequest) -> HTTPResponse {
            guard request.method == "POST" else { return HTTPResponse(status: 405) }
            let answer: [UInt8]
            if firstIndex(of: #""tools/list""#, in: request.body[...]) != nil {
                answer = list
            } else {
                lock.lock()
                answer = calls[next]
                next = (next + 1) % calls.count
                lock.unlock()
            }
            return HTTPResponse(
                status: 200, headers: [("Content-Type", "application/json")],
                body: .bytes(Self.withID(of: request.body, answer)))
        }

        /// `answer` (which begins `{"id":N,`) with the id of `request` instead of N.
        static func withID(of request: [UInt8], _ answer: [UInt8]) -> [UInt8] {
            let key = #""id":"#
            guard let start = firstIndex(of: key, in: request[...]),
                let comma = answer.firstIndex(of: UInt8(ascii: ","))
            else { return answer }
            var end = start + key.utf8.count
            while end < request.count, request[end] != UInt8(ascii: ","), request[end] != UInt8(ascii: "}") { end += 1 }
            return Array(#"{"id":"#.utf8) + request[(start + key.utf8.count)..<end] + answer[comma...]
        }
    }
}
