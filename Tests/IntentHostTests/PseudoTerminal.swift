import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs `soupshop` on a real pseudo-terminal (openpty): standard input, output and error are
/// the terminal's slave side, so the host sees a terminal and prompts; the test types answers
/// on the master side when the expected prompt appears.
struct PseudoTerminal {
    /// A step of the conversation: wait until `expect` has been printed, then type `send`
    /// (`nil` types Ctrl-D, the end of input), or send the process `signal` (`SIGINT` for the
    /// Ctrl-C of a terminal whose foreground process it is).
    struct Step {
        var expect: String
        var send: String?
        var signal: Int32? = nil
    }

    struct Result: CustomStringConvertible {
        var output: String
        var code: Int32
        var description: String { "exit \(code)\n\(output)" }
    }

    static func run(
        _ cli: SoupShopCLI, _ arguments: [String], steps: [Step], environment extra: [String: String] = [:],
        columns: UInt16 = 100, binary: URL = SoupShopCLI.binary
    ) throws -> Result {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&master, &slave, nil, nil, &size) == 0, "openpty failed: errno \(errno)")
        defer { close(master) }
        let process = Process()
        process.executableURL = binary
        process.arguments = (binary == SoupShopCLI.binary ? ["--store", cli.store.path] : []) + arguments
        var environment = cli.environment(extra)
        environment["COLUMNS"] = nil
        environment["TERM"] = "xterm"
        process.environment = environment
        process.currentDirectoryURL = cli.folder
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        close(slave)
        var output = Data()
        var cursor = 0
        for step in steps {
            try #require(
                read(master, into: &output, from: &cursor, until: step.expect, seconds: 20),
                "'\(step.expect)' was not printed; output so far:\n\(String(decoding: output, as: UTF8.self))")
            if let signal = step.signal {
                kill(process.processIdentifier, signal)
                continue
            }
            let bytes = step.send.map { Array(($0 + "\n").utf8) } ?? [4]
            _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
        }
        _ = read(master, into: &output, from: &cursor, until: nil, seconds: 20)
        process.waitUntilExit()
        return Result(output: String(decoding: output, as: UTF8.self), code: process.terminationStatus)
    }

    /// Reads from the terminal until `text` appears in what was read after `cursor` (or, for nil, until the
    /// child closes it). Returns whether it appeared in time.
    private static func read(
        _ descriptor: Int32, into output: inout Data, from cursor: inout Int, until text: String?, seconds: Double
    ) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            if let text, String(decoding: output[cursor...], as: UTF8.self).contains(text) {
                cursor = output.count
                return true
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready <= 0 { continue }
            let count = buffer.withUnsafeMutableBufferPointer { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return text == nil }  // EIO: the child closed the terminal
            output.append(contentsOf: buffer[0..<count])
        }
        return false
    }
}
