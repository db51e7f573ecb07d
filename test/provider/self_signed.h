/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The server certificate of the provider's TLS test and of the handshake
 * measurement (tools/measure/tls_handshake_cpu.c): one definition. */
#ifndef KPQC_TEST_PROVIDER_SELF_SIGNED_H
#define KPQC_TEST_PROVIDER_SELF_SIGNED_H

#include <openssl/evp.h>
#include <openssl/x509.h>

/* A self-signed P-256 certificate for the server (default provider). */
static int make_cert(OSSL_LIB_CTX *libctx, EVP_PKEY **key, X509 **cert)
{
    X509_NAME *name;

    *key = EVP_PKEY_Q_keygen(libctx, NULL, "EC", "P-256");
    *cert = X509_new_ex(libctx, NULL);
    if (*key == NULL || *cert == NULL)
        return 0;
    name = X509_get_subject_name(*cert);
    return X509_set_version(*cert, X509_VERSION_3) &&
           ASN1_INTEGER_set(X509_get_serialNumber(*cert), 1) &&
           X509_gmtime_adj(X509_getm_notBefore(*cert), -60) != NULL &&
           X509_gmtime_adj(X509_getm_notAfter(*cert), 3600) != NULL &&
           X509_set_pubkey(*cert, *key) &&
           X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, (const unsigned char *)"localhost",
                                      -1, -1, 0) &&
           X509_set_issuer_name(*cert, name) && X509_sign(*cert, *key, EVP_sha256()) > 0;
}

#endif
