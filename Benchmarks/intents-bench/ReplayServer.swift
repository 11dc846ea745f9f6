import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `intents-bench replay FILE`: answers each JSON-RPC request on standard input with the next
/// line of FILE (recorded by `Benchmarks/mcp-floor/record.py`), without looking at it.
///
/// It does nothing a server needs to do (and polls for the next request before it sleeps, as our
/// server does), so what the benchmark client measures against it is the client's own cost of
/// sending those requests and reading those bytes: the ceiling any server that sends the same
/// answers can reach through that client.
enum ReplayServer {
    static func run(_ arguments: [String]) -> Int32 {
        var arguments = arguments
        // `--work MICROSECONDS`: spins that long before each answer, as a server doing that much
        // work would, to show what the client's ceiling becomes for a server that is not instant.
        var work: UInt64 = 0
        if arguments.count == 3, arguments[0] == "--work", let microseconds = UInt64(arguments[1]) {
            work = microseconds * 1000
            arguments.removeFirst(2)
        }
        guard arguments.count == 1, let data = FileManager.default.contents(atPath: arguments[0]) else {
            FileHandle.standardError.write(
                Data("usage: intents-bench replay [--work MICROSECONDS] FILE (a file of recorded answers)\n".utf8))
            return 64
        }
        let answers = data.split(separator: 0x0A, omittingEmptySubsequences: true).map { Array($0) + [0x0A] }
        guard !answers.isEmpty else {
            FileHandle.standardError.write(Data("intents-bench replay: \(arguments[0]) has no answers\n".utf8))
            return 65
        }
        var next = 0
        var line: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            // Polls for the next request for 100 µs before the `read` sleeps, as our server does
            // (`--idle-spin`): a ceiling that slept would sit below what a server can reach.
            var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            let deadline = DispatchTime.now().uptimeNanoseconds + 100_000
            while poll(&input, 1, 0) == 0 && DispatchTime.now().uptimeNanoseconds < deadline { sched_yield() }
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return 0 }
            for byte in buffer[0..<count] {
                guard byte == 0x0A else {
                    line.append(byte)
                    continue
                }
                // A request has an id; a notification (notifications/initialized) gets no answer.
                if firstIndex(of: #""id":"#, in: line[...]) != nil {
                    if work > 0 {
                        let until = DispatchTime.now().uptimeNanoseconds + work
                        while DispatchTime.now().uptimeNanoseconds < until {}
                    }
                    answers[next].withUnsafeBytes { raw in
                        var offset = 0
                        while offset < raw.count {
                            let written = write(1, raw.baseAddress! + offset, raw.count - offset)
                            if written <= 0 { return }
                            offset += written
                        }
                    }
                    // A new connection (cold starts) begins again at the first answer.
                    next = next + 1 < answers.count ? next + 1 : 0
                }
                line.removeAll(keepingCapacity: true)
            }
        }
    }
}
