import CMicroHTTPD
import Foundation

/// One HTTP request as libmicrohttpd parsed it.
package struct HTTPRequest: Sendable {
    /// `GET`, `POST`, …
    package var method: String
    /// The path, without the query.
    package var path: String
    /// Header fields by lowercased name (the last one wins when a name repeats).
    package var headers: HTTPHeaders
    /// The body, or empty when it was larger than the limit (see `bodyOverflow`).
    package var body: [UInt8]
    /// The size of a body that exceeded the limit; its bytes were discarded as they arrived.
    package var bodyOverflow: Int?

    package init(
        method: String, path: String, headers: HTTPHeaders = [:], body: [UInt8] = [], bodyOverflow: Int? = nil
    ) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.bodyOverflow = bodyOverflow
    }
}

/// A request's header fields by lowercased name. A request carries a handful, so they are kept
/// in arrival order and found by comparing names, which costs less than hashing each name into a
/// dictionary and allocating its table; libmicrohttpd's memory limit bounds how many there are.
package struct HTTPHeaders: Sendable, ExpressibleByDictionaryLiteral {
    private var fields: [(name: String, value: String)] = []

    package init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { self[name] = value }
    }

    /// Room for `count` fields.
    package init(minimumCapacity count: Int) { fields.reserveCapacity(count) }

    /// How many times the field `name` (lowercased) came.
    package func count(of name: String) -> Int {
        var count = 0
        for field in fields where field.name == name { count += 1 }
        return count
    }

    /// Whether the field `name` (lowercased) came more than once with values that differ
    /// (libmicrohttpd has taken the white space around each value off).
    package func disagree(_ name: String) -> Bool {
        var first: String?
        for field in fields where field.name == name {
            if let first, first != field.value { return true }
            first = first ?? field.value
        }
        return false
    }

    /// The value of the field `name` (lowercased), the last one when it repeats.
    package subscript(name: String) -> String? {
        get { fields.last { $0.name == name }?.value }
        set {
            fields.removeAll { $0.name == name }
            if let newValue { fields.append((name, newValue)) }
        }
    }

    /// Adds a field as it arrived, after any of the same name (which it then hides).
    package mutating func append(name: String, value: String) { fields.append((name, value)) }
}

/// An HTTP response: a whole body, or a stream written while it is sent (Server-Sent Events).
package struct HTTPResponse: Sendable {
    package enum Body: Sendable {
        case bytes([UInt8])
        case stream(HTTPStream)
    }

    package var status: Int
    package var headers: [(String, String)]
    package var body: Body
    /// Called on the connection thread once libmicrohttpd is done with the response: sent to the
    /// end, or the client went away.
    package var onCompleted: (@Sendable () -> Void)?

    package init(
        status: Int, headers: [(String, String)] = [], body: Body = .bytes([]),
        onCompleted: (@Sendable () -> Void)? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.onCompleted = onCompleted
    }
}

/// What serves the requests. Called on a libmicrohttpd connection thread, which it may block.
package protocol HTTPHandler: Sendable {
    func handle(_ request: HTTPRequest) -> HTTPResponse
}

