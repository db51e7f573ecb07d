/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Known-answer and consistency tests for SHA-256, SHA-512 (FIPS 180-4),
 * SHA3-256, SHA3-512, SHAKE128, SHAKE256 and Keccak-f[1600] (FIPS 202).
 *
 * Vector sources (test vectors are facts; the hex below is copied from them):
 *  - FIPS 180-4 / NIST CSRC "Examples with intermediate values": "abc", the
 *    448-bit and 896-bit two-block messages; FIPS 180-2 Appendix B/C: one
 *    million 'a'.
 *  - NIST CAVP SHAVS byte-oriented response files (shabytetestvectors):
 *    SHA256ShortMsg.rsp, SHA256LongMsg.rsp, SHA512ShortMsg.rsp,
 *    SHA512LongMsg.rsp; entries named by their Len (bits).
 *  - NIST CAVP SHA-3 byte-oriented response files (sha-3bytetestvectors,
 *    shakebytetestvectors, CAVS 19.0): SHA3_256ShortMsg/LongMsg,
 *    SHA3_512ShortMsg/LongMsg, SHAKE128ShortMsg/LongMsg/VariableOut,
 *    SHAKE256ShortMsg/LongMsg/VariableOut. ShortMsg/LongMsg SHAKE entries
 *    use the files' fixed output length (128 bits for SHAKE128, 256 bits for
 *    SHAKE256).
 *  - NIST CSRC FIPS 202 example values: the 1600-bit message of 0xA3 bytes.
 *  - Keccak team, KeccakF-1600-IntermediateValues.txt (XKCP): the state after
 *    one and two permutations of the all-zero state.
 *  - The *_pattern tables are NOT NIST vectors: digests of a deterministic
 *    message (byte i = 167 i + 13 mod 256) at lengths around block and rate
 *    boundaries, computed with Python's hashlib (an independent
 *    implementation) to pin boundary cases the CAVP files do not cover.
 * Every vector above was also re-checked against Python hashlib when this
 * file was written. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "sha2.h"
#include "fips202.h"

int test_sha256_vectors(void);
int test_sha512_vectors(void);
int test_sha3_vectors(void);
int test_shake_vectors(void);
int test_keccakf_vectors(void);

/* ------------------------------------------------------------------ */
/* Vector tables                                                      */

typedef struct {
    const char *name;
    const char *msg; /* hex */
    const char *md;  /* hex; its length sets the output length */
} hash_vector;

typedef struct {
    size_t len;     /* message = make_pattern(len) */
    const char *md; /* hex */
} pattern_vector;

