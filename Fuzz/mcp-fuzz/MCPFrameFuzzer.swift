// A coverage-guided fuzzer (libFuzzer) for what the MCP server parses: newline framing and JSON.
// Built and run by scripts/fuzz.sh; an ordinary build gets a main that says so.
@testable import IntentMCP

/// Every input: the framer splits it into frames within the limit, the parser accepts or refuses
/// each, and what it accepts serializes to text that parses back to the same value (a number
/// written without a fraction comes back as an integer: equal if the numbers are).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var framer = LineFramer(limit: 4096)
    var frames = framer.push(bytes)
    if let last = framer.finish() { frames.append(last) }
    for frame in frames {
        switch frame {
        case .oversized(let count):
            precondition(count > 4096, "a frame of \(count) bytes was called oversized")
        case .message(let line):
            precondition(line.count <= 4096, "a frame of \(line.count) bytes passed the limit")
            guard let value = try? JSONParser.parse(line) else { continue }
            guard let again = try? JSONParser.parse(value.serialized) else {
                preconditionFailure("\(value.text) does not parse back")
            }
            precondition(same(again, value), "\(value.text) parsed back as \(again.text)")
        case .parsed:
            preconditionFailure("the framer returned a parsed frame; it only splits lines")
        }
    }
    return 0
}

func same(_ a: MCPJSON, _ b: MCPJSON) -> Bool {
    switch (a, b) {
    case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
    case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    case (.object(let x), .object(let y)):
        return x.count == y.count && x.allSatisfy { key, value in y[key].map { same(value, $0) } ?? false }
    default: return a == b
    }
}

#if !FUZZING
@main enum MCPFrameFuzzer {
    static func main() {
        print("mcp-fuzz is a libFuzzer target: run scripts/fuzz.sh")
    }
}
#endif
