/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Known-answer and consistency tests for LSH-512 (KS X 3262) with its
 * 224-, 256-, 384- and 512-bit digests.
 *
 * Vector sources (test vectors are facts; the hex below is copied from them):
 *  - Crypto++'s TestVectors/lsh512.txt and lsh512_256.txt (generated with
 *    the KISA reference code): random messages of 0 to 127 bytes and
 *    all-zero messages up to 65536 bytes, for LSH-512-512, -384 and -256.
 *    All 441 entries of both files were checked against this
 *    implementation when it was written; a sample is kept here.
 *  - The KISA reference code as shipped with PALOMA's round-2 source
 *    (kpqc-cryptocraft/KpqClean_ver2 at 0896ebec2441, built in a scratch
 *    folder): the pattern message (byte i = 167 i + 13 mod 256) at lengths
 *    around the 256-byte block, for all four digest lengths. LSH-512-224
 *    has no other source here; its initial value is checked against the
 *    standard's derivation by gen/lsh512-tables.
 *  - The standard's published examples are not reproduced here: we did
 *    not have the document's vectors at hand. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "harness.h"
#include "lsh512.h"
#include "tests.h"

typedef struct {
    const char *name;
    const char *msg; /* hex */
    const char *md;  /* hex; its length sets the digest length */
} lsh_vector;

typedef struct {
    unsigned bits; /* digest length */
    size_t len;    /* message length in bytes */
    const char *md;
} lsh_len_vector;

/* clang-format off */
static const lsh_vector lsh_cryptopp[] = {
    { "Crypto++ LSH-384 size 0",
      "",
      "dbb259cf22459368ab2c52b3e1c977288b38670adcb91cae6b8b6a2d646e76f8"
      "bd53e5cab0e47c856f55249b895c1730" },
    { "Crypto++ LSH-384 size 127",
      "642009b53595939096cd8fb847fc2998441436447a8ed5ac0ad6f6868b91deeb"
      "0fb03e77630c96dc8f8cdbeb2a912a9e0aee36f4eb70ce03cea4a632f1f09eee"
      "d64fa36a05aa255f31cb91c064af4d4647a28404118217c119c7f40337c65b07"
      "9394dd35ffebff0a557109d0ee11a168de634c43c9517afd12c97f01897197",
      "8e2445eb023f0c2257fdc38e9e7627424cef179ed59a2af391a2b7573c07e823"
      "7779ca383ac2c377f49eb5be938097e7" },
    { "Crypto++ LSH-512 size 0",
      "",
      "118a2ff2a99e3b2134125e2baf20ebe3bdd034d5a69b29c22fc4995063340b46"
      "697801d7f7fb0070568f78e8ed514215fc70af27d6f27b01aa8a1da72b14ce7c" },
    { "Crypto++ LSH-512 size 1",
      "41",
      "32e896b21bec19c15254f7a1f089f748e05918a68e6d829fb1a62b7d5822ad98"
      "b7de274f7dc6c73e6f52c5f0b7633666dbe6048661351d811105ee015b9dcac9" },
    { "Crypto++ LSH-512 size 127",
      "d8eca3649bf776037304987ed0ce2fd62ce61f37fa4f9c953bec2146896ae80f"
      "d88ab9da8956756e53db2ee574a0ba877e176451cf4b0f40376bc33e402716e9"
      "fae20e80ee6c846afb47d26fc2f3efdd62ed45ba056c51d0826502b7ef90a57c"
      "e4582a47b8e29eb55820e799f973a80344d329c3c7f3681582e14550664e5c",
      "c34111ef6951da8cd68b5520b879e3f751ced801fe278bf3d9a5f3456915280b"
      "5d1f7f4e76dd2ec4c58f1677e8ebb3228feb0e62d1911dd935c877d323dbc42e" },
    { "Crypto++ LSH-512-256 size 0",
      "",
      "706df4ebf100f06d5cc9f6c79be5297c3f6f515801dd10fbc1b665a2d7bdb653" },
    { "Crypto++ LSH-512-256 size 127",
      "a8b7f749153eb9182ed532b6c6aca3543a6de851dfc353f677ff06dadb039300"
      "7d14796bef66fe9e1da267915302c141c5e4b358c06b03c00319a7ad52a2079f"
      "bc572e6952adf8344f0903d5a03f17f8968a01894c1fb7c554b7de85c873b569"
      "63708968d8dfadaf866772b2cc4eb036e7e5ea770af68af1fcbf14e699c7d7",
      "30177032a6001130b342e6b3ff573ce22dd4244ee00e810e19dd3940af3d69a7" },
};

