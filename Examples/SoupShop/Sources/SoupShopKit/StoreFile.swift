import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at the store's path, found out before SQLite opens anything: a careful tool refuses a
/// FIFO (opening it would block), a device (SQLite would create `/dev/null-journal`), a directory
/// and a read-only file without touching them, and writes through a symbolic link to its target.
struct StoreFile {
    enum Content: Equatable {
        /// No file yet.
        case none
        /// A SQLite database, or an empty file (SQLite's new database).
        case sqlite
        /// A store written by an earlier SoupShop as JSON.
        case json
    }

    /// The path with symbolic links resolved (a dangling link names the file to create).
    let path: String
    let content: Content
    var exists: Bool { content != .none }

    static func inspect(_ given: String) throws -> StoreFile {
        var path = given
        for _ in 0..<40 {
            var info = stat()
            if lstat(path, &info) != 0 {
                let code = errno
                if code == ENOENT { return StoreFile(path: path, content: .none) }
                throw SoupStoreError("\(path): cannot write the SoupShop store: \(String(cString: strerror(code)))")
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                let target: String
                do {
                    target = try FileManager.default.destinationOfSymbolicLink(atPath: path)
                } catch {
                    throw SoupStoreError("\(path): cannot read the symbolic link: \(error.localizedDescription)")
                }
                path =
                    target.hasPrefix("/")
                    ? target : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
                continue
            case S_IFREG:
                return StoreFile(path: path, content: try content(of: path, mode: info.st_mode))
            case S_IFDIR:
                throw SoupStoreError("\(path): is a directory, expected the SoupShop store file; nothing was opened")
            default:
                throw SoupStoreError(
                    "\(path): is \(kind(info.st_mode)), expected a regular file for the SoupShop store; "
                        + "nothing was opened")
            }
        }
        throw SoupStoreError("\(given): too many levels of symbolic links; nothing was opened")
    }

    /// A FIFO, a character device, …: what `mode` says the file is.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    /// Reads the first bytes of a regular file (which cannot block) and says what it holds.
    private static func content(of path: String, mode: mode_t) throws -> Content {
        // Checked on the mode, not with access(2): root may write anything, and a store someone
        // made read-only is still not to be changed.
        guard mode & S_IWUSR != 0 else {
            let octal = String(mode & 0o777, radix: 8)
            throw SoupStoreError(
                "\(path): the SoupShop store is read-only (mode \(octal)); it was left as it is "
                    + "(make it writable with chmod u+w, or pass --store PATH for another store)")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw SoupStoreError("\(path): cannot read the SoupShop store: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 64)
        let count = read(descriptor, &header, header.count)
        guard count >= 0 else {
            throw SoupStoreError("\(path): cannot read the SoupShop store: \(String(cString: strerror(errno)))")
        }
        let bytes = header.prefix(count)
        if bytes.isEmpty || bytes.starts(with: Array("SQLite format 3\0".utf8)) { return .sqlite }
        if bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{") { return .json }
        throw SoupStoreError(
            "\(path): not a SoupShop store (expected a SQLite database written by soupshop); it was left untouched")
    }
}
