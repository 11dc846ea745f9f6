import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One newline-delimited frame read from a transport.
package enum Frame: Hashable, Sendable {
    /// The bytes of one line, without its newline (not yet checked for UTF-8 or JSON).
    case message([UInt8])
    /// A line longer than the frame limit; its bytes were discarded as they arrived.
    case oversized(byteCount: Int)
    /// A message the transport already checked (UTF-8) and parsed, as Streamable HTTP's gate
    /// does, so that it is not parsed twice.
    case parsed(MCPJSON)
}

/// A bidirectional channel of newline-delimited JSON-RPC frames (MCP's stdio transport).
package protocol MCPTransport: Sendable {
    /// The next frame, or `nil` once the peer closed its side.
    func receive() async -> Frame?
    /// Writes one message; the transport appends the newline.
    func send(_ message: [UInt8]) async
    /// Writes one message that belongs to a request: its response, or a notification or request
    /// the server sends while answering it. A transport with one stream per request (Streamable
    /// HTTP) sends it on that request's stream; by default it is `send(_:)`.
    func send(_ message: [UInt8], _ relation: OutboundRelation) async
    /// Closes the output once the server has nothing more to say.
    func close() async
}

/// Which client request an outbound message belongs to.
package enum OutboundRelation: Sendable, Hashable {
    /// None: an error about a frame that carried no usable id.
    case none
    /// The response to the request with this id: the last message about it.
    case response(to: MCPJSON)
    /// A notification (progress) or a request (elicitation) sent while answering this request.
    case during(MCPJSON)
}

extension MCPTransport {
    package func send(_ message: [UInt8], _ relation: OutboundRelation) async {
        await send(message)
    }
}

/// Splits a byte stream into lines, never holding more than `limit` bytes of one line.
package struct LineFramer: Sendable {
    /// The largest frame kept, in bytes.
    package let limit: Int
    private var line: [UInt8] = []
    private var discarded = 0

    /// Creates a framer that keeps frames up to `limit` bytes.
    package init(limit: Int) { self.limit = limit }

    /// The complete frames in `chunk` (with what came before it).
    package mutating func push(_ chunk: [UInt8]) -> [Frame] {
        var frames: [Frame] = []
        var start = chunk.startIndex
        while start < chunk.endIndex {
            guard let newline = chunk[start...].firstIndex(of: 0x0A) else {
                take(chunk[start...])
                break
            }
            take(chunk[start..<newline])
            frames.append(close())
            start = newline + 1
        }
        return frames
    }

    /// What is left at end of input: a last frame without its newline, if any.
    package mutating func finish() -> Frame? {
        guard !line.isEmpty || discarded > 0 else { return nil }
        return close()
    }

    private mutating func take(_ bytes: ArraySlice<UInt8>) {
        if discarded > 0 {
            discarded += bytes.count
        } else if line.count + bytes.count > limit {
            discarded = line.count + bytes.count
            line = []
        } else {
            line += bytes
        }
    }

    private mutating func close() -> Frame {
        defer {
            line = []
            discarded = 0
        }
        if discarded > 0 { return .oversized(byteCount: discarded) }
        if line.last == 0x0D { line.removeLast() }
        return .message(line)
    }
}

/// A transport over a stream of byte chunks and a write function: the shared core of the stdio
/// transport and the in-memory twin.
package actor ByteStreamTransport: MCPTransport {
    private var chunks: AsyncStream<[UInt8]>.Iterator
    private var framer: LineFramer
    private var ready: [Frame] = []
    private var ended = false
    private let write: @Sendable ([UInt8]) -> Void
    private let onClose: @Sendable () -> Void

    /// Creates a transport reading `chunks`, writing through `write`, calling `onClose` at the end.
    package init(
        chunks: AsyncStream<[UInt8]>, frameLimit: Int, write: @escaping @Sendable ([UInt8]) -> Void,
        onClose: @escaping @Sendable () -> Void = {}
    ) {
        self.chunks = chunks.makeAsyncIterator()
        self.framer = LineFramer(limit: frameLimit)
        self.write = write
        self.onClose = onClose
    }

    package func close() async { onClose() }

    package func receive() async -> Frame? {
        while ready.isEmpty {
            if ended { return nil }
            var iterator = chunks
            let chunk = await iterator.next(isolation: self)
            chunks = iterator
            if let chunk {
                ready += framer.push(chunk)
            } else {
                ended = true
                if let last = framer.finish() { ready.append(last) }
            }
        }
        return ready.removeFirst()
    }

    package func send(_ message: [UInt8]) async {
        write(message + [0x0A])
    }
}

/// MCP over this process's standard input and output.
package enum StdioTransport {
    /// Serves one connection on `input` and `output` (standard input and output by default) until
    /// the client closes its side, on a thread of the connection's own (see `StdioLoop`).
    package static func serve(_ server: MCPServer, input: Int32 = 0, output: Int32 = 1) async {
        let loop = StdioLoop(
            input: input, output: output, frameLimit: server.options.frameLimit,
            idleSpinMicroseconds: server.options.idleSpinMicroseconds)
        loop.start()
        await withTaskExecutorPreference(loop) {
            await server.run(on: loop)
        }
        loop.stop()
    }
}

/// An in-memory connection: the client end for tests, the server end as an `MCPTransport`.
package enum InMemoryTransport {
    /// The client's end of an in-memory connection.
    package struct ClientEnd: Sendable {
        fileprivate let toServer: AsyncStream<[UInt8]>.Continuation
        fileprivate let fromServer: AsyncStream<[UInt8]>

        /// Writes raw bytes to the server (no newline is added).
        package func write(_ bytes: [UInt8]) { toServer.yield(bytes) }

        /// Writes one message followed by a newline.
        package func send(_ message: MCPJSON) { toServer.yield(message.serialized + [0x0A]) }

        /// Closes the client's side (end of input for the server).
        package func close() { toServer.finish() }

        /// The server's messages, one per element, without newlines.
        package var messages: AsyncStream<[UInt8]> { fromServer }
    }

    /// A connected pair.
    package static func pair(
        frameLimit: Int = MCPServerOptions.defaultFrameLimit
    ) -> (
        client: ClientEnd, server: ByteStreamTransport
    ) {
        let (toServer, toServerContinuation) = AsyncStream.makeStream(of: [UInt8].self)
        let (fromServer, fromServerContinuation) = AsyncStream.makeStream(of: [UInt8].self)
        let server = ByteStreamTransport(
            chunks: toServer, frameLimit: frameLimit,
            write: { bytes in fromServerContinuation.yield(Array(bytes.dropLast())) },
            onClose: { fromServerContinuation.finish() })
        return (ClientEnd(toServer: toServerContinuation, fromServer: fromServer), server)
    }
}
