import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Checks JWT access tokens (RFC 9068) that an OAuth authorization server issued for this MCP
/// server, as the MCP authorization spec asks of a resource server: the signature against the
/// authorization server's published keys, the issuer, the audience (this endpoint's URL, RFC
/// 8707), the time window and the scopes.
///
/// The keys come from a file or a URL (`--jwks`); a token signed with a key the set does not
/// have makes the verifier read the set again (at most every `unknownKeyInterval`), so a key
/// rotation needs no restart.
package final class AccessTokenVerifier: Sendable {
    /// Where the key set is read from.
    package enum Source: Sendable, CustomStringConvertible {
        case file(String)
        case url(URL)

        /// An `http(s)://` URL, else a file path.
        package init(_ text: String) {
            if let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                scheme == "https" || scheme == "http",
                url.host != nil
            {
                self = .url(url)
            } else {
                self = .file(text)
            }
        }

        package var description: String {
            switch self {
            case .file(let path): path
            case .url(let url): url.absoluteString
            }
        }
    }

    package let source: Source
    package let policy: AccessTokenPolicy
    private let keys: Locked<JSONWebKeySet>
    /// When the set was last read because a token named a key it lacked.
    private let lastUnknownKeyRead = Locked<ContinuousClock.Instant?>(nil)
    package static let unknownKeyInterval: Duration = .seconds(30)
    /// Tokens verified, with the audience they were verified for: a client sends the same token
    /// with each request, and checking its signature costs more than a small call. Emptied when
    /// the key set is read again, so a key taken out of the set is refused at once.
    private let verified = TokenCache<(subject: AccessTokenSubject, audience: String)>()
    /// How long a verified token is kept at most (its expiry comes first when sooner).
    static let verifiedSeconds = 300.0
    /// The largest token looked at, and the largest key set read.
    static let tokenLimit = 16 << 10
    static let keySetLimit = 1 << 20

    /// Receives a line when the key set could not be read again for a token (never a token).
    private let log: @Sendable (String) -> Void

    /// Reads the key set; fails (naming the source) when it cannot.
    package init(
        source: Source, policy: AccessTokenPolicy, log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(AccessTokenError) {
        self.source = source
        self.policy = policy
        self.log = log
        self.keys = Locked(try Self.read(source))
    }

    /// The keys now in use.
    package var keySet: JSONWebKeySet { keys.withLock { $0 } }

    /// Reads the key set again and uses it from now on; on failure the previous one stays.
    @discardableResult
    package func reload() throws(AccessTokenError) -> JSONWebKeySet {
        let set = try Self.read(source)
        keys.withLock { $0 = set }
        verified.removeAll()
        return set
    }

    static func read(_ source: Source) throws(AccessTokenError) -> JSONWebKeySet {
        let bytes: [UInt8]
        switch source {
        case .file(let path):
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw AccessTokenError("cannot read the key set file '\(path.clipped)'")
            }
            defer { try? handle.close() }
            let data: Data
            do {
                data = try handle.read(upToCount: keySetLimit + 1) ?? Data()
            } catch {
                throw AccessTokenError("cannot read the key set file '\(path.clipped)': \(error.localizedDescription)")
            }
            guard data.count <= keySetLimit else {
                throw AccessTokenError("the key set file '\(path.clipped)' is over \(keySetLimit) bytes")
            }
            bytes = [UInt8](data)
        case .url(let url):
            bytes = try fetch(url)
        }
        do {
            return try JSONWebKeySet(json: bytes)
        } catch {
            throw AccessTokenError("\(source): \(error)")
        }
    }

    /// GETs the key set.
    private static func fetch(_ url: URL) throws(AccessTokenError) -> [UInt8] {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 5)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (status, body) = try AuthorizationServerHTTP.send(
            request, "fetch the key set from \(url)", limit: keySetLimit)
        guard status == 200 else { throw AccessTokenError("fetching the key set from \(url) answered HTTP \(status)") }
        return body
    }

    /// The caller `token` stands for, when it is valid for `audience` (this endpoint's URL) at `now`.
    /// `digest` is the token's SHA-256 when the caller made it already (the gate did, to look the
    /// token up in the token file).
    package func verify(
        _ token: String, digest: [UInt8]? = nil, audience: String, now: Date = Date()
    ) throws(AccessTokenError) -> AccessTokenSubject {
        let token = Array(token.utf8)
        guard token.count <= Self.tokenLimit else {
            throw AccessTokenError("the bearer token is over \(Self.tokenLimit) bytes")
        }
        let digest = digest ?? SHA256.hash(token)
        if let known = verified.value(for: digest, at: now), known.audience == audience { return known.subject }
        let parts = token.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw AccessTokenError("the bearer token is not a JWT (three base64url parts joined by dots)")
        }
        let header = try Self.object(parts[0], "header")
        guard let name = header["alg"]?.stringValue else { throw AccessTokenError("the JWT's header has no \"alg\"") }
        guard let algorithm = JWSAlgorithm(name) else {
            throw AccessTokenError(
                "the JWT is signed with '\(name.clipped)'; this server accepts \(JWSAlgorithm.supported)")
        }
        // RFC 7515, section 4.1.11: an extension the verifier does not understand refuses the token.
        if header["crit"] != nil {
            throw AccessTokenError("the JWT's header has \"crit\" extensions this server does not know")
        }
        // RFC 9068 names access tokens `at+jwt`; many authorization servers write `JWT`, or no
        // type. A token that says it is something else (a DPoP proof, a logout token, a security
        // event, an ID token typed as one) is not an access token, whatever its audience.
        if let type = header["typ"] {
            guard let text = type.stringValue, Self.accessTokenTypes.contains(Self.mediaType(text)) else {
                throw AccessTokenError(
                    "the JWT's type (typ) is '\((type.stringValue ?? type.typeName).clipped)', not an access token's (at+jwt or JWT)"
                )
            }
        }
        let keyID = header["kid"]?.stringValue
        guard let signature = Base64URL.decode(String(decoding: parts[2], as: UTF8.self)) else {
            throw AccessTokenError("the JWT's signature is not base64url")
        }
        let signed = Array(token[..<parts[1].endIndex])
        guard verifies(signature, over: signed, algorithm: algorithm, keyID: keyID) else {
            let which = keyID.map { "key '\($0.clipped)'" } ?? "any key"
            throw AccessTokenError("the JWT's signature does not verify with \(which) of the authorization server's")
        }
        let claims = try Self.object(parts[1], "claims")
        let subject = try policy.check(claims, audience: audience, now: now, requireExpiry: true)
        if let expiry = claims["exp"]?.doubleValue {
            let until = min(
                Date(timeIntervalSince1970: expiry + policy.leeway), now.addingTimeInterval(Self.verifiedSeconds))
            verified.keep((subject, audience), for: digest, until: until, now: now)
        }
        return subject
    }

    /// The `typ` values of an access token, as `mediaType` spells them.
    static let accessTokenTypes: Set<String> = ["at+jwt", "jwt"]

    /// A `typ` as a media type's subtype, lowercased: RFC 7515 lets `application/` be left out
    /// and media types compare without regard to case.
    static func mediaType(_ type: String) -> String {
        let lowered = type.lowercased()
        return lowered.hasPrefix("application/") ? String(lowered.dropFirst("application/".count)) : lowered
    }

    private func verifies(_ signature: [UInt8], over data: [UInt8], algorithm: JWSAlgorithm, keyID: String?) -> Bool {
        var candidates = keySet.candidates(algorithm: algorithm, keyID: keyID)
        if candidates.isEmpty, keyID != nil, readAgainForUnknownKey() {
            candidates = keySet.candidates(algorithm: algorithm, keyID: keyID)
        }
        return candidates.contains { $0.publicKey.verifies(signature, over: data, with: algorithm) }
    }

    /// Reads the set again for a key it lacked, unless it was read for that reason lately (so a
    /// stream of tokens with made-up key ids cannot make the server fetch on each).
    private func readAgainForUnknownKey() -> Bool {
        let now = ContinuousClock.now
        let due = lastUnknownKeyRead.withLock { last in
            guard last.map({ now - $0 >= Self.unknownKeyInterval }) ?? true else { return false }
            last = now
            return true
        }
        guard due else { return false }
        do {
            try reload()
            return true
        } catch {
            log(
                "--jwks: a token names a key the set lacks, and reading the set again failed: \(error); the previous keys stay"
            )
            return false
        }
    }

    private static func object(_ part: ArraySlice<UInt8>, _ what: String) throws(AccessTokenError) -> [String: MCPJSON]
    {
        guard let bytes = Base64URL.decode(String(decoding: part, as: UTF8.self)),
            let object = (try? JSONParser.parse(bytes))?.objectValue
        else {
            throw AccessTokenError("the JWT's \(what) is not a base64url JSON object")
        }
        return object
    }
}
