// A coverage-guided fuzzer (libFuzzer) for what the HTTP server reads from the network to check
// OAuth access tokens: bearer tokens (JWTs) from any client and key sets from an authorization
// server, whose keys go to GnuTLS. Built and run by scripts/fuzz.sh; an ordinary build gets a
// main that says so.
import Foundation

@testable import IntentMCP

/// Every input, as a bearer token: checked against a fixed key set without a crash, and accepted
/// only when what it signs is what one of the set's keys signed (the seeds' three tokens; their
/// signatures may be spelled in other base64url, nothing else may change). As a key set: read or
/// refused with a reason, without a crash; a key read is usable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let token = String(decoding: bytes, as: UTF8.self)
    if let subject = try? TokenFuzzing.verifier.verify(token, audience: TokenFuzzing.audience, now: TokenFuzzing.now) {
        let signedPart = String(token[..<(token.lastIndex(of: ".") ?? token.startIndex)])
        precondition(TokenFuzzing.signed.contains(signedPart), "a token no key signed was accepted: \(token)")
        precondition(subject.subject == "fuzz", "a signed token stood for '\(subject.subject)'")
    }
    if let set = try? JSONWebKeySet(json: bytes) {
        precondition(!set.keys.isEmpty, "a key set without a key was read")
    }
    return 0
}

enum TokenFuzzing {
    static let audience = "https://mcp.example/mcp"
    /// Before the tokens' expiry (2100) and after they were issued.
    static let now = Date(timeIntervalSince1970: 1_796_083_200)

    /// The public halves of an RSA, a P-256 and an Ed25519 key made for this fuzzer.
    // swift-format-ignore
    static let keySet = #"{"keys":[{"kty":"RSA","key_ops":["verify"],"n":"7uSOba3JeVu_0g0hf-OHpcml0xlEXNyLgKY4Kdky1k66zBUYP1wLiSMUPcEUdqJ7Qk7AynnqDeORG4YCE_FVmwJTMVdFQxSKBFWvp_RIQwAXitTthDAh7z8iVcUkvW5Ug2jE6cKsAG2pDqW8hXr_WZ-Zy9tygKKPy8iOiygv2SzZfK_2y8NESv9cBvEa0zpD0wB-tzZgjRfXi6PEWVNSX9g_QI2I-NyoxKlmWRTFL58kdExn27K18OuIMaw3ZBa1sUJMlESnknA_vrT58CEs3XW0ivppDdj39HrTl5FcIRsEWKyfRe-PvHwFaGija-ixdMcM9xlhHziDpmT2gLfVLw","e":"AQAB","kid":"rs","use":"sig","alg":"RS256"},{"kty":"EC","crv":"P-256","x":"IBEfYwxsLEzA6U51hL4hhVUWgMMyn0zWXXINs5BTtbI","y":"9RKgEsw_c6_SbUO69MKuFpgWmOjpTS8WPz4Rf9Rp4kg","kid":"es","use":"sig","alg":"ES256"},{"x":"SZWPdox7xlcOAJ6FTloENQ7JkSu3km3TwuTzqCebOdg","kty":"OKP","crv":"Ed25519","kid":"ed","use":"sig","alg":"EdDSA"}]}"#

    /// What the three seed tokens sign (header and claims), one per key.
    // swift-format-ignore
    static let signed: Set<String> = [
        "eyJhbGciOiJSUzI1NiIsImtpZCI6InJzIiwidHlwIjoiYXQrand0In0.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZSIsImF1ZCI6Imh0dHBzOi8vbWNwLmV4YW1wbGUvbWNwIiwic3ViIjoiZnV6eiIsInNjb3BlIjoibWNwOnRvb2xzIiwiaWF0IjoxNzY0NTQ3MjAwLCJleHAiOjQxMDI0NDQ4MDB9",
        "eyJhbGciOiJFUzI1NiIsImtpZCI6ImVzIiwidHlwIjoiYXQrand0In0.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZSIsImF1ZCI6Imh0dHBzOi8vbWNwLmV4YW1wbGUvbWNwIiwic3ViIjoiZnV6eiIsInNjb3BlIjoibWNwOnRvb2xzIiwiaWF0IjoxNzY0NTQ3MjAwLCJleHAiOjQxMDI0NDQ4MDB9",
        "eyJhbGciOiJFZERTQSIsImtpZCI6ImVkIiwidHlwIjoiYXQrand0In0.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZSIsImF1ZCI6Imh0dHBzOi8vbWNwLmV4YW1wbGUvbWNwIiwic3ViIjoiZnV6eiIsInNjb3BlIjoibWNwOnRvb2xzIiwiaWF0IjoxNzY0NTQ3MjAwLCJleHAiOjQxMDI0NDQ4MDB9",
    ]

    static let verifier: AccessTokenVerifier = {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("token-fuzz-\(getpid()).json").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(keySet.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            return try AccessTokenVerifier(
                source: .file(path), policy: .init(issuers: ["https://auth.example"], requiredScopes: ["mcp:tools"]))
        } catch {
            fatalError("the fuzzer's own key set does not read: \(error)")
        }
    }()
}

#if !FUZZING
@main enum TokenFuzzer {
    static func main() {
        print("token-fuzz is a libFuzzer target: run scripts/fuzz.sh")
    }
}
#endif
