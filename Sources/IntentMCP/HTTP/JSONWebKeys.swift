import CGnuTLS
import Foundation

/// A JSON Web Key Set (RFC 7517): the public keys an authorization server signs its JWT access
/// tokens with, as its `jwks_uri` serves them.
package struct JSONWebKeySet: Sendable {
    package struct Key: Sendable {
        /// `kid`, which a token's header names.
        let id: String?
        /// `alg`, when the key is bound to one algorithm.
        let algorithm: String?
        let publicKey: JWSPublicKey
    }

    package private(set) var keys: [Key]
    /// The keys that were left out, each with the reason (a key for encryption, a kind of key
    /// that cannot verify a signature here, a key too weak).
    package private(set) var skipped: [String]

    /// Reads a key set; fails when the text is not one, or holds no key that can verify.
    package init(json bytes: [UInt8]) throws(AccessTokenError) {
        let document: MCPJSON
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw AccessTokenError("the key set is not JSON: \(error)")
        }
        guard let entries = document.objectValue?["keys"]?.arrayValue else {
            throw AccessTokenError("the key set is not a JSON object with a \"keys\" array (RFC 7517)")
        }
        keys = []
        skipped = []
        for (index, entry) in entries.enumerated() {
            guard let fields = entry.objectValue else {
                skipped.append("key \(index + 1): not a JSON object")
                continue
            }
            let label = fields["kid"]?.stringValue.map { "key '\($0.clipped)'" } ?? "key \(index + 1)"
            do {
                keys.append(try Self.key(fields))
            } catch {
                skipped.append("\(label): \(error)")
            }
        }
        guard !keys.isEmpty else {
            let why = skipped.isEmpty ? "it is empty" : skipped.joined(separator: "; ")
            throw AccessTokenError("the key set holds no key that can verify a signature: \(why)")
        }
    }

    private static func key(_ fields: [String: MCPJSON]) throws(AccessTokenError) -> Key {
        if let use = fields["use"]?.stringValue, use != "sig" {
            throw AccessTokenError("its \"use\" is '\(use.clipped)', not 'sig'")
        }
        if let operations = fields["key_ops"]?.arrayValue, !operations.contains(.string("verify")) {
            throw AccessTokenError("its \"key_ops\" do not include 'verify'")
        }
        func part(_ name: String) throws(AccessTokenError) -> [UInt8] {
            guard let text = fields[name]?.stringValue, let bytes = Base64URL.decode(text), !bytes.isEmpty else {
                throw AccessTokenError("its \"\(name)\" is missing or not base64url")
            }
            return bytes
        }
        let type = fields["kty"]?.stringValue ?? ""
        let publicKey: JWSPublicKey
        switch type {
        case "RSA":
            let modulus = try part("n")
            // RFC 7518, section 3.3: 2048 bits at least.
            guard modulus.drop(while: { $0 == 0 }).count >= 256 else {
                throw AccessTokenError("an RSA key shorter than 2048 bits")
            }
            publicKey = try JWSPublicKey(family: .rsa, curve: GNUTLS_ECC_CURVE_INVALID, modulus, try part("e"))
        case "EC":
            let curve = fields["crv"]?.stringValue ?? ""
            guard let family = JWSPublicKey.Family.ecdsa(curve) else {
                throw AccessTokenError("an EC key on curve '\(curve.clipped)'; P-256, P-384 and P-521 are supported")
            }
            publicKey = try JWSPublicKey(family: family, curve: family.curve, try part("x"), try part("y"))
        case "OKP":
            let curve = fields["crv"]?.stringValue ?? ""
            guard curve == "Ed25519" else {
                throw AccessTokenError("an OKP key on curve '\(curve.clipped)'; Ed25519 is supported")
            }
            publicKey = try JWSPublicKey(family: .ed25519, curve: GNUTLS_ECC_CURVE_ED25519, try part("x"), [])
        case "oct":
            // A shared secret would let anyone who can verify a token also forge one.
            throw AccessTokenError("a symmetric key (\"oct\"); only public keys verify access tokens here")
        default:
            throw AccessTokenError("a key of type '\(type.clipped)'; RSA, EC and OKP are supported")
        }
        return Key(id: fields["kid"]?.stringValue, algorithm: fields["alg"]?.stringValue, publicKey: publicKey)
    }

    /// The keys that may have signed a token with header `algorithm` and `keyID`.
    func candidates(algorithm: JWSAlgorithm, keyID: String?) -> [Key] {
        keys.filter { key in
            (keyID == nil || key.id == keyID) && key.publicKey.family == algorithm.family
                && (key.algorithm == nil || key.algorithm == algorithm.name
                    // Ed25519 is named both ways (RFC 8037's EdDSA, RFC 9864's Ed25519).
                    || algorithm.family == .ed25519 && (key.algorithm == "EdDSA" || key.algorithm == "Ed25519"))
        }
    }
}

