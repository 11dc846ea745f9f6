import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Checks opaque access tokens by asking the authorization server about each (OAuth 2.0 Token
/// Introspection, RFC 7662): the server answers whether the token is active and what it grants,
/// and the answer must fit this server as a JWT's claims must (issuer, audience, time, scopes).
///
/// An answer is kept for a while, keyed by the token's SHA-256 digest (never the token): an
/// active one until the token expires and at most `activeSeconds`, an inactive one for
/// `inactiveSeconds`, so that a client repeating a bad token does not make the server ask on each
/// request. A token revoked at the authorization server is refused once its kept answer is over.
package final class TokenIntrospector: Sendable {
    /// The introspection endpoint, and this server's credentials there (HTTP Basic, RFC 7662
    /// section 2.1 asks the resource server to authenticate).
    package struct Endpoint: Sendable {
        package var url: URL
        package var clientID: String
        package var clientSecret: String

        package init(url: URL, clientID: String, clientSecret: String) {
            self.url = url
            self.clientID = clientID
            self.clientSecret = clientSecret
        }
    }

    package let endpoint: Endpoint
    package let policy: AccessTokenPolicy
    package static let activeSeconds = 60.0
    package static let inactiveSeconds = 10.0

    private let kept = TokenCache<Result<AccessTokenSubject, AccessTokenError>>()

    package init(endpoint: Endpoint, policy: AccessTokenPolicy) {
        self.endpoint = endpoint
        self.policy = policy
    }

    /// The caller `token` stands for, when the authorization server says it is active and what
    /// it says fits `audience` (this endpoint's URL) at `now`. `digest` is the token's SHA-256 when the
    /// caller made it already.
    package func verify(
        _ token: String, digest: [UInt8]? = nil, audience: String, now: Date = Date()
    ) throws(AccessTokenError)
        -> AccessTokenSubject
    {
        guard token.utf8.count <= AccessTokenVerifier.tokenLimit else {
            throw AccessTokenError("the bearer token is over \(AccessTokenVerifier.tokenLimit) bytes")
        }
        let digest = digest ?? SHA256.hash(Array(token.utf8))
        if let answer = kept.value(for: digest, at: now) { return try answer.get() }
        let outcome: Result<AccessTokenSubject, AccessTokenError>
        let until: Date
        do {
            let claims = try introspect(token)
            let subject = try policy.check(
                claims, audience: audience, now: now, requireExpiry: false, issuer: policy.issuers.first)
            outcome = .success(subject)
            let expiry = claims["exp"]?.doubleValue.map { Date(timeIntervalSince1970: $0) } ?? .distantFuture
            until = min(expiry, now.addingTimeInterval(Self.activeSeconds))
        } catch  where error.kind == .unavailable {
            throw error  // asked again next time
        } catch {
            outcome = .failure(error)
            until = now.addingTimeInterval(Self.inactiveSeconds)
        }
        kept.keep(outcome, for: digest, until: until, now: now)
        return try outcome.get()
    }

    /// Forgets every answer kept, so that each token is asked about again (a token revoked at the
    /// authorization server is refused at its next request).
    package func forget() { kept.removeAll() }

    /// What the authorization server says of `token`: its claims when active.
    private func introspect(_ token: String) throws(AccessTokenError) -> [String: MCPJSON] {
        var request = URLRequest(url: endpoint.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 5)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        // RFC 6749, section 2.3.1: each part form-encoded before the two are joined.
        let credentials = Self.formEncoded(endpoint.clientID) + ":" + Self.formEncoded(endpoint.clientSecret)
        request.setValue("Basic " + Data(credentials.utf8).base64EncodedString(), forHTTPHeaderField: "Authorization")
        request.httpBody = Data("token=\(Self.formEncoded(token))&token_type_hint=access_token".utf8)
        let what = "ask \(endpoint.url) about the token"
        let (status, body) = try AuthorizationServerHTTP.send(request, what, limit: 1 << 20)
        guard status == 200 else {
            let hint = status == 401 || status == 403 ? " (are the introspection client's id and secret right?)" : ""
            throw AccessTokenError("cannot \(what): it answered HTTP \(status)\(hint)", kind: .unavailable)
        }
        guard let answer = (try? JSONParser.parse(body))?.objectValue, let active = answer["active"]?.boolValue else {
            throw AccessTokenError(
                "cannot \(what): its answer is not a JSON object with \"active\" (RFC 7662)", kind: .unavailable)
        }
        guard active else { throw AccessTokenError("the authorization server says the token is not active") }
        return answer
    }

    /// `application/x-www-form-urlencoded` for one value.
    static func formEncoded(_ value: String) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._*")
        return (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "").replacingOccurrences(
            of: "%20", with: "+")
    }
}