/* all-zero messages of len bytes (Crypto++'s files) */
static const lsh_len_vector lsh_zeros[] = {
    { 384, 512, /* LSH-384 All 0's test vector, size 512 */
      "76bb308b06dffd7d26b765adef0e66e5b45f5df32e7a46ab82f24d34cd03753e"
      "c85a88468faaccc0a1206d6b0e1347fc" },
    { 512, 256, /* LSH-512 All 0's test vector, size 256 */
      "fc5f109909295c97a830af7ff09722c202e2e6e8f5c2bdd004fceaeb13695107"
      "baed06220242b74dff05ba58152f7db8a041893b52e5649a920b482c0b6697f7" },
    { 512, 384, /* LSH-512 All 0's test vector, size 384 */
      "6ef663ada101db2f950f02992945cdb3d82b347d18bd703f174cbaa003da939c"
      "bba12bb7ccb18326e577324152d311cb2a74976407c72bc7db91158cd69fbea6" },
    { 512, 65536, /* LSH-512 All 0's test vector, size 65536 */
      "44e716d77a704c9a3068e37a1876b2016e5ce8289343e42749572156165c71a8"
      "f2a5f258c4c95ee760d5689788389b6ff2e88082d0fdc5e614c8b54dc1e42af7" },
    { 256, 1024, /* LSH-512-256 All 0's test vector, size 1024 */
      "c7d9bbbcff934a1ab336e104dcf3ecfad18497e911c61738d06e4bbd0b63c684" },
};

/* the pattern message of len bytes (the KISA reference code) */
static const lsh_len_vector lsh_pattern[] = {
    { 224, 255,
      "bd6e1344962a0b85844e6220ab4021ca611f467988d9d00032f8c0a6" },
    { 224, 256,
      "ec95576b2d93e9d0ae9072793a85f9818695313a7a1993277736033a" },
    { 224, 257,
      "ed9e8e575d3a7270f587216729d577942c2a66d7b9822119435b5442" },
    { 224, 1000,
      "f3b3cf731899bab1505647b98413e70c31482219a946e112349c982b" },
    { 256, 255,
      "c6744a30427c046d3baacee192a00bfba109f96227229a1e22b5cb6cc4540464" },
    { 256, 256,
      "cf08a47cf145a573079c49af4f044e75d91f133562760452a341c32b2515b337" },
    { 256, 257,
      "d451e0907d714da1225b21136bb85deb63f4bffd53cb8b6544ea47f79d4538b8" },
    { 256, 1000,
      "01bcac61d1b486fd3aac826887848c8b39a119bb2ab2f2d1ec11ff57d5b024de" },
    { 384, 255,
      "2a6364748f315cc95eea0b744de09eccc0c5fdd870e1a7d4ab9a753fb50bbe89"
      "633456d72c6ae685b54569cc162dc93e" },
    { 384, 256,
      "8c0d7233352704467caf5a90932bb3f0882343b07eb5832bbce9586b779d1368"
      "5062f349b3c21279362e24565b088830" },
    { 384, 257,
      "e0b7c83d9184ffa21b222a5101255c523bfcea6181eea0675e9937aef5fdca5a"
      "c1d53140cc82a56c03bc78e3f479f83b" },
    { 384, 1000,
      "5e09b85155a64f2cb7543baebba656553eea66c4773e90864f02a28778cdaa95"
      "77fb66ed32b2d9037a0426a8a4be5e76" },
    { 512, 255,
      "e0cd934fd4d4935f4ce24fe97bfdf0eb2b5e3b54d47656e10c8476db762d3248"
      "bed1c049e6e8624847065206c4364755ee030f4d4648f1a066afae3679350cee" },
    { 512, 256,
      "1c1c1c8422822f7a4e46b9cc177e3942a007dcd6fc11ff043d10a90b3711021e"
      "a82cce18eb38a8bbf38b668a36b08fcaa696cf93fa324f561102221d0f3a6804" },
    { 512, 257,
      "35ac51b66975c5e0a66fb9f72d07f1186d33fc01305c5058dc206524ff43b30f"
      "6d678b4f845eac3c5e74727a0d5685f365975f64240fbfbd9e625d6544732567" },
    { 512, 1000,
      "daa6c0c29143acc1ac101c9ff377f027c31f7d45fb6c7b9f194365ef79e090a7"
      "9072f2e310a30e38cfa85cfe78e56b00b4ebab61ad9701cba1fee98590982729" },
};
/* clang-format on */

