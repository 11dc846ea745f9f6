/// The byte-level pieces of the compact JSON the MCP server writes (`MCPJSON`), shared with the
/// system's encoder that writes a returned value straight to bytes, so both spell strings and
/// numbers the same way.
package enum CompactJSON {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `value` quoted: `"`, `\` and control characters escaped (`\n`, `\r`, `\t`, else `\u00XX`),
    /// everything else as its UTF-8 bytes.
    package static func writeString(_ value: String, to out: inout [UInt8]) {
        var value = value
        value.withUTF8 { writeString(utf8: $0, to: &out) }
    }

    /// `writeString(_:to:)` for text already in UTF-8.
    package static func writeString(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        // Room for the text, its quotes and a few escapes, so the appends below seldom grow it.
        out.reserveCapacity(out.count + bytes.count + bytes.count / 8 + 2)
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape: copy runs of plain bytes at once.
        var start = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            start = index + 1
            out.append(UInt8(ascii: "\\"))
            switch byte {
            case 0x0A: out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "t"))
            case 0x22, 0x5C: out.append(byte)
            default:
                out.append(contentsOf: "u00".utf8)
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        out.append(UInt8(ascii: "\""))
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
