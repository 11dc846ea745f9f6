import Foundation
import Synchronization
import TestSupport
import Testing

@testable import IntentMCP

/// JWT access tokens signed by `openssl` (an implementation other than the one that verifies
/// them), checked by `AccessTokenVerifier` as the HTTP gate does; and key sets that cannot serve.
@Suite(.serialized, .ownThreads) struct AccessTokenTests {
    static let issuer = "https://auth.example"
    static let audience = "https://mcp.example/mcp"

    /// A private key made by `openssl genpkey`, which signs with `openssl` too.
    struct Signer {
        enum Kind { case rsa, pss, p256, ed25519 }
        let kind: Kind
        let kid: String
        let key: String
        let folder: URL

        init(_ kind: Kind, kid: String, in folder: URL) throws {
            self.kind = kind
            self.kid = kid
            self.folder = folder
            key = folder.appendingPathComponent("\(kid).pem").path
            let algorithm: [String] =
                switch kind {
                case .rsa, .pss: ["-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048"]
                case .p256: ["-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256"]
                case .ed25519: ["-algorithm", "ED25519"]
                }
            try Self.openssl(["genpkey"] + algorithm + ["-out", key])
        }

        var algorithm: String {
            switch kind {
            case .rsa: "RS256"
            case .pss: "PS256"
            case .p256: "ES256"
            case .ed25519: "EdDSA"
            }
        }

        /// The public key as a JWK.
        func jwk() throws -> MCPJSON {
            switch kind {
            case .rsa, .pss:
                let modulus = try Self.openssl(["rsa", "-in", key, "-noout", "-modulus"])
                let hex = modulus.split(separator: "=").last.map(String.init) ?? ""
                return [
                    "kty": "RSA", "kid": .string(kid), "n": .string(Base64URL.encode([UInt8](hex: hex))),
                    "e": .string(Base64URL.encode([1, 0, 1])),
                ]
            case .p256:
                // The SubjectPublicKeyInfo ends with the point: 04, x, y.
                let point = try publicKeyDER().suffix(64)
                return [
                    "kty": "EC", "crv": "P-256", "kid": .string(kid),
                    "x": .string(Base64URL.encode(Array(point.prefix(32)))),
                    "y": .string(Base64URL.encode(Array(point.suffix(32)))),
                ]
            case .ed25519:
                return [
                    "kty": "OKP", "crv": "Ed25519", "kid": .string(kid),
                    "x": .string(Base64URL.encode(Array(try publicKeyDER().suffix(32)))),
                ]
            }
        }

        private func publicKeyDER() throws -> [UInt8] {
            let path = folder.appendingPathComponent("\(kid).der").path
            try Self.openssl(["pkey", "-in", key, "-pubout", "-outform", "DER", "-out", path])
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        }

        /// A JWT of `claims` with this key's algorithm (or `header`'s, when given).
        func token(_ claims: MCPJSON, header: MCPJSON? = nil) throws -> String {
            let header = header ?? ["alg": .string(algorithm), "kid": .string(kid), "typ": "at+jwt"]
            let input = Base64URL.encode(header.serialized) + "." + Base64URL.encode(claims.serialized)
            return input + "." + Base64URL.encode(try sign(Array(input.utf8)))
        }

        func sign(_ data: [UInt8]) throws -> [UInt8] {
            let input = folder.appendingPathComponent("input").path
            let output = folder.appendingPathComponent("signature").path
            try Data(data).write(to: URL(fileURLWithPath: input))
            switch kind {
            case .rsa: try Self.openssl(["dgst", "-sha256", "-sign", key, "-out", output, input])
            case .pss:
                try Self.openssl([
                    "dgst", "-sha256", "-sign", key, "-sigopt", "rsa_padding_mode:pss", "-sigopt", "rsa_pss_saltlen:32",
                    "-out", output, input,
                ])
            case .p256: try Self.openssl(["dgst", "-sha256", "-sign", key, "-out", output, input])
            case .ed25519:
                try Self.openssl(["pkeyutl", "-sign", "-rawin", "-inkey", key, "-in", input, "-out", output])
            }
            let signature = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
            return kind == .p256 ? Self.rawECDSA(signature) : signature
        }

