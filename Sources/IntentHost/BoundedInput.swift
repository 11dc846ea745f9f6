import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an input stream with a ceiling, so endless input (`yes | app shortcuts run -`,
/// `/dev/zero`, a line with no end) gets a clear error instead of filling the memory.
enum BoundedInput {
    /// The most a shortcut file may hold (as `ShortcutFile.decode` allows).
    static let fileLimit = 1 << 20
    /// The most one answer at a prompt may hold; the rest of a longer line is skipped.
    static let lineLimit = 64 << 10

    /// Everything on `descriptor` up to its end.
    /// - Throws: `HostError` `usage` naming `source` when there is more than `limit` bytes.
    static func readAll(_ descriptor: Int32, limit: Int = fileLimit, source: String) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw HostError(.usage, "\(source.clipped): cannot be read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return data }
            guard data.count + count <= limit else {
                throw HostError(
                    .usage,
                    "\(source.clipped): more than \(limit >> 20) MiB; a shortcut file is at most that large",
                    given: source)
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// The contents of the file at `path` (which may be a FIFO), up to `limit` bytes.
    static func readFile(_ path: String, limit: Int = fileLimit) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw HostError(.usage, "\(path.clipped): no such file, or it cannot be read", given: path)
        }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw HostError(.usage, "\(path.clipped): is a directory, expected a shortcut file", given: path)
        }
        return try readAll(descriptor, limit: limit, source: path)
    }

    /// One line of standard input without its newline, at most `limit` bytes of it (the rest of
    /// the line is read and dropped); `nil` at the end of input.
    static func readLine(limit: Int = lineLimit) -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        var sawAny = false
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return sawAny ? String(decoding: line, as: UTF8.self) : nil }
            sawAny = true
            if byte == UInt8(ascii: "\n") { break }
            if line.count < limit { line.append(byte) }
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }
}