/* The vector tables keep one field per line (clang-format would pack them). */
/* clang-format off */
static const hash_vector sha256_cavp[] = {
    { "CAVP SHA256ShortMsg Len=0",
      "",
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" },
    { "CAVP SHA256ShortMsg Len=8",
      "d3",
      "28969cdfa74a12c82f3bad960b0b000aca2ac329deea5c2328ebc6f2ba9802c1" },
    { "CAVP SHA256ShortMsg Len=24",
      "b4190e",
      "dff2e73091f6c05e528896c4c831b9448653dc2ff043528f6769437bc7b975c2" },
    { "CAVP SHA256ShortMsg Len=440",
      "3ebfb06db8c38d5ba037f1363e118550aad94606e26835a01af05078533cc25f"
      "2f39573c04b632f62f68c294ab31f2a3e2a1a0d8c2be51",
      "6595a2ef537a69ba8583dfbf7f5bec0ab1f93ce4c8ee1916eff44a93af5749c4" },
    { "CAVP SHA256ShortMsg Len=448",
      "2d52447d1244d2ebc28650e7b05654bad35b3a68eedc7f8515306b496d75f3e7"
      "3385dd1b002625024b81a02f2fd6dffb6e6d561cb7d0bd7a",
      "cfb88d6faf2de3a69d36195acec2e255e2af2b7d933997f348e09f6ce5758360" },
    { "CAVP SHA256ShortMsg Len=456",
      "4cace422e4a015a75492b3b3bbfbdf3758eaff4fe504b46a26c90dacc119fa90"
      "50f603d2b58b398cad6d6d9fa922a154d9e0bc4389968274b0",
      "4d54b2d284a6794581224e08f675541c8feab6eefa3ac1cfe5da4e03e62f72e4" },
    { "CAVP SHA256ShortMsg Len=504",
      "e2f76e97606a872e317439f1a03fcd92e632e5bd4e7cbc4e97f1afc19a16fde9"
      "2d77cbe546416b51640cddb92af996534dfd81edb17c4424cf1ac4d75aceeb",
      "18041bd4665083001fba8c5411d2d748e8abbfdcdfd9218cb02b68a78e7d4c23" },
    { "CAVP SHA256ShortMsg Len=512",
      "5a86b737eaea8ee976a0a24da63e7ed7eefad18a101c1211e2b3650c5187c2a8"
      "a650547208251f6d4237e661c7bf4c77f335390394c37fa1a9f9be836ac28509",
      "42e61e174fbb3897d6dd6cef3dd2802fe67b331953b06114a65c772859dfc1aa" },
    { "CAVP SHA256LongMsg Len=1304",
      "451101250ec6f26652249d59dc974b7361d571a8101cdfd36aba3b5854d3ae08"
      "6b5fdd4597721b66e3c0dc5d8c606d9657d0e323283a5217d1f53f2f284f57b8"
      "5c8a61ac8924711f895c5ed90ef17745ed2d728abd22a5f7a13479a462d71b56"
      "c19a74a40b655c58edfe0a188ad2cf46cbf30524f65d423c837dd1ff2bf462ac"
      "4198007345bb44dbb7b1c861298cdf61982a833afc728fae1eda2f87aa2c9480"
      "858bec",
      "3c593aa539fdcdae516cdf2f15000f6634185c88f505b39775fb9ab137a10aa2" },
};

static const hash_vector sha512_cavp[] = {
    { "CAVP SHA512ShortMsg Len=0",
      "",
      "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
      "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e" },
    { "CAVP SHA512ShortMsg Len=8",
      "21",
      "3831a6a6155e509dee59a7f451eb35324d8f8f2df6e3708894740f98fdee2388"
      "9f4de5adb0c5010dfb555cda77c8ab5dc902094c52de3278f35a75ebc25f093a" },
    { "CAVP SHA512ShortMsg Len=1016",
      "c13e6ca3abb893aa5f82c4a8ef754460628af6b75af02168f45b72f8f09e45ed"
      "127c203bc7bb80ff0c7bd96f8cc6d8110868eb2cfc01037d8058992a6cf2effc"
      "bfe498c842e53a2e68a793867968ba18efc4a78b21cdf6a11e5de821dcabab14"
      "921ddb33625d48a13baffad6fe8272dbdf4433bd0f7b813c981269c388f001",
      "6e56f77f6883d0bd4face8b8d557f144661989f66d51b1fe4b8fc7124d66d9d2"
      "0218616fea1bcf86c08d63bf8f2f21845a3e519083b937e70aa7c358310b5a7c" },
    { "CAVP SHA512ShortMsg Len=1024",
      "fd2203e467574e834ab07c9097ae164532f24be1eb5d88f1af7748ceff0d2c67"
      "a21f4e4097f9d3bb4e9fbf97186e0db6db0100230a52b453d421f8ab9c9a6043"
      "aa3295ea20d2f06a2f37470d8a99075f1b8a8336f6228cf08b5942fc1fb4299c"
      "7d2480e8e82bce175540bdfad7752bc95b577f229515394f3ae5cec870a4b2f8",
      "a21b1077d52b27ac545af63b32746c6e3c51cb0cb9f281eb9f3580a6d4996d5c"
      "9917d2a6e484627a9d5a06fa1b25327a9d710e027387fc3e07d7c4d14c6086cc" },
    { "CAVP SHA512LongMsg Len=1816",
      "4f05600950664d5190a2ebc29c9edb89c20079a4d3e6bc3b27d75e34e2fa3d02"
      "768502bd69790078598d5fcf3d6779bfed1284bbe5ad72fb456015181d9587d6"
      "e864c940564eaafb4f2fead4346ea09b6877d9340f6b82eb1515880872213da3"
      "ad88feba9f4f13817a71d6f90a1a17c43a15c038d988b5b29edffe2d6a062813"
      "cedbe852cde302b3e33b696846d2a8e36bd680efcc6cd3f9e9a4c1ae8cac10cc"
      "5244d131677140399176ed46700019a004a163806f7fa467fc4e17b4617bbd76"
      "41aaff7ff56396ba8c08a8be100b33a20b5daf134a2aefa5e1c3496770dcf6ba"
      "a4f7bb",
      "a9db490c708cc72548d78635aa7da79bb253f945d710e5cb677a474efc7c65a2"
      "aab45bc7ca1113c8ce0f3c32e1399de9c459535e8816521ab714b2a6cd200525" },
};

static const hash_vector sha3_256_cavp[] = {
    { "CAVP SHA3_256ShortMsg Len=0",
      "",
      "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a" },
    { "CAVP SHA3_256ShortMsg Len=8",
      "e9",
      "f0d04dd1e6cfc29a4460d521796852f25d9ef8d28b44ee91ff5b759d72c1e6d6" },
    { "CAVP SHA3_256ShortMsg Len=512",
      "67e384d209f1bc449fa67da6ce5fbbe84f4610129f2f0b40f7c0caea7ed5cb69"
      "be22ffb7541b2077ec1045356d9db4ee7141f7d3f84d324a5d00b33689f0cb78",
      "9c9160268608ef09fe0bd3927d3dffa0c73499c528943e837be467b50e5c1f1e" },
    { "CAVP SHA3_256ShortMsg Len=1080",
      "b1f6076509938432145bb15dbe1a7b2e007934be5f753908b50fd24333455970"
      "a7429f2ffbd28bd6fe1804c4688311f318fe3fcd9f6744410243e115bcb00d7e"
      "039a4fee4c326c2d119c42abd2e8f4155a44472643704cc0bc72403b8a8ab0fd"
      "4d68e04a059d6e5ed45033b906326abb4eb4147052779bad6a03b55ca5bd8b14"
      "0e131bed2dfada",
      "f82d9602b231d332d902cb6436b15aef89acc591cb8626233ced20c0a6e80d7a" },
    { "CAVP SHA3_256ShortMsg Len=1088",
      "56ea14d7fcb0db748ff649aaa5d0afdc2357528a9aad6076d73b2805b53d89e7"
      "3681abfad26bee6c0f3d20215295f354f538ae80990d2281be6de0f6919aa9eb"
      "048c26b524f4d91ca87b54c0c54aa9b54ad02171e8bf31e8d158a9f586e92ffc"
      "e994ecce9a5185cc80364d50a6f7b94849a914242fcb73f33a86ecc83c340363"
      "0d20650ddb8cd9c4",
      "4beae3515ba35ec8cbd1d94567e22b0d7809c466abfbafe9610349597ba15b45" },
    { "CAVP SHA3_256LongMsg Len=2184",
      "b1caa396771a09a1db9bc20543e988e359d47c2a616417bbca1b62cb02796a88"
      "8fc6eeff5c0b5c3d5062fcb4256f6ae1782f492c1cf03610b4a1fb7b814c0578"
      "78e1190b9835425c7a4a0e182ad1f91535ed2a35033a5d8c670e21c575ff43c1"
      "94a58a82d4a1a44881dd61f9f8161fc6b998860cbe4975780be93b6f87980bad"
      "0a99aa2cb7556b478ca35d1f3746c33e2bb7c47af426641cc7bbb3425e214482"
      "0345e1d0ea5b7da2c3236a52906acdc3b4d34e474dd714c0c40bf006a3a1d889"
      "a632983814bbc4a14fe5f159aa89249e7c738b3b73666bac2a615a83fd21ae0a"
      "1ce7352ade7b278b587158fd2fabb217aa1fe31d0bda53272045598015a8ae4d"
      "8cec226fefa58daa05500906c4d85e7567",
      "cb5648a1d61c6c5bdacd96f81c9591debc3950dcf658145b8d996570ba881a05" },
};

static const hash_vector sha3_512_cavp[] = {
    { "CAVP SHA3_512ShortMsg Len=0",
      "",
      "a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a6"
      "15b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26" },
    { "CAVP SHA3_512ShortMsg Len=8",
      "e5",
      "150240baf95fb36f8ccb87a19a41767e7aed95125075a2b2dbba6e565e1ce857"
      "5f2b042b62e29a04e9440314a821c6224182964d8b557b16a492b3806f4c39c1" },
    { "CAVP SHA3_512ShortMsg Len=568",
      "b0de0430c200d74bf41ea0c92f8f28e11b68006a884e0d4b0d884533ee58b38a"
      "438cc1a75750b6434f467e2d0cd9aa4052ceb793291b93ef83fd5d8620456ce1"
      "aff2941b3605a4",
      "9e9e469ca9226cd012f5c9cc39c96adc22f420030fcee305a0ed27974e3c8027"
      "01603dac873ae4476e9c3d57e55524483fc01adaef87daa9e304078c59802757" },
    { "CAVP SHA3_512ShortMsg Len=576",
      "0ce9f8c3a990c268f34efd9befdb0f7c4ef8466cfdb01171f8de70dc5fefa92a"
      "cbe93d29e2ac1a5c2979129f1ab08c0e77de7924ddf68a209cdfa0adc62f85c1"
      "8637d9c6b33f4ff8",
      "b018a20fcf831dde290e4fb18c56342efe138472cbe142da6b77eea4fce52588"
      "c04c808eb32912faa345245a850346faec46c3a16d39bd2e1ddb1816bc57d2da" },
    { "CAVP SHA3_512LongMsg Len=1160",
      "664ef2e3a7059daf1c58caf52008c5227e85cdcb83b4c59457f02c508d4f4f69"
      "f826bd82c0cffc5cb6a97af6e561c6f96970005285e58f21ef6511d26e709889"
      "a7e513c434c90a3cf7448f0caeec7114c747b2a0758a3b4503a7cf0c69873ed3"
      "1d94dbef2b7b2f168830ef7da3322c3d3e10cafb7c2c33c83bbf4c46a31da90c"
      "ff3bfd4ccc6ed4b310758491eeba603a76",
      "e5825ff1a3c070d5a52fbbe711854a440554295ffb7a7969a17908d10163bfbe"
      "8f1d52a676e8a0137b56a11cdf0ffbb456bc899fc727d14bd8882232549d914e" },
};

static const hash_vector shake128_cavp[] = {
    { "CAVP SHAKE128ShortMsg Len=0",
      "",
      "7f9c2ba4e88f827d616045507605853e" },
    { "CAVP SHAKE128ShortMsg Len=1336",
      "18636f702f216b1b9302e59d82192f4e002f82d526c3f04cbd4f9b9f0bcd2535"
      "ed7a67d326da66bdf7fc821ef0fff1a905d56c81e4472856863908d104301133"
      "ad111e39552cd542ef78d9b35f20419b893f4a93aee848e9f86ae3fd53d27fea"
      "7fb1fc69631fa0f3a5ff51267785086ab4f682d42baf394b3b6992e9a0bb58a3"
      "8ce0692df9bbaf183e18523ee1352c5fad817e0c04a3e1c476be7f5e92f482a6"
      "fb29cd4bbf09ea",
      "b7b9db481898f888e5ee4ed629859844" },
    { "CAVP SHAKE128ShortMsg Len=1344",
      "5d9ff9fe63c328ddbe0c865ac6ba605c52a14ee8e4870ba320ce849283532f25"
      "51959e74cf1a54c8b30ed75dd92e076637e4ad5213b3574e73d6640bd6245bc1"
      "21378174dccdaa769e6e4f2dc650e1166c775d0a982021c0b160fe9438098e86"
      "b6cdc786f2a6d1ef68751551f7e99773daa28598d9961002c0b47ab511c8707d"
      "f69f9b32796b723bf7685251d2c0d08567ad4e8540ddcc1b8a1a01f6c92aaaad"
      "caf42301d9e53463",
      "f50af2684408915871948779a14c147c" },
    { "CAVP SHAKE128ShortMsg Len=2288",
      "d201298238483020871db1dfc245ec51418a172604bb514f48f5d76358217a41"
      "a6be51f71ae1abe2aa7947172bd8c802666f634d6fd9db03321caff64f2b925e"
      "28af1bc23706be1ca68cfb38191ad55dcfcd862fe90971d409bd58561fe8cf48"
      "805cf0ad39c25115a2de33093614fca9a12be8941b52fb08f5603a4b71601a49"
      "d74d397ec51a4c16c7f5585327cd26300712f144acbc61e81d8ebd9ced9c5ca7"
      "550b5cfe861897673c5bd3de974d393827090906454f8bbcaace49133aa37bab"
      "211dc3f521c31a502a980a722c9d1f0a299898a38e1461ccc3a94676017d619d"
      "640bd42b4123be19b93267d78ec4beee364706e42e12cc5f91a61c8ee933f4c5"
      "455ef9678c41690910b351d466ca002b769fbb8ece51b2bf3c4d33239bcc",
      "a3c3d3ddcd5b7898b990867790d3c918" },
    { "CAVP SHAKE128LongMsg Len=2696",
      "a6fe00064257aa318b621c5eb311d32bb8004c2fa1a969d205d71762cc5d2e63"
      "3907992629d1b69d9557ff6d5e8deb454ab00f6e497c89a4fea09e257a6fa207"
      "4bd818ceb5981b3e3faefd6e720f2d1edd9c5e4a5c51e5009abf636ed5bca53f"
      "e159c8287014a1bd904f5c8a7501625f79ac81eb618f478ce21cae6664acffb3"
      "0572f059e1ad0fc2912264e8f1ca52af26c8bf78e09d75f3dd9fc734afa8770a"
      "be0bd78c90cc2ff448105fb16dd2c5b7edd8611a62e537db9331f5023e16d6ec"
      "150cc6e706d7c7fcbfff930c7281831fd5c4aff86ece57ed0db882f59a5fe403"
      "105d0592ca38a081fed84922873f538ee774f13b8cc09bd0521db4374aec69f4"
      "bae6dcb66455822c0b84c91a3474ffac2ad06f0a4423cd2c6a49d4f0d6242d6a"
      "1890937b5d9835a5f0ea5b1d01884d22a6c1718e1f60b3ab5e232947c76ef70b"
      "344171083c688093b5f1475377e3069863",
      "3109d9472ca436e805c6b3db2251a9bc" },
    { "CAVP SHAKE128VariableOut COUNT=1125 Outputlen=1120",
      "0a13ad2c7a239b4ba73ea6592ae84ea9",
      "5feaf99c15f48851943ff9baa6e5055d8377f0dd347aa4dbece51ad3a6d9ce0c"
      "01aee9fe2260b80a4673a909b532adcdd1e421c32d6460535b5fe392a58d2634"
      "979a5a104d6c470aa3306c400b061db91c463b2848297bca2bc26d1864ba49d7"
      "ff949ebca50fbf79a5e63716dc82b600bd52ca7437ed774d169f6bf02e464879"
      "56fba2230f34cd2a0485484d" },
};

static const hash_vector shake256_cavp[] = {
    { "CAVP SHAKE256ShortMsg Len=0",
      "",
      "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f" },
    { "CAVP SHAKE256ShortMsg Len=1080",
      "362f1eb00b37a9613b1ae82b90452579d42f8b1f9ede95f86badc6cdf04c9b79"
      "af08be4bc94d7cac136979026b92a2d44d2b642ea1431b47d75fce61367919f1"
      "71486a007cc271d19de0d1c4c6a11c7a2251fe3aee0bb8938a7dd043d0eb0758"
      "a4768c95cc9f6f1703075839487879b47c29c10b2c3e5326ac8f363c65aa4ef7"
      "6f1b8bd363eb60",
      "c6ce60c1852ea780ed845aac4ca6a30e09f5c0064c9675865178717cfeb1dc97" },
    { "CAVP SHAKE256ShortMsg Len=1088",
      "d8f12b97f81d47aebbfb7314ff04172cf2be71c3778e238bcccdeecb691fbd54"
      "2b00e5b7b1a0abb507f107f781fea700ea7e375fdea9e029754a0ea62216774b"
      "da3c59e8783d022360fe9625621c0d93e27f7bc03632942150716f019d048a75"
      "2ccc0f93139c55df0f4aaa066a0550cf22e8c54e47d0475ba56b9842a392ffbc"
      "6bd98f1e4b64abd1",
      "e2e1c432dd07c2ee89a78f31211c92eeb5306c4fa4db93c4e5cd43080d6079e4" },
    { "CAVP SHAKE256LongMsg Len=2184",
      "dc5a100fa16df1583c79722a0d72833d3bf22c109b8889dbd35213c6bfce2058"
      "13edae3242695cfd9f59b9a1c203c1b72ef1a5423147cb990b5316a852666758"
      "94e2644c3f9578cebe451a09e58c53788fe77a9e850943f8a275f830354b0593"
      "a762bac55e984db3e0661eca3cb83f67a6fb348e6177f7dee2df40c4322602f0"
      "94953905681be3954fe44c4c902c8f6bba565a788b38f13411ba76ce0f9f6756"
      "a2a2687424c5435a51e62df7a8934b6e141f74c6ccf539e3782d22b5955d3baf"
      "1ab2cf7b5c3f74ec2f9447344e937957fd7f0bdfec56d5d25f61cde18c0986e2"
      "44ecf780d6307e313117256948d4230ebb9ea62bb302cfe80d7dfebabc4a51d7"
      "687967ed5b416a139e974c005fff507a96",
      "2bac5716803a9cda8f9e84365ab0a681327b5ba34fdedfb1c12e6e807f45284b" },
    { "CAVP SHAKE256VariableOut COUNT=0 Outputlen=16",
      "c61a9188812ae73994bc0d6d4021e31bf124dc72669749111232da7ac29e61c4",
      "23ce" },
    { "CAVP SHAKE256VariableOut COUNT=1245 Outputlen=2000",
      "8d8001e2c096f1b88e7c9224a086efd4797fbf74a8033a2d422a2b6b8f6747e4",
      "2e975f6a8a14f0704d51b13667d8195c219f71e6345696c49fa4b9d08e9225d3"
      "d39393425152c97e71dd24601c11abcfa0f12f53c680bd3ae757b8134a9c10d4"
      "29615869217fdd5885c4db174985703a6d6de94a667eac3023443a8337ae1bc6"
      "01b76d7d38ec3c34463105f0d3949d78e562a039e4469548b609395de5a4fd43"
      "c46ca9fd6ee29ada5efc07d84d553249450dab4a49c483ded250c9338f85cd93"
      "7ae66bb436f3b4026e859fda1ca571432f3bfc09e7c03ca4d183b741111ca048"
      "3d0edabc03feb23b17ee48e844ba2408d9dcfd0139d2e8c7310125aee801c61a"
      "b7900d1efc47c078281766f361c5e6111346235e1dc38325666c" },
};

static const pattern_vector sha256_pattern[] = {
    { 55, "b2ca0adc388a66d3a5a7f6541239331d5a867eede554e11262241271faaf36c5" },
    { 56, "3768eff44f1df02704a832cf708935fbed9bb74d0714fbe75454c266c4e12856" },
    { 57, "a35b6298adfbc5ec16dc51a8d52145daa2a68f1d66e837d85bed6783d874c5cb" },
    { 63, "dc06ea9e456da9f9fc2276564018231c36196ff7745bf505fd7f503aec5c67fd" },
    { 64, "b68fe543b0b5a544e32eb08712e697bfcd3a3cb491563c3b1cba112d378f4bdb" },
    { 65, "587cdb9ad9be371721f2f84a84eb09f2b698ec19bbe2d7c222179996547a04a6" },
    { 119, "b27b61037be684924f5497ee79c784f09c971d8c8c3136f6270e0fd34775aa1b" },
    { 120, "00c666e960132985e9c99dc98bf25782df791138d0f1252b69781694ed97d693" },
    { 127, "805f2702e76ff5d578052c965ded05a689d9293fd86c5584b0db399d33e9745c" },
    { 128, "cd77acfc16d0964a4c3ef06f0678a5c88d2d610de00f7b997676fea5b4d2ae9e" },
    { 129, "2c0b373b4a62770395098399a7d08ca18fce440e3b6c35a22e5910eaf515b72c" },
    { 1000, "fa10d4e76ab24b0ff9d6c596a00df178cd2a80a15c70770dee68d374ccb39bc6" },
};

static const pattern_vector sha512_pattern[] = {
    { 111, "72c2d5a9772b1473ff5865116426a3794d6cdd76331e67bf3cccf125bd1bfdd8"
          "29904c3bf972e4ce8dc87767bc51cb06ef67a87b59205f0375b9710132c95914" },
    { 112, "d058b2b14e3f3a9b8b914576250d7c1b2b92d5131af533368442b630a219c48a"
          "2c97dab22d3faf7554bcae58dc5249fa297bd7c258d6ec4e7158514f46962502" },
    { 113, "e95a09b4b1f20386575e63d5a6b91ccb1b74c1a9a9251ade1114eb634b9bbe63"
          "bf606f538da360052d6c3fae64389bb93f13930ec838aa8f3284d060ff3f614a" },
    { 127, "d1b6418ae53af06b0ef85ee4b7f7b7ac6b300a4be2d2103ebf1662649de8f9c3"
          "7eb66ca338fce74c1b60eb73c7dbf353c4826fbc08ca7d3d58d272f004094793" },
    { 128, "73e456928289cc55e5cc09ae1544b43cb3cccba11f383e8d5191c556325fcda7"
          "d6c6bf9acdc750562d7fc0a1ee63b5d7376c14183e3392517270967a28b185e2" },
    { 129, "7821a739e1b5dbf18964b2afe6470ace8d02264d1ba1ca845748bd82449dda31"
          "28e732145e83cbdcffb8bc1bfbc137153ed9baa6270c0376b4f8642bdcea808b" },
    { 239, "d7c63921579e53997157ecb385795812d20e8c20b1f0314d695913300b81e8e6"
          "fec4ced2d37213c64609a9647a178c972836254f6f028c0b3133f6dc27152813" },
    { 240, "b56b95ee996f3a4456eecb910dce749bf70395a6e80f719ee70fb7d0c5d0b12d"
          "1e8755039ce18d0770f01ccb9b3d1c23d4e762e6a29cfc70726de8b277eb5138" },
    { 255, "e42494d767c1117ff720616855864b45b5e33bfd897c3bc23507071f24572585"
          "79769eee75eb29f97c2524ae35696778a93393a21aa30f9f38714584ab3c2d3b" },
    { 256, "9e0ad98b476a5a4c36e8628ff4cc17c2dfcf0b991b13b584bb89e69f295647d5"
          "0862282fcc359dc3d870365eba1a791e53f6a6af2fb1f40a7709985062ce6481" },
    { 257, "ccf5a3532aa77782ba4c522216a8fc00865045e7cc619976635b24177497ffed"
          "1724fc6798cc508acecc1bc761e89cd02d93b29ebf020cc55b3e74381d4a22b1" },
    { 1000, "24c75ddd82934ca6ed91d78791a00a51b5c605ef754aa4440b3c7ef4d2d8e2f0"
          "c8170cb7ae5b614ffe44761abdab94c5254be6dab4aa93495d5dc1661d4875d0" },
};

static const pattern_vector sha3_256_pattern[] = {
    { 135, "8ffba2f5ead0112bd957428063b8708360d8f170bf3e3356271a6654492ef4b9" },
    { 136, "8637968a097008c992af0ee4342d218de523a99eef03a4daf8359cccb473a432" },
    { 137, "02d732fe199f4198f8fa57a5990dd8caa812d12b1d2c9fec47b678dc57d1829d" },
    { 271, "ba4361c444f65cfa3eaf0923665e8f4010fbc9488cef44d72fe6aa41b217a5c7" },
    { 272, "067c72dbe4cd02e06b73a398232c1865f9b87450f1973dd585e71db549400850" },
    { 273, "96c3294a4ad144e3a4ab55c63f0cdf9162bec6fe47a4a3ddcd95b7ca97114d2a" },
    { 1000, "22bfb8535a36080ae647393fee9a3d4738d0d1b59c36f36cbffd7522b6ae3fc7" },
};

static const pattern_vector sha3_512_pattern[] = {
    { 71, "6f7d12cb8335e56518b14ff8107392c4cb80c69539aa832f6f930dc8d18c560b"
          "887867e8797dea02cf07e92c3b1230f0371d0bb89f77dde55abdf3a808f6ce35" },
    { 72, "9276684ee72b6e3e741cdf242f2a4955928959e42af669342456ccdb54a0dfeb"
          "2dea9ffa5c8e58d9ad5ac869f8c20ee91b88a45c0966f99c8f4325636a20f580" },
    { 73, "94a15f9265b12d9e46fc2ca6e56df7eaf9b1d4af57bfd485bca09918cd164a5e"
          "deefc413d2cfab533ca2fbd3d05969eb5d4aaa0a6dd2ccc5a9efbad1209d0c61" },
    { 143, "213b8789d1936c0b839334fd0723c371a87a6112dc954f97974be7a81a0c73c0"
          "dda2dd579581df2679826cfd451be481339d0c7e9bf794863bd14cb0c43c0fc2" },
    { 144, "66cfbd2e36be77a67c0916c9f6375f18177a12bdce46271ac7fe76ce2f221bc8"
          "48b69b0d6f289dacfc6d945a220018bb436275b0ec26e38e9a7f23e1c377d32c" },
    { 145, "6056cd7b14495ac98334df7ced18d6546e9691ca654434121b1b42ef8633ca6f"
          "b32df069e81085864e9f54b64878f50b5f9cc65049daa7eb94ef043275a1ac18" },
    { 1000, "dc557af00841746f05845ad13f6402381b2486a06215b1a673bad3b4865cc216"
          "da113a6401bdad16e1399a08e11b8701812035541d2cec90b2f84438a7b23c63" },
};

static const pattern_vector shake128_pattern[] = {
    { 167, "aa0741ecb01d78e39f898a934cfb0f77d96070b896b14c802bbe8a11aa02a29d" },
    { 168, "e0c5db947b6300bad3f583a89786919a7cb227b4fb260b82d2a0cf5e686b299c" },
    { 169, "dfcb6acdb1656033d877297aebb82be282afd1a1eafc6019ffe75c2a0c6107dd" },
    { 335, "849461d31b39b7457701a7e3aa2374b01761926b57ea116fc595836d797844ce" },
    { 336, "ef47bbaf54a5ab4eb18ee7ee6e56b18e6a73a33aa9d343974f858ba0229de2e7" },
    { 337, "8d1f0f2d9cb74f54b98cf4502396d2f6ef7f561a09f1cc605694a64669d20c9c" },
    { 1000, "3359bb4614d48bff41e9501502652984fc9e6c8526e86f01018855357daa42b4" },
};

static const pattern_vector shake256_pattern[] = {
    { 135, "8698cb412c3e33f49b02136a0152a5a9c96b87ee36f284cddb664becbd50ad3a" },
    { 136, "837fafccc915ebe5ce7d76a5f7f10dd608e50a98aa49d9614e7d7e8e2903bb15" },
    { 137, "f600a2f177a8c8e521705c068936b048893156cf9df97406c073f0d22a970c8f" },
    { 271, "f4015e6aba016e0c7ac478a10e1d382eb060c4144fa4cf8a6c624b06f9587607" },
    { 272, "31e84c57a698c9a2dcc1185599201953fc8992fb9b565766012f9aa447d68699" },
    { 273, "214ec0af61e7ccd71243eb7aaa54e68f52faad5089e862bedca31e7163c4a465" },
    { 1000, "e5137749d8dc43b097f6fadcf232e6fd920a681de9477271aa74176109272179" },
};
/* clang-format on */

/* FIPS 180-4 example messages. */
static const char msg_448[] = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
static const char msg_896[] = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
                              "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";

/* SHAKE128 / SHAKE256 of 200 bytes 0xA3 (FIPS 202 example values),
 * first 512 output bytes. */
static const char shake128_a3_512[] =
    "131ab8d2b594946b9c81333f9bb6e0ce75c3b93104fa3469d3917457385da037"
    "cf232ef7164a6d1eb448c8908186ad852d3f85a5cf28da1ab6fe343817197846"
    "7f1c05d58c7ef38c284c41f6c2221a76f12ab1c04082660250802294fb871802"
    "13fdef5b0ecb7df50ca1f8555be14d32e10f6edcde892c09424b29f597afc270"
    "c904556bfcb47a7d40778d390923642b3cbd0579e60908d5a000c1d08b98ef93"
    "3f806445bf87f8b009ba9e94f7266122ed7ac24e5e266c42a82fa1bbefb7b8db"
    "0066e16a85e0493f07df4809aec084a593748ac3dde5a6d7aae1e8b6e5352b2d"
    "71efbb47d4caeed5e6d633805d2d323e6fd81b4684b93a2677d45e7421c2c6ae"
    "a259b855a698fd7d13477a1fe53e5a4a6197dbec5ce95f505b520bcd9570c4a8"
    "265a7e01f89c0c002c59bfec6cd4a5c109258953ee5ee70cd577ee217af21fa7"
    "0178f0946c9bf6ca8751793479f6b537737e40b6ed28511d8a2d7e73eb75f8da"
    "ac912ff906e0ab955b083bac45a8e5e9b744c8506f37e9b4e749a184b30f43eb"
    "188d855f1b70d71ff3e50c537ac1b0f8974f0fe1a6ad295ba42f6aec74d123a7"
    "abedde6e2c0711cab36be5acb1a5a11a4b1db08ba6982efccd716929a7741cfc"
    "63aa4435e0b69a9063e880795c3dc5ef3272e11c497a91acf699fefee206227a"
    "44c9fb359fd56ac0a9a75a743cff6862f17d7259ab075216c0699511643b6439";
static const char shake256_a3_512[] =
    "cd8a920ed141aa0407a22d59288652e9d9f1a7ee0c1e7c1ca699424da84a904d"
    "2d700caae7396ece96604440577da4f3aa22aeb8857f961c4cd8e06f0ae6610b"
    "1048a7f64e1074cd629e85ad7566048efc4fb500b486a3309a8f26724c0ed628"
    "001a1099422468de726f1061d99eb9e93604d5aa7467d4b1bd6484582a384317"
    "d7f47d750b8f5499512bb85a226c4243556e696f6bd072c5aa2d9b69730244b5"
    "6853d16970ad817e213e470618178001c9fb56c54fefa5fee67d2da524bb3b0b"
    "61ef0e9114a92cdbb6cccb98615cfe76e3510dd88d1cc28ff99287512f24bfaf"
    "a1a76877b6f37198e3a641c68a7c42d45fa7acc10dae5f3cefb7b735f12d4e58"
    "9f7a456e78c0f5e4c4471fffa5e4fa0514ae974d8c2648513b5db494cea84715"
    "6d277ad0e141c24c7839064cd08851bc2e7ca109fd4e251c35bb0a04fb05b364"
    "ff8c4d8b59bc303e25328c09a882e952518e1a8ae0ff265d61c465896973d749"
    "0499dc639fb8502b39456791b1b6ec5bcc5d9ac36a6df622a070d43fed781f5f"
    "149f7b62675e7d1a4d6dec48c1c7164586eae06a51208c0b791244d307726505"
    "c3ad4b26b6822377257aa152037560a739714a3ca79bd605547c9b78dd1f596f"
    "2d4f1791bc689a0e9b799a37339c04275733740143ef5d2b58b96a363d4e0807"
    "6a1a9d7846436e4dca5728b6f760eef0ca92bf0be5615e96959d767197a0beeb";

/* ------------------------------------------------------------------ */
/* A uniform view of the six functions for the generic checks         */

typedef union {
    kpqc_sha256_ctx s256;
    kpqc_sha512_ctx s512;
    kpqc_keccak_ctx k;
} any_ctx;

typedef struct {
    const char *name;
    size_t block;    /* block size or sponge rate in bytes */
    size_t digest;   /* fixed digest length, 0 for an XOF */
    size_t ctx_size; /* size of the union member in use */
    void (*init)(any_ctx *c);
    void (*update)(any_ctx *c, const uint8_t *in, size_t inlen);
    void (*final)(any_ctx *c, uint8_t *out, size_t outlen); /* outlen == digest unless XOF */
    void (*oneshot)(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);
} hash_alg;

static void a256_init(any_ctx *c)
{
    kpqc_sha256_init(&c->s256);
}
static void a256_update(any_ctx *c, const uint8_t *in, size_t n)
{
    kpqc_sha256_update(&c->s256, in, n);
}
static void a256_final(any_ctx *c, uint8_t *out, size_t n)
{
    (void)n;
    kpqc_sha256_final(&c->s256, out);
}
static void a256_oneshot(uint8_t *out, size_t n, const uint8_t *in, size_t inlen)
{
    (void)n;
    kpqc_sha256(out, in, inlen);
}

static void a512_init(any_ctx *c)
{
    kpqc_sha512_init(&c->s512);
}
static void a512_update(any_ctx *c, const uint8_t *in, size_t n)
{
    kpqc_sha512_update(&c->s512, in, n);
}
static void a512_final(any_ctx *c, uint8_t *out, size_t n)
{
    (void)n;
    kpqc_sha512_final(&c->s512, out);
}
static void a512_oneshot(uint8_t *out, size_t n, const uint8_t *in, size_t inlen)
{
    (void)n;
    kpqc_sha512(out, in, inlen);
}

static void keccak_update(any_ctx *c, const uint8_t *in, size_t n)
{
    kpqc_keccak_absorb(&c->k, in, n);
}
static void xof_final(any_ctx *c, uint8_t *out, size_t n)
{
    kpqc_keccak_finalize(&c->k);
    kpqc_keccak_squeeze(&c->k, out, n);
    kpqc_keccak_wipe(&c->k);
}

static void s3_256_init(any_ctx *c)
{
    kpqc_sha3_256_init(&c->k);
}
static void s3_256_final(any_ctx *c, uint8_t *out, size_t n)
{
    (void)n;
    kpqc_sha3_256_final(&c->k, out);
}
static void s3_256_oneshot(uint8_t *out, size_t n, const uint8_t *in, size_t inlen)
{
    (void)n;
    kpqc_sha3_256(out, in, inlen);
}

static void s3_512_init(any_ctx *c)
{
    kpqc_sha3_512_init(&c->k);
}
static void s3_512_final(any_ctx *c, uint8_t *out, size_t n)
{
    (void)n;
    kpqc_sha3_512_final(&c->k, out);
}
static void s3_512_oneshot(uint8_t *out, size_t n, const uint8_t *in, size_t inlen)
{
    (void)n;
    kpqc_sha3_512(out, in, inlen);
}

static void shk128_init(any_ctx *c)
{
    kpqc_shake128_init(&c->k);
}
static void shk128_oneshot(uint8_t *out, size_t n, const uint8_t *in, size_t inlen)
{
    kpqc_shake128(out, n, in, inlen);
}

static void shk256_init(any_ctx *c)
{
    kpqc_shake256_init(&c->k);
}
static void shk256_oneshot(uint8_t *out, size_t n, const uint8_t *in, size_t inlen)
{
    kpqc_shake256(out, n, in, inlen);
}

static const hash_alg alg_sha256 = {
    "SHA-256", 64,          KPQC_SHA256_BYTES, sizeof(kpqc_sha256_ctx),
    a256_init, a256_update, a256_final,        a256_oneshot};
static const hash_alg alg_sha512 = {
    "SHA-512", 128,         KPQC_SHA512_BYTES, sizeof(kpqc_sha512_ctx),
    a512_init, a512_update, a512_final,        a512_oneshot};
static const hash_alg alg_sha3_256 = {
    "SHA3-256",  KPQC_SHA3_256_RATE, KPQC_SHA3_256_BYTES, sizeof(kpqc_keccak_ctx),
    s3_256_init, keccak_update,      s3_256_final,        s3_256_oneshot};
static const hash_alg alg_sha3_512 = {
    "SHA3-512",  KPQC_SHA3_512_RATE, KPQC_SHA3_512_BYTES, sizeof(kpqc_keccak_ctx),
    s3_512_init, keccak_update,      s3_512_final,        s3_512_oneshot};
static const hash_alg alg_shake128 = {
    "SHAKE128",  KPQC_SHAKE128_RATE, 0,         sizeof(kpqc_keccak_ctx),
    shk128_init, keccak_update,      xof_final, shk128_oneshot};
static const hash_alg alg_shake256 = {
    "SHAKE256",  KPQC_SHAKE256_RATE, 0,         sizeof(kpqc_keccak_ctx),
    shk256_init, keccak_update,      xof_final, shk256_oneshot};

/* ------------------------------------------------------------------ */
/* Generic checks                                                     */

#define MAX_MSG 1024
#define MAX_OUT 600

static void make_pattern(uint8_t *m, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        m[i] = (uint8_t)(i * 167u + 13u);
    }
}