        /// DER's SEQUENCE { INTEGER r, INTEGER s } as JWS writes it: r and s, 32 bytes each.
        static func rawECDSA(_ der: [UInt8]) -> [UInt8] {
            var index = 2  // SEQUENCE and its (short) length
            var out: [UInt8] = []
            for _ in 0..<2 {
                let length = Int(der[index + 1])
                let value = der[(index + 2)..<(index + 2 + length)].drop { $0 == 0 }
                out += [UInt8](repeating: 0, count: 32 - value.count) + value
                index += 2 + length
            }
            return out
        }

        @discardableResult
        static func openssl(_ arguments: [String]) throws -> String {
            let run = try CombinedOutput.run(URL(fileURLWithPath: "/usr/bin/openssl"), arguments)
            guard run.code == 0 else { throw OpenSSLFailure(description: "openssl \(arguments): \(run)") }
            return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    struct OpenSSLFailure: Error, CustomStringConvertible { let description: String }

    /// A verifier reading a key set file of `signers`' keys.
    static func verifier(
        _ signers: [Signer], in folder: URL, scopes: [String] = []
    ) throws -> (AccessTokenVerifier, String) {
        let path = folder.appendingPathComponent("jwks.json").path
        try writeKeySet(try signers.map { try $0.jwk() }, to: path)
        let verifier = try AccessTokenVerifier(
            source: .file(path), policy: .init(issuers: [issuer], requiredScopes: scopes))
        return (verifier, path)
    }

    static func writeKeySet(_ keys: [MCPJSON], to path: String) throws {
        try Data(MCPJSON.object(["keys": .array(keys)]).serialized).write(to: URL(fileURLWithPath: path))
    }

    static func claims(_ changes: [String: MCPJSON] = [:]) -> MCPJSON {
        let now = Int(Date().timeIntervalSince1970)
        var claims: [String: MCPJSON] = [
            "iss": .string(issuer), "aud": .string(audience), "sub": "alice", "exp": .int(now + 300),
            "scope": "mcp:tools profile",
        ]
        for (name, value) in changes { claims[name] = value }
        return .object(claims.filter { $0.value != .null })
    }

    /// The reason `token` is refused, or `nil` when it is accepted.
    static func refusal(_ verifier: AccessTokenVerifier, _ token: String) -> AccessTokenError? {
        do {
            _ = try verifier.verify(token, audience: audience)
            return nil
        } catch {
            return error
        }
    }

    @Test func tokensSignedWithEachAlgorithmAreAccepted() throws {
        try TemporaryFolder.with { folder in
            let signers = [
                try Signer(.rsa, kid: "rsa", in: folder), try Signer(.pss, kid: "pss", in: folder),
                try Signer(.p256, kid: "ec", in: folder), try Signer(.ed25519, kid: "ed", in: folder),
            ]
            let (verifier, _) = try Self.verifier(signers, in: folder)
            #expect(verifier.keySet.keys.count == 4)
            for signer in signers {
                let subject = try verifier.verify(try signer.token(Self.claims()), audience: Self.audience)
                #expect(subject == .init(issuer: Self.issuer, subject: "alice"), "\(signer.algorithm)")
                // One bit changed in the claims: the signature no longer holds.
                let token = try signer.token(Self.claims())
                let parts = token.split(separator: ".").map(String.init)
                let tampered = Base64URL.encode(Self.claims(["sub": "mallory"]).serialized)
                let refused = Self.refusal(verifier, [parts[0], tampered, parts[2]].joined(separator: "."))
                #expect(refused?.description.contains("signature does not verify") == true, "\(signer.algorithm)")
            }
        }
    }

    /// A key bound to an algorithm (its `alg`) verifies tokens of that algorithm alone; Ed25519
    /// goes by two names, both accepted on either side.
    @Test func aKeysAlgorithmBindsIt() throws {
        try TemporaryFolder.with { folder in
            let ed = try Signer(.ed25519, kid: "ed", in: folder)
            let rsa = try Signer(.rsa, kid: "rsa", in: folder)
            let path = folder.appendingPathComponent("bound.json").path
            func bound(_ jwk: MCPJSON, _ algorithm: String) -> MCPJSON {
                var fields = jwk.objectValue ?? [:]
                fields["alg"] = .string(algorithm)
                return .object(fields)
            }
            try Self.writeKeySet([bound(try ed.jwk(), "Ed25519"), bound(try rsa.jwk(), "PS256")], to: path)
            let verifier = try AccessTokenVerifier(source: .file(path), policy: .init(issuers: [Self.issuer]))
            for name in ["EdDSA", "Ed25519"] {
                let token = try ed.token(Self.claims(), header: ["alg": .string(name), "kid": "ed"])
                #expect(Self.refusal(verifier, token) == nil, "\(name)")
            }
            // RS256 from a key bound to PS256: no key may verify it.
            let refused = Self.refusal(verifier, try rsa.token(Self.claims()))
            #expect(refused?.description.contains("does not verify with key 'rsa'") == true)
        }
    }

    /// `typ` says what a JWT is: an access token's (`at+jwt`, `JWT`, either with `application/`,
    /// in any case, or none) is checked; a token of another kind is refused before its signature.
    @Test func aTokenTypedAsAnotherKindOfJWTIsRefused() throws {
        try TemporaryFolder.with { folder in
            let signer = try Signer(.rsa, kid: "k1", in: folder)
            let (verifier, _) = try Self.verifier([signer], in: folder)
            func token(_ type: MCPJSON?) throws -> String {
                var header: [String: MCPJSON] = ["alg": "RS256", "kid": "k1"]
                header["typ"] = type
                return try signer.token(Self.claims(), header: .object(header))
            }
            for type: MCPJSON? in ["at+jwt", "application/at+jwt", "JWT", "jwt", "Application/AT+JWT", nil] {
                #expect(Self.refusal(verifier, try token(type)) == nil, "\(String(describing: type))")
            }
            for type: MCPJSON in ["dpop+jwt", "logout+jwt", "secevent+jwt", "application/jose", "", 1, .null] {
                let refused = Self.refusal(verifier, try token(type))
                #expect(refused?.kind == .invalid, "\(type)")
                #expect(
                    refused?.description.contains("not an access token's") == true,
                    "\(type): \(String(describing: refused))")
            }
        }
    }

