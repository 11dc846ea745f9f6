/// The byte-level pieces of the compact JSON the MCP server writes (`MCPJSON`), shared with the
/// system's encoder that writes a returned value straight to bytes, so both spell strings and
/// numbers the same way.
package enum CompactJSON {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `value` quoted: `"`, `\` and control characters escaped (`\n`, `\r`, `\t`, else `\u00XX`),
    /// everything else as its UTF-8 bytes.
    package static func writeString(_ value: String, to out: inout [UInt8]) {
        // A native string's bytes are read where they are; only another (bridged, lazily
        // decoded) string is copied into a contiguous one first.
        if value.utf8.withContiguousStorageIfAvailable({ writeString(utf8: $0, to: &out) }) != nil { return }
        var value = value
        value.withUTF8 { writeString(utf8: $0, to: &out) }
    }

    /// `writeString(_:to:)` for text already in UTF-8.
    package static func writeString(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        // What the escapes add: one byte for `\n`, `\r`, `\t`, `\"` and `\\`, five for `\u00XX`.
        var added = 0
        for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            added += byte == 0x0A || byte == 0x0D || byte == 0x09 || byte >= 0x22 ? 1 : 5
        }
        guard added > 0 else {
            // Most strings need no escape: one copy between the quotes.
            out.reserveCapacity(out.count + bytes.count + 2)
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return
        }
        // A string of JSON text (a tool result's value as text) escapes a byte in every few:
        // written through a pointer into room made at once, not appended byte by byte.
        let start = out.count
        out.append(contentsOf: repeatElement(0, count: bytes.count + added + 2))
        out.withUnsafeMutableBufferPointer { buffer in
            var at = start
            buffer[at] = UInt8(ascii: "\"")
            at += 1
            for byte in bytes {
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else {
                    buffer[at] = byte
                    at += 1
                    continue
                }
                buffer[at] = UInt8(ascii: "\\")
                switch byte {
                case 0x0A: buffer[at + 1] = UInt8(ascii: "n")
                case 0x0D: buffer[at + 1] = UInt8(ascii: "r")
                case 0x09: buffer[at + 1] = UInt8(ascii: "t")
                case 0x22, 0x5C: buffer[at + 1] = byte
                default:
                    buffer[at + 1] = UInt8(ascii: "u")
                    buffer[at + 2] = UInt8(ascii: "0")
                    buffer[at + 3] = UInt8(ascii: "0")
                    buffer[at + 4] = hexDigits[Int(byte >> 4)]
                    buffer[at + 5] = hexDigits[Int(byte & 0xF)]
                    at += 4
                }
                at += 2
            }
            buffer[at] = UInt8(ascii: "\"")
        }
    }

    /// An integer in decimal.
    package static func writeInt(_ value: Int, to out: inout [UInt8]) {
        if value >= 0 && value < 10 {
            out.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for any Int
        var magnitude = value.magnitude
        withUnsafeMutableBytes(of: &digits) { buffer in
            var at = buffer.count
            repeat {
                at -= 1
                buffer[at] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                at -= 1
                buffer[at] = UInt8(ascii: "-")
            }
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[at...]))
        }
    }

    /// A returned number as the MCP server writes one: an integral value below 9e15 as an
    /// integer, any other finite value as Swift prints it, and `null` for NaN and the infinities
    /// (JSON has no spelling for them).
    package static func writeNumber(_ value: Double, to out: inout [UInt8]) {
        if !value.isFinite {
            out.append(contentsOf: "null".utf8)
        } else if value.rounded() == value && abs(value) < 9e15 {
            writeInt(Int(value), to: &out)
        } else {
            out.append(contentsOf: "\(value)".utf8)
        }
    }
}
