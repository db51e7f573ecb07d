/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Checks shared by the randomness regression tests: what every randomized
 * operation must do when the operating system's generator is broken, and
 * that it still works when the generator is merely slow or interrupted. */
#ifndef KPQC_TEST_RNG_CHECKS_H
#define KPQC_TEST_RNG_CHECKS_H

/* Start an alarm: if the process is still running after `seconds`, it
 * prints which call hung and exits with status 1 (a hang is a failure, not
 * a ctest timeout). Not inherited by fork: call it in each child. */
void rng_arm_alarm(unsigned seconds);

/* With a working generator: keys for the encaps and sign checks (an
 * NTRU+768 public key, HAETAE2 and AIMer-128f secret keys). 0 on success. */
int rng_prepare_keys(void);

/* With a broken generator: kpqc_randombytes, kpqc_randombytes_os and,
 * through the checked API, KEM keypair and encaps and signature keypair
 * and sign must each return KPQC_ERR_RANDOMNESS with every output zeroed.
 * Prints one line per call with the time it took. Returns the number of
 * failed checks. */
int rng_expect_failure(const char *label);

/* With a generator that works (possibly slowly): draws succeed, differ from
 * each other and are not all zero; keypair, encaps, decaps and sign,
 * verify round-trip. Returns the number of failed checks. */
int rng_expect_success(const char *label);

#endif