static int all_zero(const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;
    uint8_t acc = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        acc |= b[i];
    }
    return acc == 0;
}

static size_t out_len(const hash_alg *a, size_t want)
{
    return a->digest != 0 ? a->digest : want;
}

/* Hash msg with the incremental API, feeding it in pieces of at most
 * `step` bytes with an empty update between pieces. */
static void hash_stepped(const hash_alg *a, uint8_t *out, size_t outlen, const uint8_t *msg,
                         size_t len, size_t step)
{
    any_ctx c;
    size_t off = 0;

    a->init(&c);
    a->update(&c, msg, 0);
    while (off < len) {
        size_t n = len - off < step ? len - off : step;
        a->update(&c, msg + off, n);
        a->update(&c, msg + off + n, 0);
        off += n;
    }
    a->final(&c, out, outlen);
}

/* Each vector: one-shot, single update, 1-byte updates, block-sized updates. */
static void check_vectors(const hash_alg *a, const hash_vector *v, size_t count)
{
    static uint8_t msg[MAX_MSG];
    static uint8_t want[MAX_OUT];
    uint8_t got[MAX_OUT];
    size_t i;

    for (i = 0; i < count; i++) {
        size_t mlen = t_unhex(msg, sizeof msg, v[i].msg);
        size_t olen = t_unhex(want, sizeof want, v[i].md);

        T_CHECK(mlen != (size_t)-1 && olen != (size_t)-1);
        if (mlen == (size_t)-1 || olen == (size_t)-1) {
            continue;
        }
        T_CHECK(a->digest == 0 || olen == a->digest);

        memset(got, 0, sizeof got);
        a->oneshot(got, olen, msg, mlen);
        T_EQ_HEX(v[i].name, got, olen, v[i].md);

        memset(got, 0, sizeof got);
        hash_stepped(a, got, olen, msg, mlen, mlen == 0 ? 1 : mlen);
        T_EQ_BYTES(v[i].name, got, want, olen);

        memset(got, 0, sizeof got);
        hash_stepped(a, got, olen, msg, mlen, 1);
        T_EQ_BYTES(v[i].name, got, want, olen);

        memset(got, 0, sizeof got);
        hash_stepped(a, got, olen, msg, mlen, a->block);
        T_EQ_BYTES(v[i].name, got, want, olen);
    }
}

