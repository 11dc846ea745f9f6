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

    @Test func framerKeepsLinesUpToTheLimitAndCountsLongerOnes() {
        var framer = LineFramer(limit: 4)
        #expect(framer.push(Array("ab\ncd".utf8)) == [.message(Array("ab".utf8))])
        #expect(framer.push(Array("efgh\r\nxy\r\n".utf8)) == [.oversized(byteCount: 7), .message(Array("xy".utf8))])
        #expect(framer.push(Array("tail".utf8)).isEmpty)
        #expect(framer.finish() == .message(Array("tail".utf8)))
        #expect(framer.finish() == nil)
    }
}
