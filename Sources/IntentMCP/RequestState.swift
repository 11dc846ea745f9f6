/// The state a 2026-07-28 `input_required` result hands the client, which the client echoes back
/// verbatim on its retry: the answers given so far, signed so that a client cannot forge or alter
/// them.
///
/// Wire form: `v1.<base64url(payload JSON)>.<base64url(HMAC-SHA256(key, "v1." + payload part))>`.
/// The key is random per server process, so state does not survive a restart (the client then
/// starts over) and cannot be replayed against another server.
package struct RequestState: Hashable, Sendable {
    /// One answered question: which question (a fingerprint of its kind and dialog) and the raw
    /// elicitation response the client gave.
    package struct Entry: Hashable, Sendable {
        package var question: String
        package var response: MCPJSON
    }

    /// The tool the state belongs to.
    package var tool: String
    /// SHA-256 (hex) of the call's arguments, so the state cannot be reused with other arguments.
    package var argumentsDigest: String
    /// The questions answered before this round, in the order the run asked them.
    package var answered: [Entry]
    /// The question this round asks.
    package var pending: String
    /// The `inputRequests` key the answer comes back under.
    package var key: String

    var payload: MCPJSON {
        [
            "tool": .string(tool), "args": .string(argumentsDigest), "pending": .string(pending),
            "key": .string(key),
            "answered": .array(answered.map { ["q": .string($0.question), "r": $0.response] }),
        ]
    }

    init(
        tool: String, argumentsDigest: String, answered: [Entry], pending: String, key: String
    ) {
        self.tool = tool
        self.argumentsDigest = argumentsDigest
        self.answered = answered
        self.pending = pending
        self.key = key
    }

    init?(payload: MCPJSON) {
        guard let tool = payload["tool"]?.stringValue, let digest = payload["args"]?.stringValue,
            let pending = payload["pending"]?.stringValue, let key = payload["key"]?.stringValue,
            let answered = payload["answered"]?.arrayValue
        else { return nil }
        var entries: [Entry] = []
        for item in answered {
            guard let question = item["q"]?.stringValue, let response = item["r"] else { return nil }
            entries.append(Entry(question: question, response: response))
        }
        self.init(tool: tool, argumentsDigest: digest, answered: entries, pending: pending, key: key)
    }
}

/// Why an echoed `requestState` was refused.
package struct RequestStateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was received (truncated).
    package var received: String
    /// What is wrong with it.
    package var reason: String
    package var description: String { "requestState refused: \(reason)" }
}

/// Signs and verifies `RequestState` with HMAC-SHA256 under a per-process random key.
package struct RequestStateSigner: Sendable {
    private let key: [UInt8]
    private static let prefix = "v1."

    /// A signer with a fresh random 256-bit key.
    package init() {
        var generator = SystemRandomNumberGenerator()
        key = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// A signer with a given key (tests).
    package init(key: [UInt8]) { self.key = key }

    /// The wire form of `state`.
    package func seal(_ state: RequestState) -> String {
        let body = Self.prefix + Base64URL.encode(state.payload.serialized)
        let code = HMACSHA256.authenticationCode(for: Array(body.utf8), key: key)
        return body + "." + Base64URL.encode(code)
    }

    /// The state inside `token`, if its signature holds.
    package func open(_ token: String) throws(RequestStateError) -> RequestState {
        let shown = String(token.prefix(40))
        guard token.hasPrefix(Self.prefix), let dot = token.lastIndex(of: "."),
            dot > token.index(token.startIndex, offsetBy: Self.prefix.count - 1)
        else { throw RequestStateError(received: shown, reason: "not a state this server issued") }
        let body = String(token[..<dot])
        guard let code = Base64URL.decode(String(token[token.index(after: dot)...])),
            HMACSHA256.isEqual(code, HMACSHA256.authenticationCode(for: Array(body.utf8), key: key))
        else {
            throw RequestStateError(
                received: shown, reason: "signature does not match (altered, or from another server run)")
        }
        guard let payloadBytes = Base64URL.decode(String(body.dropFirst(Self.prefix.count))),
            let payload = try? JSONParser.parse(payloadBytes), let state = RequestState(payload: payload)
        else { throw RequestStateError(received: shown, reason: "payload is malformed") }
        return state
    }
}

/// Base64url without padding (RFC 4648 §5).
package enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Encodes `bytes`.
    package static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 4 / 3 + 4)
        var index = 0
        while index + 3 <= bytes.count {
            let n = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            out += [
                alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)],
                alphabet[Int(n & 63)],
            ]
            index += 3
        }
        let rest = bytes.count - index
        if rest == 1 {
            let n = UInt32(bytes[index]) << 16
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)]]
        } else if rest == 2 {
            let n = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)]]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Each byte's value in the alphabet, or 0xFF for a byte outside it.
    private static let values: [UInt8] = {
        var values = [UInt8](repeating: 0xFF, count: 256)
        for (value, byte) in alphabet.enumerated() { values[Int(byte)] = UInt8(value) }
        return values
    }()

    /// Decodes `text`, or `nil` if it is not base64url.
    package static func decode(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { bytes -> [UInt8]? in
            if bytes.count % 4 == 1 { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count * 3 / 4)
            var n: UInt32 = 0
            var count = 0
            for byte in bytes {
                let value = values[Int(byte)]
                guard value != 0xFF else { return nil }
                n = n << 6 | UInt32(value)
                count += 1
                if count == 4 {
                    out += [UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)]
                    n = 0
                    count = 0
                }
            }
            // The rest: two characters are one byte, three are two.
            if count == 2 {
                out.append(UInt8(n >> 4 & 0xFF))
            } else if count == 3 {
                out += [UInt8(n >> 10 & 0xFF), UInt8(n >> 2 & 0xFF)]
            }
            return out
        }
    }
}
