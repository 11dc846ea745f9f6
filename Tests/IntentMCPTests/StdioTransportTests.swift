import Testing

@testable import IntentMCP

#if canImport(Glibc)
import Glibc
#endif

@Suite struct StdioTransportTests {
    @Test func servesOverFileDescriptorsUntilEndOfInput() async throws {
        var toServer: [Int32] = [0, 0]
        var fromServer: [Int32] = [0, 0]
        #expect(pipe(&toServer) == 0)
        #expect(pipe(&fromServer) == 0)
        let (serverInput, serverOutput) = (toServer[0], fromServer[1])
        let server = Task {
            await StdioTransport.serve(MCPServer(backend: KitchenBackend()), input: serverInput, output: serverOutput)
        }
        let frames =
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{}}}"#
            + "\n" + #"{"jsonrpc":"2.0","id":2,"method":"ping"}"# + "\n"
        _ = frames.utf8CString.withUnsafeBufferPointer { write(toServer[1], $0.baseAddress, $0.count - 1) }
        close(toServer[1])
        await server.value
        close(fromServer[1])
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fromServer[0], $0.baseAddress, $0.count) }
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        close(fromServer[0])
        close(toServer[0])
        let lines = output.split(separator: 0x0A).map { try? JSONParser.parse(Array($0)) }
        #expect(lines.count == 2)
        #expect(lines.first??[path: "result", "protocolVersion"] == "2025-06-18")
        #expect(lines.last??["id"] == 2)
    }

    /// The client's end of a stdio connection over two pipes, reading the server's lines.
    final class PipeClient: Sendable {
        let toServer: (read: Int32, write: Int32)
        let fromServer: (read: Int32, write: Int32)

        init() {
            var up: [Int32] = [0, 0]
            var down: [Int32] = [0, 0]
            precondition(pipe(&up) == 0 && pipe(&down) == 0)
            toServer = (up[0], up[1])
            fromServer = (down[0], down[1])
        }

        func send(_ line: String) {
            let bytes = Array((line + "\n").utf8)
            _ = bytes.withUnsafeBytes { write(toServer.write, $0.baseAddress, $0.count) }
        }

        /// The next line from the server (blocking), parsed; `nil` at end of output.
        func next() -> MCPJSON? {
            var line: [UInt8] = []
            var byte: UInt8 = 0
            while read(fromServer.read, &byte, 1) == 1 {
                if byte == 0x0A { return try? JSONParser.parse(line) }
                line.append(byte)
            }
            return nil
        }

        /// Reads lines until `stop` says so, answering elicitation requests with `answer`.
        func readLines(until stop: (MCPJSON) -> Bool, answer: MCPJSON) -> [MCPJSON] {
            var seen: [MCPJSON] = []
            while let message = next() {
                seen.append(message)
                if message["method"] == "elicitation/create", let id = message["id"] {
                    send(MCPJSON.object(["jsonrpc": "2.0", "id": id, "result": answer]).text)
                }
                if stop(message) { break }
            }
            return seen
        }
    }

    @Test func requestsInterleaveOnTheConnectionThreadAndCancellationAndQuestionsWork() async throws {
        let client = PipeClient()
        let (serverInput, serverOutput) = (client.toServer.read, client.fromServer.write)
        let server = Task {
            await StdioTransport.serve(MCPServer(backend: KitchenBackend()), input: serverInput, output: serverOutput)
        }
        client.send(
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{"form":{}}}}}"#
        )
        // A slow call with progress (0.8 s), a quick one behind it, a slow one cancelled, and one
        // that asks.
        client.send(
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"SimmerStockIntent","arguments":{"minutes":8},"_meta":{"progressToken":"p"}}}"#
        )
        client.send(#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"ClearOrderHistoryIntent"}}"#)
        client.send(
            #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"SimmerStockIntent","arguments":{"minutes":5}}}"#
        )
        client.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":4}}"#)
        client.send(#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"OrderSoupIntent"}}"#)
        let answer: MCPJSON = ["action": "accept", "content": ["soup": "tomato"]]
        let seen = await Task.detached {
            client.readLines(until: { $0["id"] == 2 && $0["result"] != nil }, answer: answer)
        }.value
        client.send(#"{"jsonrpc":"2.0","id":6,"method":"ping"}"#)
        let last = await Task.detached { client.readLines(until: { $0["id"] == 6 }, answer: answer) }.value
        close(client.toServer.write)
        await server.value
        close(client.fromServer.write)
        let responses = (seen + last).filter { $0["method"] == nil }.compactMap { $0["id"]?.intValue }
        // The quick call and the question were answered while the slow call simmered.
        #expect(responses == [1, 3, 5, 2, 6])
        let progress = seen.filter { $0["method"] == "notifications/progress" }
        #expect(progress.count == 8)
        #expect(seen.contains { $0["method"] == "elicitation/create" })
        let ordered = seen.first { $0["id"] == 5 }
        #expect(ordered?[path: "result", "content", 0, "text"] == "Ordered 1 medium Tomato Basil.")
        close(client.fromServer.read)
        close(client.toServer.read)
    }

    @Test func hostileInputOverPipesGetsAnErrorEachAndTheServerGoesOn() async throws {
        let client = PipeClient()
        let (serverInput, serverOutput) = (client.toServer.read, client.fromServer.write)
        let server = Task {
            await StdioTransport.serve(MCPServer(backend: KitchenBackend()), input: serverInput, output: serverOutput)
        }
        let written = Task.detached {
            var bytes = Array("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"pad\":\"".utf8)
            bytes += Array(repeating: UInt8(ascii: "x"), count: 10 * 1024 * 1024)
            bytes += Array("\"}}\n".utf8)
            bytes += [0xFF, 0xFE, 0x0A]  // not UTF-8
            bytes += Array("{\"jsonrpc\":\"1.0\",\"id\":2,\"method\":\"ping\"}\n".utf8)
            for id in 3..<203 { bytes += Array("{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"ping\"}\n".utf8) }
            bytes += Array("{\"jsonrpc\":\"2.0\",\"id\":203,\"method\":\"tools/list\"}\n".utf8)
            bytes += Array("{\"jsonrpc\":\"2.0\",\"id\":204,\"meth".utf8)  // cut off by the end of input
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes { write(client.toServer.write, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                offset += count
            }
            close(client.toServer.write)
            return offset
        }
        let answers = await Task.detached { () -> [MCPJSON] in
            var answers: [MCPJSON] = []
            while answers.count < 205, let message = client.next() { answers.append(message) }
            return answers
        }.value
        #expect(await written.value > 10 * 1024 * 1024)
        await server.value
        close(client.fromServer.write)
        #expect(client.next() == nil, "nothing after the last answer")
        close(client.fromServer.read)
        close(client.toServer.read)
        #expect(answers.count == 205)
        #expect(answers[0][path: "error", "message"]?.stringValue?.contains("exceeds the limit") == true)
        #expect(answers[1][path: "error", "code"] == -32700)
        #expect(answers[2][path: "error", "code"] == -32600)
        #expect(answers[2]["id"] == 2)
        // Each request of the flood is answered once: a result, or "too many pending requests".
        let flood = answers.filter { ($0["id"]?.intValue).map { (3..<203).contains($0) } ?? false }
        #expect(flood.compactMap { $0["id"]?.intValue }.sorted() == Array(3..<203))
        #expect(flood.allSatisfy { $0["result"] == [:] || $0[path: "error", "code"] == -32000 })
        #expect(answers.contains { $0["id"] == 203 && $0[path: "result", "tools"] != nil })
        #expect(answers.last?[path: "error", "code"] == -32700)
    }

    @Test func framerKeepsLinesUpToTheLimitAndCountsLongerOnes() {
        var framer = LineFramer(limit: 4)
        #expect(framer.push(Array("ab\ncd".utf8)) == [.message(Array("ab".utf8))])
        #expect(framer.push(Array("efgh\r\nxy\r\n".utf8)) == [.oversized(byteCount: 7), .message(Array("xy".utf8))])
        #expect(framer.push(Array("tail".utf8)).isEmpty)
        #expect(framer.finish() == .message(Array("tail".utf8)))
        #expect(framer.finish() == nil)
    }
}
