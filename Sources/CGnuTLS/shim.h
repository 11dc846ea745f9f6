#ifndef CGNUTLS_SHIM_H
#define CGNUTLS_SHIM_H

#include <gnutls/gnutls.h>
#include <gnutls/abstract.h>
#include <gnutls/crypto.h>

/// Verifies a JWS ECDSA signature, which is the two integers r and s side by side (RFC 7518,
/// section 3.4), where GnuTLS takes them DER-encoded: returns 0 when `signature` is valid for
/// `data`, a negative GnuTLS error otherwise.
static inline int jws_shim_verify_ecdsa(gnutls_pubkey_t key, gnutls_sign_algorithm_t algorithm,
                                        const unsigned char *data, unsigned int data_size,
                                        const unsigned char *signature, unsigned int signature_size) {
    if (signature_size == 0 || signature_size % 2 != 0) return GNUTLS_E_PK_SIG_VERIFY_FAILED;
    unsigned int half = signature_size / 2;
    gnutls_datum_t r = {(unsigned char *)signature, half};
    gnutls_datum_t s = {(unsigned char *)signature + half, half};
    gnutls_datum_t der = {NULL, 0};
    int status = gnutls_encode_rs_value(&der, &r, &s);
    if (status < 0) return status;
    gnutls_datum_t message = {(unsigned char *)data, data_size};
    status = gnutls_pubkey_verify_data2(key, algorithm, 0, &message, &der);
    gnutls_free(der.data);
    return status;
}

/// Verifies an RSA or EdDSA signature over `data`: 0 when valid, a negative GnuTLS error otherwise.
static inline int jws_shim_verify(gnutls_pubkey_t key, gnutls_sign_algorithm_t algorithm,
                                  const unsigned char *data, unsigned int data_size,
                                  const unsigned char *signature, unsigned int signature_size) {
    gnutls_datum_t message = {(unsigned char *)data, data_size};
    gnutls_datum_t sig = {(unsigned char *)signature, signature_size};
    return gnutls_pubkey_verify_data2(key, algorithm, 0, &message, &sig);
}

/// Imports a public key from its JWK parts: RSA's modulus and exponent (`curve` 0), or an
/// elliptic curve's point (`y` empty for Ed25519). Returns 0 or a negative GnuTLS error; on
/// success `*key` is the caller's to free with `gnutls_pubkey_deinit`.
static inline int jws_shim_import(gnutls_pubkey_t *key, gnutls_ecc_curve_t curve,
                                  const unsigned char *a, unsigned int a_size,
                                  const unsigned char *b, unsigned int b_size) {
    int status = gnutls_pubkey_init(key);
    if (status < 0) return status;
    gnutls_datum_t first = {(unsigned char *)a, a_size};
    gnutls_datum_t second = {(unsigned char *)b, b_size};
    if (curve == GNUTLS_ECC_CURVE_INVALID) {
        status = gnutls_pubkey_import_rsa_raw(*key, &first, &second);
    } else {
        status = gnutls_pubkey_import_ecc_raw(*key, curve, &first, b_size == 0 ? NULL : &second);
    }
    if (status < 0) {
        gnutls_pubkey_deinit(*key);
        *key = NULL;
    }
    return status;
}

#endif