/// The bytes of a streamed response, written by the server and read by libmicrohttpd's
/// connection thread, which blocks until there are some.
// Unchecked: a lock box; every member is read and written under `lock`.
package final class HTTPStream: @unchecked Sendable {
    private let condition = NSCondition()
    private var chunks: [[UInt8]] = []
    private var offset = 0
    private var finished = false
    private var gone = false
    private var onClose: (@Sendable () -> Void)?
    /// Written when nothing else was for this long, so that proxies and the client see a live stream.
    private let keepAlive: [UInt8]
    private let keepAliveInterval: TimeInterval

    /// A stream that writes `keepAlive` after `interval` seconds of silence.
    package init(keepAlive: [UInt8] = Array(": keep-alive\n\n".utf8), interval: TimeInterval = 15) {
        self.keepAlive = keepAlive
        self.keepAliveInterval = interval
    }

    /// Calls `handler` once if the client goes away before the stream finished.
    package func onClientGone(_ handler: @escaping @Sendable () -> Void) {
        condition.lock()
        let already = gone && !finished
        if !already { onClose = handler }
        condition.unlock()
        if already { handler() }
    }

    /// Appends bytes to the stream.
    package func write(_ bytes: [UInt8]) {
        condition.lock()
        if !finished { chunks.append(bytes) }
        condition.signal()
        condition.unlock()
    }

    /// Ends the stream after what was written.
    package func finish() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    /// Copies up to `capacity` bytes into `buffer`; `nil` at the end of the stream.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while chunks.isEmpty {
            if finished { return nil }
            if !condition.wait(until: Date(timeIntervalSinceNow: keepAliveInterval)), chunks.isEmpty, !finished {
                chunks.append(keepAlive)
            }
        }
        let chunk = chunks[0]
        let count = min(buffer.count, chunk.count - offset)
        chunk.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + offset, byteCount: count)
        }
        offset += count
        if offset == chunk.count {
            chunks.removeFirst()
            offset = 0
        }
        return count
    }

    /// libmicrohttpd is done with the stream: sent to the end, or the client went away.
    func released() {
        condition.lock()
        gone = true
        let handler = finished ? nil : onClose
        onClose = nil
        finished = true
        chunks = []
        condition.unlock()
        handler?()
    }
}