/* the longest explicit message; longer all-zero ones are streamed (the
   Cortex-M4 test image has little RAM to spare) */
#define LSH_MAX_MSG 1024

static void lsh_make_pattern(uint8_t *m, size_t len)
{
    size_t i;
    for (i = 0; i < len; i++) {
        m[i] = (uint8_t)(167u * i + 13u);
    }
}

int test_lsh512_vectors(void)
{
    static uint8_t msg[LSH_MAX_MSG];
    uint8_t out[KPQC_LSH512_MAX_BYTES], want[KPQC_LSH512_MAX_BYTES];
    kpqc_lsh512_ctx ctx;
    size_t i, n, cut;

    for (i = 0; i < sizeof lsh_cryptopp / sizeof lsh_cryptopp[0]; i++) {
        size_t mlen = t_unhex(msg, sizeof msg, lsh_cryptopp[i].msg);
        size_t olen = t_unhex(want, sizeof want, lsh_cryptopp[i].md);
        T_CHECK(kpqc_lsh512(out, olen, msg, mlen) == 0);
        T_EQ_BYTES(lsh_cryptopp[i].name, out, want, olen);
    }
    for (i = 0; i < sizeof lsh_zeros / sizeof lsh_zeros[0]; i++) {
        size_t olen = t_unhex(want, sizeof want, lsh_zeros[i].md);
        size_t left = lsh_zeros[i].len;
        T_CHECK(olen == lsh_zeros[i].bits / 8);
        memset(msg, 0, sizeof msg);
        T_CHECK(kpqc_lsh512_init(&ctx, olen) == 0);
        while (left != 0) {
            size_t take = left < sizeof msg ? left : sizeof msg;
            kpqc_lsh512_update(&ctx, msg, take);
            left -= take;
        }
        kpqc_lsh512_final(&ctx, out);
        T_EQ_BYTES("all-zero message", out, want, olen);
    }
    for (i = 0; i < sizeof lsh_pattern / sizeof lsh_pattern[0]; i++) {
        size_t olen = t_unhex(want, sizeof want, lsh_pattern[i].md);
        T_CHECK(olen == lsh_pattern[i].bits / 8);
        lsh_make_pattern(msg, lsh_pattern[i].len);
        T_CHECK(kpqc_lsh512(out, olen, msg, lsh_pattern[i].len) == 0);
        T_EQ_BYTES("pattern message", out, want, olen);
    }

    /* incremental: a 1000-byte message fed in two pieces split anywhere,
       and byte by byte, gives the one-call digest */
    n = 1000;
    lsh_make_pattern(msg, n);
    T_CHECK(kpqc_lsh512(want, 64, msg, n) == 0);
    for (cut = 0; cut <= n; cut += 37) {
        T_CHECK(kpqc_lsh512_init(&ctx, 64) == 0);
        kpqc_lsh512_update(&ctx, msg, cut);
        kpqc_lsh512_update(&ctx, NULL, 0);
        kpqc_lsh512_update(&ctx, msg + cut, n - cut);
        kpqc_lsh512_final(&ctx, out);
        T_EQ_BYTES("two pieces", out, want, 64);
    }
    T_CHECK(kpqc_lsh512_init(&ctx, 64) == 0);
    for (i = 0; i < n; i++) {
        kpqc_lsh512_update(&ctx, msg + i, 1);
    }
    kpqc_lsh512_final(&ctx, out);
    T_EQ_BYTES("byte by byte", out, want, 64);

    /* only the four digest lengths; a refused call writes nothing */
    memset(out, 0xA5, sizeof out);
    T_CHECK(kpqc_lsh512(out, 0, msg, 1) == -1);
    T_CHECK(kpqc_lsh512(out, 20, msg, 1) == -1);
    T_CHECK(kpqc_lsh512(out, 65, msg, 1) == -1);
    T_CHECK(out[0] == 0xA5 && out[63] == 0xA5);
    T_CHECK(kpqc_lsh512_init(&ctx, 33) == -1);
    return T_RESULT();
}