/// A JWS signature algorithm this server verifies (RFC 7518, RFC 8037).
struct JWSAlgorithm {
    let name: String
    let family: JWSPublicKey.Family
    let sign: gnutls_sign_algorithm_t

    /// `alg` from a token's header; `nil` for `none`, the HMAC ones and any other.
    init?(_ name: String) {
        self.name = name
        switch name {
        case "RS256": (family, sign) = (.rsa, GNUTLS_SIGN_RSA_SHA256)
        case "RS384": (family, sign) = (.rsa, GNUTLS_SIGN_RSA_SHA384)
        case "RS512": (family, sign) = (.rsa, GNUTLS_SIGN_RSA_SHA512)
        case "PS256": (family, sign) = (.rsa, GNUTLS_SIGN_RSA_PSS_RSAE_SHA256)
        case "PS384": (family, sign) = (.rsa, GNUTLS_SIGN_RSA_PSS_RSAE_SHA384)
        case "PS512": (family, sign) = (.rsa, GNUTLS_SIGN_RSA_PSS_RSAE_SHA512)
        case "ES256": (family, sign) = (.p256, GNUTLS_SIGN_ECDSA_SHA256)
        case "ES384": (family, sign) = (.p384, GNUTLS_SIGN_ECDSA_SHA384)
        case "ES512": (family, sign) = (.p521, GNUTLS_SIGN_ECDSA_SHA512)
        case "EdDSA", "Ed25519": (family, sign) = (.ed25519, GNUTLS_SIGN_EDDSA_ED25519)
        default: return nil
        }
    }

    static let supported = "RS256, RS384, RS512, PS256, PS384, PS512, ES256, ES384, ES512, EdDSA"
}

/// A public key, imported into GnuTLS once and used for every token it signed.
package final class JWSPublicKey: @unchecked Sendable {
    // @unchecked: the GnuTLS key is written once, in `init`; verifying only reads it.
    enum Family: Equatable {
        case rsa, p256, p384, p521, ed25519

        static func ecdsa(_ curve: String) -> Family? {
            switch curve {
            case "P-256": .p256
            case "P-384": .p384
            case "P-521": .p521
            default: nil
            }
        }

        var curve: gnutls_ecc_curve_t {
            switch self {
            case .rsa: GNUTLS_ECC_CURVE_INVALID
            case .p256: GNUTLS_ECC_CURVE_SECP256R1
            case .p384: GNUTLS_ECC_CURVE_SECP384R1
            case .p521: GNUTLS_ECC_CURVE_SECP521R1
            case .ed25519: GNUTLS_ECC_CURVE_ED25519
            }
        }
    }

    let family: Family
    private let key: gnutls_pubkey_t

    /// RSA's modulus and exponent, or a curve's point (`y` empty for Ed25519).
    init(family: Family, curve: gnutls_ecc_curve_t, _ a: [UInt8], _ b: [UInt8]) throws(AccessTokenError) {
        var key: gnutls_pubkey_t?
        let status = a.withUnsafeBufferPointer { first in
            b.withUnsafeBufferPointer { second in
                jws_shim_import(
                    &key, curve, first.baseAddress, UInt32(first.count), second.baseAddress, UInt32(second.count))
            }
        }
        guard status >= 0, let key else {
            throw AccessTokenError("GnuTLS cannot import it (\(String(cString: gnutls_strerror(status))))")
        }
        self.family = family
        self.key = key
    }

    deinit { gnutls_pubkey_deinit(key) }

    /// Whether `signature` is this key's over `data` with `algorithm`.
    func verifies(_ signature: [UInt8], over data: [UInt8], with algorithm: JWSAlgorithm) -> Bool {
        let status = data.withUnsafeBufferPointer { message in
            signature.withUnsafeBufferPointer { signed in
                switch family {
                case .p256, .p384, .p521:
                    // r and s are each the curve's size: a signature of another length is not one.
                    guard signed.count == 2 * family.coordinateBytes else { return Int32(-1) }
                    return jws_shim_verify_ecdsa(
                        key, algorithm.sign, message.baseAddress, UInt32(message.count), signed.baseAddress,
                        UInt32(signed.count))
                case .rsa, .ed25519:
                    return jws_shim_verify(
                        key, algorithm.sign, message.baseAddress, UInt32(message.count), signed.baseAddress,
                        UInt32(signed.count))
                }
            }
        }
        return status >= 0
    }
}

extension JWSPublicKey.Family {
    /// The bytes of one coordinate (and of r or s) on the curve.
    var coordinateBytes: Int {
        switch self {
        case .p256: 32
        case .p384: 48
        case .p521: 66
        case .rsa, .ed25519: 0
        }
    }
}