/// An HTTP/1.1 server on libmicrohttpd, one thread per connection.
package final class HTTPServer: Sendable {
    /// Limits libmicrohttpd enforces.
    package struct Limits: Sendable {
        /// Seconds a connection may stay idle (also bounds a client that sends slowly).
        package var connectionTimeout: UInt32 = 10
        /// Connections at once.
        package var connections: UInt32 = 256
        /// Connections at once from one address.
        package var connectionsPerAddress: UInt32 = 64
        /// The largest body kept; a larger one arrives as `bodyOverflow`.
        package var bodyBytes: Int = 4 << 20
        /// How long a keep-alive connection's thread polls for the next request after a response,
        /// before it sleeps in libmicrohttpd's `select` (see `IdleSpin`); 0 sleeps at once.
        package var idleSpinMicroseconds: Int = 0
        /// Each connection's memory in libmicrohttpd: the request line and header fields must fit
        /// in it (a larger block is refused with 431), and the body passes through it in pieces.
        /// libmicrohttpd zeroes all of it before each request on a keep-alive connection, so a
        /// larger one costs every request a wider `memset` and evicts the server's own data from
        /// the CPU's caches (64 KiB cost a request about 8 % more time than 16 KiB).
        package var connectionMemoryBytes: Int = 16 * 1024

        package init() {}
    }

    /// A private key and its certificate chain, as PEM text, for HTTPS.
    package struct TLS: Sendable {
        package var key: String
        package var certificate: String

        package init(key: String, certificate: String) {
            self.key = key
            self.certificate = certificate
        }
    }

    /// A running libmicrohttpd daemon and the PEM text it was given, which must outlive it.
    private struct Daemon: @unchecked Sendable {
        // @unchecked: the pointers are libmicrohttpd's and ours, used under the server's lock.
        let pointer: OpaquePointer
        let tlsText: (key: UnsafeMutablePointer<CChar>, certificate: UnsafeMutablePointer<CChar>)?

        /// Stops the daemon (ending its connections) and frees its text.
        func stop() {
            MHD_stop_daemon(pointer)
            if let tlsText {
                free(tlsText.key)
                free(tlsText.certificate)
            }
        }
    }

    private struct State {
        /// The daemon that accepts connections.
        var current: Daemon?
        /// Daemons that handed their listening socket on and serve the connections they had.
        var draining: [Daemon] = []
    }

    private let context: Unmanaged<ServerContext>
    private let host: String
    private let limits: Limits
    private let state: Locked<State>
    /// The port the server listens on.
    package let port: UInt16

    /// Starts listening on `host` (an IP literal) and `port` (0: a free port); with `tls`, for
    /// HTTPS.
    package init(
        host: String, port: UInt16, limits: Limits = .init(), tls: TLS? = nil, handler: any HTTPHandler
    ) throws(HTTPServerError) {
        let context = Unmanaged.passRetained(
            ServerContext(handler: handler, bodyLimit: limits.bodyBytes, idleSpin: limits.idleSpinMicroseconds))
        guard let daemon = Self.start(host: host, port: port, limits: limits, tls: tls, context: context) else {
            context.release()
            throw HTTPServerError(host: host, port: port, tls: tls != nil)
        }
        self.context = context
        self.host = host
        self.limits = limits
        self.state = Locked(State(current: daemon))
        self.port = mhd_shim_port(daemon.pointer)
    }

    /// A daemon on `host` and `port`, or on the listening socket `listening` when it is 0 or more.
    private static func start(
        host: String, port: UInt16, limits: Limits, tls: TLS?, context: Unmanaged<ServerContext>,
        listening: Int32 = -1
    ) -> Daemon? {
        let tlsText = tls.map { (key: strdup($0.key)!, certificate: strdup($0.certificate)!) }
        guard
            let pointer = mhd_shim_start(
                host, port, httpAccess, context.toOpaque(), httpCompleted, context.toOpaque(), limits.connectionTimeout,
                limits.connections, limits.connectionsPerAddress, limits.connectionMemoryBytes, tlsText?.key,
                tlsText?.certificate, listening)
        else {
            if let tlsText {
                free(tlsText.key)
                free(tlsText.certificate)
            }
            return nil
        }
        return Daemon(pointer: pointer, tlsText: tlsText)
    }

    /// Serves new connections with `tls` from now on, on the same socket: a renewed certificate
    /// without a restart. The connections already open go on with the previous certificate until
    /// they end (or for `drainSeconds` at most). When `tls` cannot serve (a key of another pair,
    /// a certificate GnuTLS refuses), the server goes on as it was and this throws.
    package func reload(tls: TLS, drainSeconds: Double = 60) throws(HTTPServerError) {
        // Tried first on a port of its own: the socket is handed over only to a daemon that starts.
        guard let trial = Self.start(host: "127.0.0.1", port: 0, limits: limits, tls: tls, context: context) else {
            throw HTTPServerError(
                host: host, port: port, tls: true,
                reload: "they are not a PEM pair that libmicrohttpd (GnuTLS) accepts")
        }
        trial.stop()
        let replaced: Daemon? = try state.withLock { state throws(HTTPServerError) in
            guard let current = state.current else {
                throw HTTPServerError(host: host, port: port, tls: true, reload: "the server has stopped")
            }
            let listening = mhd_shim_quiesce(current.pointer)
            guard listening >= 0 else {
                throw HTTPServerError(
                    host: host, port: port, tls: true, reload: "libmicrohttpd kept its listening socket")
            }
            guard
                let next = Self.start(
                    host: host, port: port, limits: limits, tls: tls, context: context, listening: listening)
            else {
                // Not expected after the trial: the socket goes back to a daemon with the previous
                // pair (or, failing that too, is closed).
                let previous = current.tlsText.map {
                    TLS(key: String(cString: $0.key), certificate: String(cString: $0.certificate))
                }
                state.current = Self.start(
                    host: host, port: port, limits: limits, tls: previous, context: context, listening: listening)
                if state.current == nil { _ = close(listening) }
                state.draining.append(current)
                throw HTTPServerError(
                    host: host, port: port, tls: true,
                    reload: state.current == nil
                        ? "the new daemon did not start, nor one with the previous pair: the server no longer listens"
                        : "the new daemon did not start; the previous pair serves again")
            }
            state.current = next
            state.draining.append(current)
            return current
        }
        guard let replaced else { return }
        // The previous daemon is stopped once its connections have ended.
        let server = Unmanaged.passRetained(self)
        Thread.detachNewThread {
            let server = server.takeRetainedValue()
            let deadline = Date(timeIntervalSinceNow: drainSeconds)
            while true {
                // Read under the lock: `stop()` may have stopped it meanwhile.
                let done: Bool? = server.state.withLock { state in
                    guard let index = state.draining.firstIndex(where: { $0.pointer == replaced.pointer }) else {
                        return nil
                    }
                    guard mhd_shim_connections(replaced.pointer) == 0 || Date() >= deadline else { return false }
                    state.draining.remove(at: index)
                    return true
                }
                guard let done else { return }  // stopped with the server
                if done { return replaced.stop() }
                usleep(100_000)
            }
        }
    }

    /// Stops listening and ends every connection.
    package func stop() {
        let daemons = state.withLock { state in
            defer { state = State() }
            return (state.current.map { [$0] } ?? []) + state.draining
        }
        for daemon in daemons { daemon.stop() }
        context.release()
    }
}