static void check_patterns(const hash_alg *a, const pattern_vector *v, size_t count, size_t xof_out)
{
    static uint8_t msg[MAX_MSG];
    uint8_t got[MAX_OUT];
    size_t olen = out_len(a, xof_out);
    size_t i;

    for (i = 0; i < count; i++) {
        char what[64];
        snprintf(what, sizeof what, "%s, pattern message of %u bytes", a->name, (unsigned)v[i].len);
        make_pattern(msg, v[i].len);
        a->oneshot(got, olen, msg, v[i].len);
        T_EQ_HEX(what, got, olen, v[i].md);
    }
}

/* The same message through every split the incremental API allows must
 * give the one-shot result: every 2-way split (with empty updates in
 * between), many 3-way splits, and fixed piece sizes 1 .. block + 1. */
static void check_splits(const hash_alg *a, size_t xof_out)
{
    static uint8_t msg[MAX_MSG];
    uint8_t ref[MAX_OUT], got[MAX_OUT];
    const size_t len = 2 * a->block + a->block / 2 + 3;
    const size_t olen = out_len(a, xof_out);
    unsigned long bad = 0;
    size_t i, j;
    any_ctx c;

    make_pattern(msg, len);
    a->oneshot(ref, olen, msg, len);

    for (i = 0; i <= len; i++) {
        a->init(&c);
        a->update(&c, msg, i);
        a->update(&c, msg + i, 0);
        a->update(&c, msg + i, len - i);
        a->final(&c, got, olen);
        if (memcmp(got, ref, olen) != 0 && bad++ == 0) {
            t_note("%s: 2-way split at %u differs", a->name, (unsigned)i);
        }
        for (j = i; j <= len; j += 5) {
            a->init(&c);
            a->update(&c, msg, i);
            a->update(&c, msg + i, j - i);
            a->update(&c, msg + j, len - j);
            a->final(&c, got, olen);
            if (memcmp(got, ref, olen) != 0 && bad++ == 0) {
                t_note("%s: 3-way split at %u,%u differs", a->name, (unsigned)i, (unsigned)j);
            }
        }
    }
    for (i = 1; i <= a->block + 1; i++) {
        hash_stepped(a, got, olen, msg, len, i);
        if (memcmp(got, ref, olen) != 0 && bad++ == 0) {
            t_note("%s: updates of %u bytes differ", a->name, (unsigned)i);
        }
    }
    T_CHECK(bad == 0);

    /* The final call wipes the whole context. */
    memset(&c, 0xA5, sizeof c);
    a->init(&c);
    a->update(&c, msg, len);
    a->final(&c, got, olen);
    T_CHECK(all_zero(&c, a->ctx_size));
}

