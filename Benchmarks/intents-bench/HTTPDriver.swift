import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `intents-bench http-drive --port P --requests FILE --out FILE`: sends recorded HTTP/1.1
/// requests one after the other on one keep-alive connection to `127.0.0.1:P` and times each
/// answer, for `Benchmarks/mcp-http/bench_http.py --driver`.
///
/// FILE is a JSON array of strings, each a whole request (head and body) as that client would send
/// it. The driver connects, prints `ready`, waits for a line on its input, sends the requests,
/// writes `{latenciesS, errors, wallS, clientCpuS}` to the output file, prints `done` and closes
/// the connection when its input ends. An answer
/// whose result has `"isError":true` counts as an error; an HTTP status other than 200 or an answer
/// without a result stops the run. It parses only what it must (the status, `Content-Length` or
/// chunked framing, the last event of an event stream): its own CPU a round trip, the kernel's
/// loopback TCP included, measured 27–33 µs against the Python client's 60–120 µs.
enum HTTPDriver {
    static func run(_ arguments: [String]) -> Int32 {
        var port: UInt16?
        var requestsPath: String?
        var outPath: String?
        var options = BenchArguments(arguments)
        do {
            while let option = options.next() {
                switch option {
                case "--port": port = UInt16(try options.number(of: option, atMost: Int(UInt16.max)))
                case "--requests": requestsPath = try options.value(of: option)
                case "--out": outPath = try options.value(of: option)
                default: throw BenchArguments.unknown(option)
                }
            }
        } catch {
            return fail("\(error)")
        }
        guard let port, let requestsPath, let outPath else {
            return fail("usage: intents-bench http-drive --port P --requests FILE --out FILE")
        }
        guard let data = FileManager.default.contents(atPath: requestsPath),
            let texts = (try? JSONSerialization.jsonObject(with: data)) as? [String]
        else {
            return fail("\(requestsPath) is not a JSON array of strings (whole HTTP requests)")
        }
        let requests = texts.map { Array($0.utf8) }
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return fail("socket: errno \(errno)") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return fail("cannot connect to 127.0.0.1:\(port): errno \(errno)") }
        var one: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        say("ready")
        _ = readLine()
        var reader = ResponseReader(socket: socket)
        var latencies: [Double] = []
        latencies.reserveCapacity(requests.count)
        var errors = 0
        let cpuBefore = cpuSeconds()
        let began = now()
        for (number, request) in requests.enumerated() {
            let sent = now()
            guard sendAll(socket, request) else { return fail("the server closed the connection at request \(number)") }
            let answer: ResponseReader.Answer
            do {
                answer = try reader.next()
            } catch {
                return fail("request \(number): \(error)")
            }
            latencies.append(now() - sent)
            guard answer.status == 200, contains(answer.body, #""result""#) else {
                return fail(
                    "request \(number): HTTP \(answer.status): \(String(decoding: answer.body.prefix(300), as: UTF8.self))"
                )
            }
            if contains(answer.body, #""isError":true"#) { errors += 1 }
        }
        let wall = now() - began
        let cpu = cpuSeconds() - cpuBefore
        let report: [String: Any] = ["latenciesS": latencies, "errors": errors, "wallS": wall, "clientCpuS": cpu]
        guard let json = try? JSONSerialization.data(withJSONObject: report),
            FileManager.default.createFile(atPath: outPath, contents: json)
        else {
            return fail("cannot write \(outPath)")
        }
        say("done")
        // The connection stays open until the parent has read the server's CPU time: the server's
        // thread for it ends with it, and its time with it.
        _ = readLine()
        return 0
    }

    /// Reads one HTTP/1.1 response after another from a socket.
    struct ResponseReader {
        struct Answer {
            var status: Int
            /// The body; for an event stream, the data of its last event.
            var body: ArraySlice<UInt8>
        }

        struct Failure: Error, CustomStringConvertible {
            var description: String
        }

        let socket: Int32
        private var buffer: [UInt8] = []
        private var start = 0
        private var chunk = [UInt8](repeating: 0, count: 65536)

        init(socket: Int32) { self.socket = socket }

        mutating func next() throws(Failure) -> Answer {
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            let headEnd = try find([0x0D, 0x0A, 0x0D, 0x0A], from: 0)
            let head = String(decoding: buffer[0..<headEnd], as: UTF8.self).lowercased()
            let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
            let statusParts = lines.first?.split(separator: " ") ?? []
            guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
                throw Failure(description: "not an HTTP status line: \(lines.first ?? "")")
            }
            func field(_ name: String) -> Substring? {
                for line in lines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":"), line[..<colon] == name else { continue }
                    return line[line.index(after: colon)...].drop { $0 == " " }
                }
                return nil
            }
            var position = headEnd + 4
            var body: [UInt8]
            if let length = field("content-length").flatMap({ Int($0) }) {
                try fill(upTo: position + length)
                body = Array(buffer[position..<(position + length)])
                position += length
            } else if field("transfer-encoding") == "chunked" {
                body = []
                while true {
                    let sizeEnd = try find([0x0D, 0x0A], from: position)
                    let sizeText = String(decoding: buffer[position..<sizeEnd], as: UTF8.self)
                    guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16) else {
                        throw Failure(description: "bad chunk size '\(sizeText)'")
                    }
                    position = sizeEnd + 2
                    if size == 0 {
                        // Trailers (none expected), then the blank line.
                        var lineEnd = try find([0x0D, 0x0A], from: position)
                        while lineEnd > position {
                            position = lineEnd + 2
                            lineEnd = try find([0x0D, 0x0A], from: position)
                        }
                        position = lineEnd + 2
                        break
                    }
                    try fill(upTo: position + size + 2)
                    body += buffer[position..<(position + size)]
                    position += size + 2
                }
            } else {
                throw Failure(description: "HTTP \(status): a response without Content-Length or chunked encoding")
            }
            start = position
            if field("content-type")?.hasPrefix("text/event-stream") == true {
                let text = String(decoding: body, as: UTF8.self)
                let data = text.split(separator: "\n").last { $0.hasPrefix("data:") }
                body = Array((data?.dropFirst(5) ?? "").utf8)
            }
            return Answer(status: status, body: body[...])
        }

        /// The index where `needle` begins at or after `from`, reading more as needed.
        private mutating func find(_ needle: [UInt8], from: Int) throws(Failure) -> Int {
            var searched = from
            while true {
                if buffer.count >= needle.count {
                    var index = searched
                    while index + needle.count <= buffer.count {
                        if buffer[index] == needle[0] && buffer[index..<(index + needle.count)].elementsEqual(needle) {
                            return index
                        }
                        index += 1
                    }
                    searched = max(from, buffer.count - needle.count + 1)
                }
                try read()
            }
        }

        private mutating func fill(upTo count: Int) throws(Failure) {
            while buffer.count < count { try read() }
        }

        private mutating func read() throws(Failure) {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { return }
            guard count > 0 else { throw Failure(description: "the server closed the connection") }
            buffer += chunk[0..<count]
        }
    }

    private static func sendAll(_ socket: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(socket, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0, errno == EINTR { continue }
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    private static func contains(_ haystack: ArraySlice<UInt8>, _ needle: String) -> Bool {
        firstIndex(of: needle, in: haystack) != nil
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// A line on standard output, written at once (the parent waits for it).
    private static func say(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("intents-bench http-drive: \(message)\n".utf8))
        return 1
    }
}