/// The server could not listen.
package struct HTTPServerError: Error, CustomStringConvertible {
    package var host: String
    package var port: UInt16
    /// Whether it was to serve HTTPS.
    package var tls = false
    /// Why a new key and certificate could not serve, for a server that goes on serving.
    package var reload: String?
    package var description: String {
        if let reload { return "cannot serve HTTPS with the new key and certificate: \(reload)" }
        return tls
            ? "cannot serve HTTPS on \(host):\(port): the key and certificate are not a PEM pair that libmicrohttpd (GnuTLS) accepts, the address is not an IP literal of this machine, or the port is in use"
            : "cannot listen on \(host):\(port): the address is not an IP literal of this machine, or the port is in use"
    }
}

/// What the C callbacks reach through their `cls`.
final class ServerContext: Sendable {
    let handler: any HTTPHandler
    let bodyLimit: Int
    let idleSpin: Int
    init(handler: any HTTPHandler, bodyLimit: Int, idleSpin: Int) {
        self.handler = handler
        self.bodyLimit = bodyLimit
        self.idleSpin = idleSpin
    }
}

/// A request's body while it arrives, then what to call once its response is sent; lives in
/// libmicrohttpd's per-request pointer until the request completes.
final class RequestBody {
    var bytes: [UInt8] = []
    var overflow: Int?
    /// The body was handed to the handler: later calls for this request are not body chunks.
    var handled = false
    var onCompleted: (@Sendable () -> Void)?
}

/// Collects header fields during `MHD_get_connection_values`.
final class HeaderBox {
    /// Room for a typical request's fields without growing the list.
    var headers = HTTPHeaders(minimumCapacity: 16)
}

// The callbacks are global functions, not closures: a closure in a file with top-level code
// would be main-actor isolated and trap when libmicrohttpd calls it from its own thread.

func httpAccess(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?, _ url: UnsafePointer<CChar>?,
    _ method: UnsafePointer<CChar>?, _ version: UnsafePointer<CChar>?, _ uploadData: UnsafePointer<CChar>?,
    _ uploadSize: UnsafeMutablePointer<Int>?, _ perRequest: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let cls, let connection, let perRequest, let uploadSize else { return MHD_Result.NO }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    guard let pointer = perRequest.pointee else {
        perRequest.pointee = Unmanaged.passRetained(RequestBody()).toOpaque()
        return MHD_Result.YES
    }
    let body = Unmanaged<RequestBody>.fromOpaque(pointer).takeUnretainedValue()
    if body.handled { return MHD_Result.NO }
    if uploadSize.pointee > 0 {
        let count = uploadSize.pointee
        if let overflow = body.overflow {
            body.overflow = overflow + count
        } else if body.bytes.count + count > context.bodyLimit {
            body.overflow = body.bytes.count + count
            body.bytes = []
        } else if let uploadData {
            body.bytes.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: count))
        }
        uploadSize.pointee = 0
        return MHD_Result.YES
    }
    body.handled = true
    let headers = HeaderBox()
    let box = Unmanaged.passUnretained(headers).toOpaque()
    _ = MHD_get_connection_values(connection, MHD_ValueKind.HEADER_KIND, httpHeader, box)
    var path = url.map { String(cString: $0) } ?? "/"
    // The absolute form (`POST http://host:port/mcp`), which a server must accept: its authority
    // stands for `Host` (RFC 9112, 3.2.2), and the path is what follows it.
    if let (authority, rest) = absoluteForm(path) {
        headers.headers["host"] = authority
        path = rest
    }
    let request = HTTPRequest(
        method: method.map { String(cString: $0) } ?? "", path: path,
        headers: headers.headers, body: body.bytes, bodyOverflow: body.overflow)
    body.bytes = []
    let response = context.handler.handle(request)
    // Kept until `httpCompleted`, which libmicrohttpd calls once the response is sent.
    body.onCompleted = response.onCompleted
    return queue(response, on: connection)
}