/* SHAKE output: any split of the squeezes, and squeezeblocks at block
 * boundaries, reproduce one long squeeze. */
static void check_squeeze(const hash_alg *a)
{
    static uint8_t msg[MAX_MSG];
    uint8_t ref[MAX_OUT], got[MAX_OUT];
    const size_t rate = a->block;
    const size_t total = 3 * rate + 17;
    const size_t mlen = 77;
    unsigned long bad = 0;
    size_t i, off;
    any_ctx u;
    kpqc_keccak_ctx *c = &u.k;

    make_pattern(msg, mlen);
    a->oneshot(ref, total, msg, mlen);

    /* 2-way splits of the output, with an empty squeeze in between. */
    for (i = 0; i <= total; i++) {
        a->init(&u);
        kpqc_keccak_absorb(c, msg, mlen);
        kpqc_keccak_finalize(c);
        memset(got, 0, sizeof got);
        kpqc_keccak_squeeze(c, got, i);
        kpqc_keccak_squeeze(c, got + i, 0);
        kpqc_keccak_squeeze(c, got + i, total - i);
        if (memcmp(got, ref, total) != 0 && bad++ == 0) {
            t_note("%s: squeeze split at %u differs", a->name, (unsigned)i);
        }
    }
    /* Fixed piece sizes 1 .. rate + 1. */
    for (i = 1; i <= rate + 1; i++) {
        a->init(&u);
        kpqc_keccak_absorb(c, msg, mlen);
        kpqc_keccak_finalize(c);
        memset(got, 0, sizeof got);
        for (off = 0; off < total; off += i) {
            size_t n = total - off < i ? total - off : i;
            kpqc_keccak_squeeze(c, got + off, n);
        }
        if (memcmp(got, ref, total) != 0 && bad++ == 0) {
            t_note("%s: squeezes of %u bytes differ", a->name, (unsigned)i);
        }
    }
    T_CHECK(bad == 0);

    /* squeezeblocks straight after finalize. */
    a->init(&u);
    kpqc_keccak_absorb(c, msg, mlen);
    kpqc_keccak_finalize(c);
    memset(got, 0, sizeof got);
    kpqc_keccak_squeezeblocks(c, got, 0);
    kpqc_keccak_squeezeblocks(c, got, 3);
    kpqc_keccak_squeeze(c, got + 3 * rate, 17);
    T_EQ_BYTES("squeezeblocks(3) + squeeze(17)", got, ref, total);

    /* Interleaved, always returning to a block boundary before squeezeblocks. */
    a->init(&u);
    kpqc_keccak_absorb(c, msg, mlen);
    kpqc_keccak_finalize(c);
    memset(got, 0, sizeof got);
    kpqc_keccak_squeeze(c, got, 5);
    kpqc_keccak_squeeze(c, got + 5, rate - 5);
    kpqc_keccak_squeezeblocks(c, got + rate, 1);
    kpqc_keccak_squeeze(c, got + 2 * rate, rate);
    kpqc_keccak_squeezeblocks(c, got + 3 * rate, 0);
    kpqc_keccak_squeeze(c, got + 3 * rate, 17);
    T_EQ_BYTES("squeeze / squeezeblocks interleaved", got, ref, total);
    kpqc_keccak_wipe(c);
    T_CHECK(all_zero(c, sizeof *c));
}

