import Foundation

/// Why an access token or a key set was refused; the text names what was wrong, never a token.
package struct AccessTokenError: Error, CustomStringConvertible, Equatable {
    package enum Kind: Sendable, Equatable {
        /// The token is not one this server accepts (HTTP 401, `invalid_token`).
        case invalid
        /// The token is valid but lacks a scope the server requires (HTTP 403, `insufficient_scope`).
        case insufficientScope
        /// The authorization server could not be asked about the token (HTTP 503): not the
        /// client's fault, so not a reason for it to sign in again.
        case unavailable
    }

    package var kind: Kind
    package var description: String

    init(_ description: String, kind: Kind = .invalid) {
        self.kind = kind
        self.description = description
    }
}

/// What an access token must say besides its signature (the claims of a JWT, or what the
/// authorization server says of an opaque token when asked).
package struct AccessTokenPolicy: Sendable {
    /// The issuers (`iss`) accepted: the authorization servers.
    package var issuers: [String]
    /// Scopes every token must carry (`scope`, or `scp`).
    package var requiredScopes: [String]
    /// Seconds of clock difference allowed on `exp` and `nbf`.
    package var leeway: Double

    package init(issuers: [String], requiredScopes: [String] = [], leeway: Double = 60) {
        self.issuers = issuers
        self.requiredScopes = requiredScopes
        self.leeway = leeway
    }

    /// The caller `claims` stand for, when they fit this server: issued by one of `issuers` (or,
    /// when they name no issuer, by `issuer`, the server that was asked), for `audience`, valid
    /// at `now` (an expiry required when `requireExpiry`), with the required scopes.
    func check(
        _ claims: [String: MCPJSON], audience: String, now: Date, requireExpiry: Bool, issuer asked: String? = nil
    ) throws(AccessTokenError) -> AccessTokenSubject {
        guard let issuer = claims["iss"]?.stringValue ?? asked else {
            throw AccessTokenError("the token has no issuer (\"iss\")")
        }
        guard issuers.contains(issuer) else {
            throw AccessTokenError(
                "the token was issued by '\(issuer.clipped)', not by \(issuers.map { "'\($0)'" }.joined(separator: " or "))"
            )
        }
        let audiences: [String]
        switch claims["aud"] {
        case .string(let one): audiences = [one]
        case .array(let many): audiences = many.compactMap(\.stringValue)
        default: throw AccessTokenError("the token names no audience (\"aud\"); it must name \(audience)")
        }
        guard audiences.contains(where: { Self.sameResource($0, audience) }) else {
            throw AccessTokenError(
                "the token was issued for \(audiences.map { "'\($0.clipped)'" }.joined(separator: ", ")), not for this server (\(audience))"
            )
        }
        let seconds = now.timeIntervalSince1970
        if let expiry = claims["exp"]?.doubleValue {
            guard seconds < expiry + leeway else { throw AccessTokenError("the token has expired") }
        } else if requireExpiry {
            throw AccessTokenError("the JWT has no expiry (\"exp\")")
        }
        if let notBefore = claims["nbf"]?.doubleValue, seconds + leeway < notBefore {
            throw AccessTokenError("the token is not valid yet (\"nbf\")")
        }
        guard let subject = claims["sub"]?.stringValue ?? claims["client_id"]?.stringValue, !subject.isEmpty else {
            throw AccessTokenError("the token names no subject (\"sub\")")
        }
        let granted = Self.scopes(claims)
        let missing = requiredScopes.filter { !granted.contains($0) }
        if !missing.isEmpty {
            throw AccessTokenError(
                "the token lacks the scope \(missing.joined(separator: " ")) this server requires",
                kind: .insufficientScope)
        }
        return AccessTokenSubject(issuer: issuer, subject: subject)
    }

    /// `scope` (space-separated, RFC 9068), or `scp` as some authorization servers write it.
    private static func scopes(_ claims: [String: MCPJSON]) -> Set<String> {
        var scopes: Set<String> = []
        for name in ["scope", "scp"] {
            switch claims[name] {
            case .string(let text): scopes.formUnion(text.split(separator: " ").map(String.init))
            case .array(let values): scopes.formUnion(values.compactMap(\.stringValue))
            default: break
            }
        }
        return scopes
    }

    /// The same resource URL, allowing for one trailing slash and the scheme's and host's case.
    static func sameResource(_ a: String, _ b: String) -> Bool {
        func canonical(_ text: String) -> String {
            var text = text.hasSuffix("/") ? String(text.dropLast()) : text
            if let range = text.range(of: "://") {
                let authorityEnd = text[range.upperBound...].firstIndex(of: "/") ?? text.endIndex
                text = text[..<authorityEnd].lowercased() + text[authorityEnd...]
            }
            return text
        }
        return canonical(a) == canonical(b)
    }
}

/// The caller a valid token stands for: its issuer and subject (not the token, which is replaced
/// each time it is refreshed).
package struct AccessTokenSubject: Sendable, Hashable {
    package var issuer: String
    package var subject: String
}