    @Test func claimsThatDoNotFitThisServerAreRefusedWithTheReason() throws {
        try TemporaryFolder.with { folder in
            let signer = try Signer(.rsa, kid: "k1", in: folder)
            let (verifier, _) = try Self.verifier([signer], in: folder, scopes: ["mcp:tools"])
            let now = Int(Date().timeIntervalSince1970)
            let cases: [(String, [String: MCPJSON], String)] = [
                ("another audience", ["aud": "https://other.example/mcp"], "not for this server"),
                ("no audience", ["aud": .null], "names no audience"),
                ("another issuer", ["iss": "https://evil.example"], "issued by 'https://evil.example'"),
                ("expired", ["exp": .int(now - 61)], "expired"),
                ("no expiry", ["exp": .null], "no expiry"),
                ("not yet valid", ["nbf": .int(now + 120)], "not valid yet"),
                ("no subject", ["sub": .null], "no subject"),
            ]
            for (name, changes, reason) in cases {
                let refused = Self.refusal(verifier, try signer.token(Self.claims(changes)))
                #expect(refused?.kind == .invalid, "\(name)")
                #expect(refused?.description.contains(reason) == true, "\(name): \(String(describing: refused))")
            }
            // Within the minute of leeway, on either side, and an audience among several, with a slash.
            let accepted: [[String: MCPJSON]] = [
                ["exp": .int(now - 30)], ["nbf": .int(now + 30)],
                ["aud": ["https://a.example", "HTTPS://MCP.example/mcp/"]],
                ["scope": .null, "scp": ["mcp:tools"]],
            ]
            for changes in accepted {
                #expect(Self.refusal(verifier, try signer.token(Self.claims(changes))) == nil, "\(changes)")
            }
            let lacking = Self.refusal(verifier, try signer.token(Self.claims(["scope": "profile"])))
            #expect(lacking?.kind == .insufficientScope)
            #expect(lacking?.description.contains("mcp:tools") == true)
        }
    }

