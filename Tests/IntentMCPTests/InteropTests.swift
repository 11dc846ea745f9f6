import Foundation
import Testing

@testable import IntentMCP

#if canImport(Glibc)
import Glibc
#endif

/// The official Python MCP client (Tests/interop, through scripts/mcp-interop.sh) against this
/// server serving the Kitchen app on a Unix socket; the SDK reaches it through a stdio bridge.
/// Runs when `.venv-mcp` exists (the script creates it: `scripts/mcp-interop.sh --help` is enough).
@Suite struct InteropTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let hasVenv = FileManager.default.fileExists(
        atPath: root.appendingPathComponent(".venv-mcp/bin/python").path)

    @Test(.enabled(if: hasVenv, "needs .venv-mcp (created by scripts/mcp-interop.sh)"), .timeLimit(.minutes(5)))
    func officialPythonClientPassesTheInteropSuite() async throws {
        let path = "/tmp/intentmcp-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sock"
        let listener = try SocketServer(path: path, server: MCPServer(backend: KitchenBackend()))
        defer { listener.stop() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            Self.root.appendingPathComponent("scripts/mcp-interop.sh").path, "python3",
            Self.root.appendingPathComponent("Tests/interop/socket_bridge.py").path, path,
        ]
        // Into a file, not a pipe: a long failure report would fill a pipe nobody reads yet.
        let log = path + ".log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        defer { unlink(log) }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = output
        process.standardError = output
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        try output.close()
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        if let copy = ProcessInfo.processInfo.environment["MCP_INTEROP_LOG"] {
            try? text.write(toFile: copy, atomically: true, encoding: .utf8)
        }
        #expect(status == 0, "\(text)")
        #expect(text.contains("passed"), "\(text)")
        #expect(!text.contains("skipped"), "\(text)")
    }
}

/// Serves MCP on a Unix socket, one server connection per accepted client.
final class SocketServer: Sendable {
    let listener: Int32
    let path: String

    struct Failure: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call) failed: errno \(code)" }
    }

    init(path: String, server: MCPServer) throws {
        self.path = path
        unlink(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(call: "socket", code: errno) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, listen(fd, 16) == 0 else { throw Failure(call: "bind/listen", code: errno) }
        listener = fd
        Thread {
            while true {
                let client = accept(fd, nil, nil)
                if client < 0 {
                    if errno == EINTR { continue }
                    return
                }
                let transport = Self.transport(on: client)
                Task {
                    await server.run(on: transport)
                    close(client)
                }
            }
        }.start()
    }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        unlink(path)
    }

    private static func transport(on fd: Int32) -> ByteStreamTransport {
        let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self)
        Thread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                continuation.yield(Array(buffer[0..<count]))
            }
            continuation.finish()
        }.start()
        return ByteStreamTransport(
            chunks: stream, frameLimit: MCPServerOptions.defaultFrameLimit,
            write: { bytes in
                bytes.withUnsafeBytes { raw in
                    var offset = 0
                    while offset < raw.count {
                        let written = send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                        if written <= 0 { return }
                        offset += written
                    }
                }
            },
            onClose: { shutdown(fd, Int32(SHUT_WR)) })
    }
}