/* ------------------------------------------------------------------ */
/* SHA-256                                                            */

int test_sha256_vectors(void)
{
    static uint8_t a_chunk[1000];
    uint8_t out[KPQC_SHA256_BYTES];
    kpqc_sha256_ctx ctx;
    unsigned i;

    /* FIPS 180-4 examples. */
    kpqc_sha256(out, (const uint8_t *)"abc", 3);
    T_EQ_HEX("SHA-256 abc", out, 32,
             "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    kpqc_sha256(out, (const uint8_t *)msg_448, sizeof msg_448 - 1);
    T_EQ_HEX("SHA-256 448-bit", out, 32,
             "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    kpqc_sha256(out, (const uint8_t *)msg_896, sizeof msg_896 - 1);
    T_EQ_HEX("SHA-256 896-bit", out, 32,
             "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");

    memset(a_chunk, 'a', sizeof a_chunk);
    kpqc_sha256_init(&ctx);
    for (i = 0; i < 1000; i++) {
        kpqc_sha256_update(&ctx, a_chunk, sizeof a_chunk);
    }
    kpqc_sha256_final(&ctx, out);
    T_EQ_HEX("SHA-256 million a", out, 32,
             "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");

    check_vectors(&alg_sha256, sha256_cavp, sizeof sha256_cavp / sizeof sha256_cavp[0]);
    check_patterns(&alg_sha256, sha256_pattern, sizeof sha256_pattern / sizeof sha256_pattern[0],
                   0);
    check_splits(&alg_sha256, 0);
    return T_RESULT();
}

/* ------------------------------------------------------------------ */
/* SHA-512                                                            */

int test_sha512_vectors(void)
{
    static uint8_t a_chunk[999];
    uint8_t out[KPQC_SHA512_BYTES];
    kpqc_sha512_ctx ctx;
    size_t left;

    kpqc_sha512(out, (const uint8_t *)"abc", 3);
    T_EQ_HEX("SHA-512 abc", out, 64,
             "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
             "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f");
    kpqc_sha512(out, (const uint8_t *)msg_896, sizeof msg_896 - 1);
    T_EQ_HEX("SHA-512 896-bit", out, 64,
             "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
             "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909");

    /* One million 'a', in 999-byte pieces (so the buffer is used). */
    memset(a_chunk, 'a', sizeof a_chunk);
    kpqc_sha512_init(&ctx);
    for (left = 1000000; left > 0;) {
        size_t n = left < sizeof a_chunk ? left : sizeof a_chunk;
        kpqc_sha512_update(&ctx, a_chunk, n);
        left -= n;
    }
    kpqc_sha512_final(&ctx, out);
    T_EQ_HEX("SHA-512 million a", out, 64,
             "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973eb"
             "de0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b");

    check_vectors(&alg_sha512, sha512_cavp, sizeof sha512_cavp / sizeof sha512_cavp[0]);
    check_patterns(&alg_sha512, sha512_pattern, sizeof sha512_pattern / sizeof sha512_pattern[0],
                   0);
    check_splits(&alg_sha512, 0);
    return T_RESULT();
}

/* ------------------------------------------------------------------ */
/* SHA3-256, SHA3-512                                                 */

int test_sha3_vectors(void)
{
    uint8_t a3[200];
    uint8_t out[64];

    memset(a3, 0xA3, sizeof a3);
    kpqc_sha3_256(out, a3, sizeof a3);
    T_EQ_HEX("SHA3-256 1600-bit 0xA3", out, 32,
             "79f38adec5c20307a98ef76e8324afbfd46cfd81b22e3973c65fa1bd9de31787");
    kpqc_sha3_512(out, a3, sizeof a3);
    T_EQ_HEX("SHA3-512 1600-bit 0xA3", out, 64,
             "e76dfad22084a8b1467fcf2ffa58361bec7628edf5f3fdc0e4805dc48caeeca8"
             "1b7c13c30adf52a3659584739a2df46be589c51ca1a4a8416df6545a1ce8ba00");
    kpqc_sha3_256(out, (const uint8_t *)"abc", 3);
    T_EQ_HEX("SHA3-256 abc", out, 32,
             "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532");
    kpqc_sha3_512(out, (const uint8_t *)"abc", 3);
    T_EQ_HEX("SHA3-512 abc", out, 64,
             "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e"
             "10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0");

    check_vectors(&alg_sha3_256, sha3_256_cavp, sizeof sha3_256_cavp / sizeof sha3_256_cavp[0]);
    check_vectors(&alg_sha3_512, sha3_512_cavp, sizeof sha3_512_cavp / sizeof sha3_512_cavp[0]);
    check_patterns(&alg_sha3_256, sha3_256_pattern,
                   sizeof sha3_256_pattern / sizeof sha3_256_pattern[0], 0);
    check_patterns(&alg_sha3_512, sha3_512_pattern,
                   sizeof sha3_512_pattern / sizeof sha3_512_pattern[0], 0);
    check_splits(&alg_sha3_256, 0);
    check_splits(&alg_sha3_512, 0);
    return T_RESULT();
}

/* ------------------------------------------------------------------ */
/* SHAKE128, SHAKE256                                                 */

int test_shake_vectors(void)
{
    uint8_t a3[200];
    uint8_t out[512];

    memset(a3, 0xA3, sizeof a3);
    kpqc_shake128(out, sizeof out, a3, sizeof a3);
    T_EQ_HEX("SHAKE128 1600-bit 0xA3", out, sizeof out, shake128_a3_512);
    kpqc_shake256(out, sizeof out, a3, sizeof a3);
    T_EQ_HEX("SHAKE256 1600-bit 0xA3", out, sizeof out, shake256_a3_512);

    /* A zero-length request writes nothing. */
    memset(out, 0x5A, 4);
    kpqc_shake128(out, 0, a3, sizeof a3);
    kpqc_shake256(out, 0, a3, sizeof a3);
    T_CHECK(out[0] == 0x5A && out[3] == 0x5A);

    check_vectors(&alg_shake128, shake128_cavp, sizeof shake128_cavp / sizeof shake128_cavp[0]);
    check_vectors(&alg_shake256, shake256_cavp, sizeof shake256_cavp / sizeof shake256_cavp[0]);
    check_patterns(&alg_shake128, shake128_pattern,
                   sizeof shake128_pattern / sizeof shake128_pattern[0], 32);
    check_patterns(&alg_shake256, shake256_pattern,
                   sizeof shake256_pattern / sizeof shake256_pattern[0], 32);
    check_splits(&alg_shake128, 2 * KPQC_SHAKE128_RATE + 9);
    check_splits(&alg_shake256, 2 * KPQC_SHAKE256_RATE + 9);
    check_squeeze(&alg_shake128);
    check_squeeze(&alg_shake256);
    return T_RESULT();
}

/* ------------------------------------------------------------------ */
/* Keccak-f[1600]                                                     */

/* KeccakF-1600-IntermediateValues.txt: the all-zero state after one, then
 * two, applications of the permutation (lanes s[0..24]). */
static const uint64_t keccakf_zero_once[25] = {
    UINT64_C(0xF1258F7940E1DDE7), UINT64_C(0x84D5CCF933C0478A), UINT64_C(0xD598261EA65AA9EE),
    UINT64_C(0xBD1547306F80494D), UINT64_C(0x8B284E056253D057), UINT64_C(0xFF97A42D7F8E6FD4),
    UINT64_C(0x90FEE5A0A44647C4), UINT64_C(0x8C5BDA0CD6192E76), UINT64_C(0xAD30A6F71B19059C),
    UINT64_C(0x30935AB7D08FFC64), UINT64_C(0xEB5AA93F2317D635), UINT64_C(0xA9A6E6260D712103),
    UINT64_C(0x81A57C16DBCF555F), UINT64_C(0x43B831CD0347C826), UINT64_C(0x01F22F1A11A5569F),
    UINT64_C(0x05E5635A21D9AE61), UINT64_C(0x64BEFEF28CC970F2), UINT64_C(0x613670957BC46611),
    UINT64_C(0xB87C5A554FD00ECB), UINT64_C(0x8C3EE88A1CCF32C8), UINT64_C(0x940C7922AE3A2614),
    UINT64_C(0x1841F924A2C509E4), UINT64_C(0x16F53526E70465C2), UINT64_C(0x75F644E97F30A13B),
    UINT64_C(0xEAF1FF7B5CECA249)};

static const uint64_t keccakf_zero_twice[25] = {
    UINT64_C(0x2D5C954DF96ECB3C), UINT64_C(0x6A332CD07057B56D), UINT64_C(0x093D8D1270D76B6C),
    UINT64_C(0x8A20D9B25569D094), UINT64_C(0x4F9C4F99E5E7F156), UINT64_C(0xF957B9A2DA65FB38),
    UINT64_C(0x85773DAE1275AF0D), UINT64_C(0xFAF4F247C3D810F7), UINT64_C(0x1F1B9EE6F79A8759),
    UINT64_C(0xE4FECC0FEE98B425), UINT64_C(0x68CE61B6B9CE68A1), UINT64_C(0xDEEA66C4BA8F974F),
    UINT64_C(0x33C43D836EAFB1F5), UINT64_C(0xE00654042719DBD9), UINT64_C(0x7CF8A9F009831265),
    UINT64_C(0xFD5449A6BF174743), UINT64_C(0x97DDAD33D8994B40), UINT64_C(0x48EAD5FC5D0BE774),
    UINT64_C(0xE3B8C8EE55B7B03C), UINT64_C(0x91A0226E649E42E9), UINT64_C(0x900E3129E7BADD7B),
    UINT64_C(0x202A9EC5FAA3CCE8), UINT64_C(0x5B3402464E1C3DB6), UINT64_C(0x609F4E62A44C1059),
    UINT64_C(0x20D06CD26A8FBF5C)};

static void check_lanes(const char *what, const uint64_t got[25], const uint64_t want[25])
{
    unsigned i;

    for (i = 0; i < 25; i++) {
        if (got[i] != want[i]) {
            t_note("%s: lane %u differs", what, i);
        }
        T_CHECK(got[i] == want[i]);
    }
}

int test_keccakf_vectors(void)
{
    uint64_t s[25];

    memset(s, 0, sizeof s);
    kpqc_keccakf1600(s);
    check_lanes("Keccak-f[1600](0)", s, keccakf_zero_once);
    kpqc_keccakf1600(s);
    check_lanes("Keccak-f[1600]^2(0)", s, keccakf_zero_twice);
    return T_RESULT();
}
