/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Placeholder schemes for testing the framework (test builds only).
 * Their KAT digests are our own output, recorded so that every target
 * (32-bit, big-endian, emulated) must agree with the x86-64 host. */
#ifndef KPQC_TEST_TOY_H
#define KPQC_TEST_TOY_H

#include <stddef.h>
#include <stdint.h>

#include "kpqc.h"
#include "namespace.h"
#include "testinfo.h"

/* The descriptors, for the test registry. */
extern const kpqc_kem_def kpqc_testkem_kem;
extern const kpqc_kem_def kpqc_testkemx_kem;
extern const kpqc_sig_def kpqc_testsig_sig;
extern const kpqc_sig_def kpqc_testsigctx_sig;

#if defined(TOY_EXPLICIT)
#if TOY_EXPLICIT
#define TOY_KEM_NAME       "test-kem-explicit"
#define TOY_KEM_ALIAS      "testkemx"
#define TOY_KEM_KAT_SHA256 "d9122411bd883f43a04c2a2680c02c9df6a3f6ca3d7b0a153921deaf6c62e3c6"
#else
#define TOY_KEM_NAME       "test-kem"
#define TOY_KEM_ALIAS      "testkem"
#define TOY_KEM_KAT_SHA256 "600e4997f82d55a28ca2db782e0ddad8f158fd4676450d9b250754cb762bb480"
#endif
#include KPQC_NIST_HEADER /* the namespaced NIST prototypes */
#endif

#if defined(TOY_CONTEXT)
#if TOY_CONTEXT
#define TOY_SIG_NAME       "test-sig-ctx"
#define TOY_SIG_ALIAS      "testsigctx"
#define TOY_SIG_KAT_FORMAT KPQC_KAT_SIGN_DETACHED_CTX
#define TOY_SIG_KAT_SHA256 "22b9d289d3b5a71fb1a3942bc1ab9fe02dc09f07b46c1a64220e6ff44f6ff67c"
/* first 10 records: exercises the quick digest used under emulation */
#define TOY_SIG_QUICK_RECORDS 10
#define TOY_SIG_QUICK_SHA256  "10299a97fb13f10813bde2a68e17f3c51cae1a2588ac86d7780c5d3b7a6a8adb"
#else
#define TOY_SIG_NAME          "test-sig"
#define TOY_SIG_ALIAS         "testsig"
#define TOY_SIG_KAT_FORMAT    KPQC_KAT_SIGN_ATTACHED
#define TOY_SIG_KAT_SHA256    "cb42e441970cfb61f765bfb2755cab0ee7b28b2eb841ca47e442e9d57e2512ec"
#define TOY_SIG_QUICK_RECORDS 0
#define TOY_SIG_QUICK_SHA256  NULL
#endif
#include KPQC_NIST_HEADER
#endif

#endif