/// The host of an authority: `example.com` of `example.com:8080`, `[::1]` of `[::1]:80`.
func authorityHost(_ authority: String) -> String {
    if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
        return String(authority[...close])
    }
    return String(authority.prefix { $0 != ":" })
}

/// The authority and the path of an absolute-form request target (`http://host:port/path`);
/// `nil` for the usual origin form (`/path`).
func absoluteForm(_ target: String) -> (authority: String, path: String)? {
    guard !target.hasPrefix("/") else { return nil }
    for scheme in ["http://", "https://"] where target.hasASCIIPrefixIgnoringCase(scheme) {
        let rest = target.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" && $0 != "?" }
        let path = rest.dropFirst(authority.count)
        return (String(authority), path.hasPrefix("/") ? String(path) : "/" + path)
    }
    return nil
}

func httpHeader(
    _ cls: UnsafeMutableRawPointer?, _ kind: MHD_ValueKind, _ key: UnsafePointer<CChar>?,
    _ value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return MHD_Result.YES }
    let box = Unmanaged<HeaderBox>.fromOpaque(cls).takeUnretainedValue()
    // Field names are ASCII tokens (libmicrohttpd parsed them): lowercased byte by byte.
    let count = strlen(key)
    let name = String(unsafeUninitializedCapacity: count) { buffer in
        for index in 0..<count { buffer[index] = asciiLowercased(UInt8(bitPattern: key[index])) }
        return count
    }
    box.headers.append(name: name, value: value.map { String(cString: $0) } ?? "")
    return MHD_Result.YES
}

func httpCompleted(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
    _ perRequest: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ code: MHD_RequestTerminationCode
) {
    // Every request that reached the handler, and one that never did (timed out, client gone
    // mid-body).
    guard let perRequest, let pointer = perRequest.pointee else { return }
    perRequest.pointee = nil
    let body = Unmanaged<RequestBody>.fromOpaque(pointer).takeRetainedValue()
    body.onCompleted?()
    // In thread-per-connection mode this runs on the connection's thread, which goes back to
    // `select` for the next request on return: poll a little first (`IdleSpin`).
    guard code.rawValue == 0 /* MHD_REQUEST_TERMINATED_COMPLETED_OK */, let cls, let connection else { return }
    let idleSpin = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue().idleSpin
    let descriptor = mhd_shim_connection_fd(connection)
    if idleSpin > 0, descriptor >= 0 { _ = IdleSpin.waitForInput(on: descriptor, microseconds: idleSpin) }
}

func httpStreamRead(
    _ cls: UnsafeMutableRawPointer?, _ position: UInt64, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int
) -> Int {
    guard let cls, let buffer else { return mhd_shim_end_with_error() }
    let stream = Unmanaged<HTTPStream>.fromOpaque(cls).takeUnretainedValue()
    guard let count = stream.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: capacity)) else {
        return mhd_shim_end_of_stream()
    }
    return count
}

func httpStreamFree(_ cls: UnsafeMutableRawPointer?) {
    guard let cls else { return }
    let stream = Unmanaged<HTTPStream>.fromOpaque(cls).takeRetainedValue()
    stream.released()
}

private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    let handle: OpaquePointer?
    switch response.body {
    case .bytes(let bytes):
        // libmicrohttpd copies the bytes (`MUST_COPY`) and never writes through the pointer, which
        // its C signature leaves mutable: a mutable view here would copy the body first.
        handle = bytes.withUnsafeBytes {
            MHD_create_response_from_buffer(
                $0.count, UnsafeMutableRawPointer(mutating: $0.baseAddress), MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
        }
    case .stream(let stream):
        let retained = Unmanaged.passRetained(stream).toOpaque()
        handle = MHD_create_response_from_callback(UInt64.max, 16 * 1024, httpStreamRead, retained, httpStreamFree)
        if handle == nil { Unmanaged<HTTPStream>.fromOpaque(retained).release() }
    }
    guard let handle else { return MHD_Result.NO }
    for (name, value) in response.headers { MHD_add_response_header(handle, name, value) }
    let result = MHD_queue_response(connection, UInt32(response.status), handle)
    MHD_destroy_response(handle)
    return result
}