    @Test func forgedAndMalformedTokensAreRefusedWithoutACrash() throws {
        try TemporaryFolder.with { folder in
            let signer = try Signer(.rsa, kid: "k1", in: folder)
            let (verifier, path) = try Self.verifier([signer], in: folder)
            let claims = Base64URL.encode(Self.claims().serialized)
            func header(_ json: String) -> String { Base64URL.encode(Array(json.utf8)) }
            // HS256 keyed with the published key set: the algorithm-confusion attack.
            let keySet = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let confused = header(#"{"alg":"HS256","kid":"k1"}"#) + "." + claims
            let mac = HMACSHA256.authenticationCode(for: Array(confused.utf8), key: keySet)
            let forged: [(String, String)] = [
                (header(#"{"alg":"none"}"#) + "." + claims + ".", "'none'"),
                (confused + "." + Base64URL.encode(mac), "'HS256'"),
                (header(#"{"alg":"RS256","kid":"k1","crit":["exp"]}"#) + "." + claims + ".AAAA", "crit"),
                (header(#"{"alg":"RS256","kid":"other"}"#) + "." + claims + ".AAAA", "key 'other'"),
                (header(#"{"alg":"ES256","kid":"k1"}"#) + "." + claims + ".AAAA", "signature does not verify"),
                (header(#"{"kid":"k1"}"#) + "." + claims + ".AAAA", "no \"alg\""),
                ("opaque-token-0123456789", "not a JWT"),
                ("a.b", "not a JWT"),
                ("a.b.c.d.e", "not a JWT"),
                ("!!!." + claims + ".AAAA", "header is not a base64url JSON object"),
                (header("[1,2]") + "." + claims + ".AAAA", "header is not a base64url JSON object"),
                (header(String(repeating: "[", count: 10_000)) + "." + claims + ".AAAA", "header is not"),
                (header(#"{"alg":"RS256"}"#) + "." + claims + ".%%%", "signature is not base64url"),
                (String(repeating: "a", count: 20_000), "over 16384 bytes"),
            ]
            for (token, reason) in forged {
                let refused = Self.refusal(verifier, token)
                #expect(
                    refused?.description.contains(reason) == true, "\(token.prefix(60)): \(String(describing: refused))"
                )
            }
        }
    }

    /// 600 tokens made from valid ones by a fixed seed's edits (a byte changed, dropped or
    /// doubled, parts swapped or cut, a header or claims replaced): none crashes the verifier, and
    /// only an untouched token, or one whose edit left the same bytes, is accepted.
    @Test func mutatedTokensAreRefusedFromAFixedSeed() throws {
        try TemporaryFolder.with { folder in
            let signers = [try Signer(.p256, kid: "ec", in: folder), try Signer(.ed25519, kid: "ed", in: folder)]
            let (verifier, _) = try Self.verifier(signers, in: folder)
            let originals = try signers.map { Array(try $0.token(Self.claims()).utf8) }
            var random = SplitMix(seed: 0x5EED_0A7)
            let alphabet = Array("ABCXYZabcxyz0189-_.=+/ {}\"".utf8)
            var accepted = 0
            for round in 0..<600 {
                let original = originals[round % originals.count]
                var token = original
                let position = Int.random(in: 0..<token.count, using: &random)
                switch Int.random(in: 0..<6, using: &random) {
                case 0: token[position] = alphabet.randomElement(using: &random)!
                case 1: token.remove(at: position)
                case 2: token.insert(token[position], at: position)
                case 3: token = Array(token.prefix(position))
                case 4:
                    let parts = token.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
                    token = Array(([parts[1], parts[0]] + parts.dropFirst(2)).joined(separator: [UInt8(ascii: ".")]))
                default:
                    let parts = token.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
                    let forged = Array(Base64URL.encode(Self.claims(["sub": "mallory"]).serialized).utf8)
                    token = Array([parts[0], forged[...]] + parts.dropFirst(2)).joined(separator: [UInt8(ascii: ".")])
                        .map { $0 }
                }
                let outcome = Self.refusal(verifier, String(decoding: token, as: UTF8.self))
                if outcome == nil {
                    accepted += 1
                    // Accepted only when the token still reads as the original: base64url's last
                    // character carries spare bits, so a change there may decode to the same bytes.
                    let same = zip(Self.decodedParts(token), Self.decodedParts(original)).allSatisfy { $0 == $1 }
                    #expect(same, "round \(round): an edited token was accepted")
                }
            }
            #expect(accepted < 30)
        }
    }

    /// A token's three parts, decoded.
    static func decodedParts(_ token: [UInt8]) -> [[UInt8]?] {
        token.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
            Base64URL.decode(String(decoding: $0, as: UTF8.self))
        }
    }

    @Test func aKeySetThatCannotServeIsRefusedWithTheReasons() throws {
        let long = Base64URL.encode([UInt8](repeating: 0xC5, count: 256))
        let cases: [(String, String)] = [
            ("not json", "not JSON"),
            (#"{"no":"keys"}"#, "\"keys\" array"),
            (#"{"keys":[]}"#, "it is empty"),
            (#"{"keys":[{"kty":"oct","k":"c2VjcmV0"}]}"#, "symmetric key"),
            (#"{"keys":[{"kty":"RSA","n":"AQAB","e":"AQAB"}]}"#, "shorter than 2048 bits"),
            (#"{"keys":[{"kty":"RSA","use":"enc","n":"\#(long)","e":"AQAB"}]}"#, "not 'sig'"),
            (#"{"keys":[{"kty":"EC","crv":"secp256k1","x":"AA","y":"AA"}]}"#, "curve 'secp256k1'"),
            (#"{"keys":[{"kty":"EC","crv":"P-256","x":"AAAA","y":"AAAA"}]}"#, "GnuTLS cannot import it"),
            (#"{"keys":[{"kty":"OKP","crv":"X25519","x":"AAAA"}]}"#, "Ed25519 is supported"),
            (
                #"{"keys":[{"kty":"RSA","kid":"a","n":"***","e":"AQAB"}]}"#,
                "key 'a': its \"n\" is missing or not base64url"
            ),
            (#"{"keys":[7]}"#, "not a JSON object"),
        ]
        for (text, reason) in cases {
            #expect(throws: AccessTokenError.self, "\(text)") { try JSONWebKeySet(json: Array(text.utf8)) }
            do {
                _ = try JSONWebKeySet(json: Array(text.utf8))
            } catch {
                #expect(error.description.contains(reason), "\(text): \(error)")
            }
        }
        // A usable key beside unusable ones: the set serves, and says what it left out.
        let mixed =
            #"{"keys":[{"kty":"oct","kid":"s","k":"c2VjcmV0"},{"kty":"RSA","kid":"r","n":"\#(long)","e":"AQAB"}]}"#
        let set = try JSONWebKeySet(json: Array(mixed.utf8))
        #expect(set.keys.count == 1 && set.skipped.count == 1 && set.skipped[0].hasPrefix("key 's'"))
    }

    /// A verified token is kept (a client sends the same one with every request), but not past
    /// its expiry, and not once the key that signed it is gone from the set.
    @Test func aVerifiedTokenIsKeptUntilItExpiresOrItsKeyGoes() throws {
        try TemporaryFolder.with { folder in
            let first = try Signer(.rsa, kid: "first", in: folder)
            let second = try Signer(.p256, kid: "second", in: folder)
            let (verifier, path) = try Self.verifier([first, second], in: folder)
            let now = Date()
            let token = try first.token(Self.claims(["exp": .int(Int(now.timeIntervalSince1970) + 100)]))
            for _ in 0..<3 { #expect(Self.refusal(verifier, token) == nil) }
            let expired = now.addingTimeInterval(100 + 61)
            #expect(throws: AccessTokenError("the token has expired")) {
                try verifier.verify(token, audience: Self.audience, now: expired)
            }
            // Verified for this audience only.
            #expect(throws: AccessTokenError.self) { try verifier.verify(token, audience: "https://other.example/mcp") }
            try Self.writeKeySet([try second.jwk()], to: path)
            try verifier.reload()
            #expect(Self.refusal(verifier, token)?.description.contains("does not verify with key 'first'") == true)
        }
    }

    @Test func aRotatedKeyIsReadOnceAndAFailedReadKeepsTheKeys() throws {
        try TemporaryFolder.with { folder in
            let first = try Signer(.p256, kid: "first", in: folder)
            let second = try Signer(.ed25519, kid: "second", in: folder)
            let (verifier, path) = try Self.verifier([first], in: folder)
            // The new key reaches the file after the verifier read it: a token naming it makes
            // the verifier read the set again.
            try Self.writeKeySet([try first.jwk(), try second.jwk()], to: path)
            #expect(Self.refusal(verifier, try second.token(Self.claims())) == nil)
            // Within the interval, a made-up key id does not make it read again.
            try Self.writeKeySet([try first.jwk()], to: path)
            let made = try first.token(Self.claims(), header: ["alg": "ES256", "kid": "made-up"])
            #expect(Self.refusal(verifier, made)?.description.contains("key 'made-up'") == true)
            #expect(Self.refusal(verifier, try second.token(Self.claims())) == nil)
            // A reload that fails keeps the keys in use.
            try Data("{".utf8).write(to: URL(fileURLWithPath: path))
            #expect(throws: AccessTokenError.self) { try verifier.reload() }
            #expect(verifier.keySet.keys.count == 2)
            try FileManager.default.removeItem(atPath: path)
            #expect(throws: AccessTokenError.self) { try verifier.reload() }
            #expect(Self.refusal(verifier, try first.token(Self.claims())) == nil)

            // A read for an unknown key that fails is said, and the keys in use stay.
            try Self.writeKeySet([try first.jwk()], to: path)
            let lines = Mutex<[String]>([])
            let logged = try AccessTokenVerifier(
                source: .file(path), policy: .init(issuers: [Self.issuer]),
                log: { line in lines.withLock { $0.append(line) } })
            try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
            #expect(Self.refusal(logged, try second.token(Self.claims())) != nil)
            #expect(lines.withLock { $0.count } == 1)
            #expect(lines.withLock { $0.first?.contains("the previous keys stay") } == true)
            #expect(Self.refusal(logged, try first.token(Self.claims())) == nil)
        }
    }
}

/// Opaque tokens checked by asking an authorization server over real HTTP (RFC 7662): the test's
/// introspection endpoint runs on this project's own HTTP server.
@Suite(.serialized, .ownThreads) struct TokenIntrospectionTests {
    /// An introspection endpoint that knows `tokens` (each with its claims) and this server as
    /// the client `resource` with secret `s3cret&+`.
    final class Endpoint: HTTPHandler {
        let tokens: [String: MCPJSON]
        let asked = Mutex<[String]>([])
        let answer = Mutex<(status: Int, body: String)?>(nil)

        init(_ tokens: [String: MCPJSON]) { self.tokens = tokens }

        func handle(_ request: HTTPRequest) -> HTTPResponse {
            let expected = "Basic " + Data("resource:s3cret%26%2B".utf8).base64EncodedString()
            guard request.method == "POST", request.headers["authorization"] == expected else {
                return HTTPResponse(status: 401, body: .bytes(Array(#"{"error":"invalid_client"}"#.utf8)))
            }
            if let (status, body) = answer.withLock({ $0 }) {
                return HTTPResponse(status: status, body: .bytes(Array(body.utf8)))
            }
            var form: [String: String] = [:]
            for pair in String(decoding: request.body, as: UTF8.self).split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map {
                    $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
                }
                if parts.count == 2 { form[parts[0]] = parts[1] }
            }
            let token = form["token"] ?? ""
            asked.withLock { $0.append(token) }
            let claims = tokens[token] ?? ["active": false]
            return HTTPResponse(
                status: 200, headers: [("Content-Type", "application/json")], body: .bytes(claims.serialized))
        }
    }

    static func claims(_ changes: [String: MCPJSON] = [:]) -> MCPJSON {
        var claims = AccessTokenTests.claims(changes).objectValue ?? [:]
        claims["active"] = true
        return .object(claims)
    }

    static func introspector(_ port: UInt16, scopes: [String] = []) -> TokenIntrospector {
        TokenIntrospector(
            endpoint: .init(
                url: URL(string: "http://127.0.0.1:\(port)/introspect")!, clientID: "resource", clientSecret: "s3cret&+"
            ),
            policy: AccessTokenPolicy(issuers: [AccessTokenTests.issuer], requiredScopes: scopes))
    }

    @Test func anActiveTokenIsAcceptedAndItsAnswerKept() throws {
        let token = "opaque +&=/token"
        let endpoint = Endpoint([token: Self.claims(), "no-scope": Self.claims(["scope": "profile"])])
        let server = try HTTPServer(host: "127.0.0.1", port: 0, handler: endpoint)
        defer { server.stop() }
        let introspector = Self.introspector(server.port, scopes: ["mcp:tools"])
        let subject = try introspector.verify(token, audience: AccessTokenTests.audience)
        #expect(subject == AccessTokenSubject(issuer: AccessTokenTests.issuer, subject: "alice"))
        _ = try introspector.verify(token, audience: AccessTokenTests.audience)
        // Asked once, and the token arrived as it was, form-encoded on the way.
        #expect(endpoint.asked.withLock { $0 } == [token])
        #expect(
            throws: AccessTokenError(
                "the token lacks the scope mcp:tools this server requires", kind: .insufficientScope)
        ) {
            try introspector.verify("no-scope", audience: AccessTokenTests.audience)
        }
        // Past the time kept, it is asked again.
        let later = Date().addingTimeInterval(TokenIntrospector.activeSeconds + 1)
        _ = try? introspector.verify(token, audience: AccessTokenTests.audience, now: later)
        #expect(endpoint.asked.withLock { $0.filter { $0 == token }.count } == 2)
    }

    @Test func whatTheServerSaysMustFitThisServer() throws {
        let now = Int(Date().timeIntervalSince1970)
        let endpoint = Endpoint([
            "other-audience": Self.claims(["aud": "https://other.example/mcp"]),
            "expired": Self.claims(["exp": .int(now - 120)]),
            "no-issuer": Self.claims(["iss": .null]),
            "another-issuer": Self.claims(["iss": "https://evil.example"]),
        ])
        let server = try HTTPServer(host: "127.0.0.1", port: 0, handler: endpoint)
        defer { server.stop() }
        let introspector = Self.introspector(server.port)
        func refusal(_ token: String) -> AccessTokenError? {
            do {
                _ = try introspector.verify(token, audience: AccessTokenTests.audience)
                return nil
            } catch {
                return error
            }
        }
        #expect(refusal("unknown")?.description == "the authorization server says the token is not active")
        #expect(refusal("other-audience")?.description.contains("not for this server") == true)
        #expect(refusal("expired")?.description == "the token has expired")
        #expect(refusal("another-issuer")?.description.contains("issued by 'https://evil.example'") == true)
        // An answer without `iss` is the asked server's own.
        #expect(refusal("no-issuer") == nil)
        // A refusal is kept too: asking again within the time kept does not reach the endpoint.
        let count = endpoint.asked.withLock { $0.count }
        #expect(refusal("unknown") != nil)
        #expect(endpoint.asked.withLock { $0.count } == count)
    }

    @Test func anEndpointThatCannotAnswerIsUnavailableNotInvalid() throws {
        let endpoint = Endpoint(["t": Self.claims()])
        let server = try HTTPServer(host: "127.0.0.1", port: 0, handler: endpoint)
        let port = server.port
        let answers: [(Int, String, String)] = [
            (500, "{}", "HTTP 500"), (200, "not json", "not a JSON object with \"active\""),
            (200, #"{"active":"yes"}"#, "not a JSON object with \"active\""),
        ]
        for (index, (status, body, reason)) in answers.enumerated() {
            endpoint.answer.withLock { $0 = (status, body) }
            // A new introspector each time, so no answer kept from before.
            do {
                _ = try Self.introspector(port).verify("t\(index)", audience: AccessTokenTests.audience)
                Issue.record("accepted with \(status) \(body)")
            } catch {
                #expect(error.kind == .unavailable && error.description.contains(reason), "\(error)")
            }
        }
        let wrongSecret = TokenIntrospector(
            endpoint: .init(
                url: URL(string: "http://127.0.0.1:\(port)/introspect")!, clientID: "resource", clientSecret: "x"),
            policy: AccessTokenPolicy(issuers: [AccessTokenTests.issuer]))
        #expect(throws: AccessTokenError.self) { try wrongSecret.verify("t", audience: AccessTokenTests.audience) }
        server.stop()
        do {
            _ = try Self.introspector(port).verify("t", audience: AccessTokenTests.audience)
            Issue.record("accepted with the endpoint gone")
        } catch {
            #expect(error.kind == .unavailable && error.description.contains("cannot ask"), "\(error)")
        }
    }
}

/// Where an authorization server's metadata is looked for, for an issuer with a path (as
/// Keycloak's realms have): RFC 8414's well-known URL, then OpenID Connect's.
@Suite(.serialized, .ownThreads) struct AuthorizationServerMetadataTests {
    /// Serves the metadata at `path` alone, naming its own address as the issuer.
    final class Server: HTTPHandler {
        let path: String
        let port = Mutex<UInt16>(0)
        let asked = Mutex<[String]>([])
        init(_ path: String) { self.path = path }
        var issuer: String { "http://127.0.0.1:\(port.withLock { $0 })/realms/r" }
        func handle(_ request: HTTPRequest) -> HTTPResponse {
            asked.withLock { $0.append(request.path) }
            guard request.path == path else { return HTTPResponse(status: 404) }
            let document: MCPJSON = ["issuer": .string(issuer), "jwks_uri": .string("https://keys.example\(path)")]
            return HTTPResponse(status: 200, body: .bytes(document.serialized))
        }
    }

    @Test func rfc8414sURLComesFirstThenOpenIDConnects() throws {
        for path in ["/.well-known/oauth-authorization-server/realms/r", "/realms/r/.well-known/openid-configuration"] {
            let handler = Server(path)
            let server = try HTTPServer(host: "127.0.0.1", port: 0, handler: handler)
            defer { server.stop() }
            handler.port.withLock { $0 = server.port }
            let found = try AuthorizationServerMetadata.endpoint("jwks_uri", of: handler.issuer)
            #expect(found.absoluteString == "https://keys.example\(path)")
            #expect(handler.asked.withLock { $0.first } == "/.well-known/oauth-authorization-server/realms/r")
            #expect(throws: AccessTokenError.self) {
                try AuthorizationServerMetadata.endpoint("introspection_endpoint", of: handler.issuer)
            }
        }
    }
}
