/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Symbol namespacing for sources compiled once per parameter set.
 *
 * The build compiles a scheme's sources once per parameter set with
 * -DKPQC_PARAM_ID=<id> (for example smaugt1). Every external symbol of a
 * scheme is written KPQC_NS(name) and becomes kpqc_<id>_<name>, so all
 * parameter sets link into one library without clashes and every exported
 * symbol starts with kpqc_. */
#ifndef KPQC_COMMON_NAMESPACE_H
#define KPQC_COMMON_NAMESPACE_H

#define KPQC_CAT_(a, b) a##b
#define KPQC_CAT(a, b)  KPQC_CAT_(a, b)
#define KPQC_STR_(a)    #a
#define KPQC_STR(a)     KPQC_STR_(a)

#if defined(KPQC_PARAM_ID)
#define KPQC_NS(name) KPQC_CAT(KPQC_CAT(kpqc_, KPQC_PARAM_ID), KPQC_CAT(_, name))
#endif
/* KPQC_NS_UPPER(CRYPTO_BYTES) names the generated header's size macro
 * KPQC_<ID>_CRYPTO_BYTES; the pasted name is rescanned, so it expands. */
#if defined(KPQC_PARAM_ID_UPPER)
#define KPQC_NS_UPPER(name) KPQC_CAT(KPQC_CAT(KPQC_, KPQC_PARAM_ID_UPPER), KPQC_CAT(_, name))
#endif

#endif
