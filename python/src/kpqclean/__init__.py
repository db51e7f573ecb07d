# SPDX-License-Identifier: Apache-2.0 OR MIT
"""kpqclean: the KpqC post-quantum algorithms from the KPQClean C library.

KEMs (SMAUG-T, NTRU+) and signature schemes (HAETAE, AIMer), every
parameter set the library was built with::

    import kpqclean

    kem = kpqclean.KEM("NTRU+768")
    pk, sk = kem.keypair()
    ct, ss = kem.encaps(pk)
    assert kem.decaps(ct, sk) == ss

    sig = kpqclean.Signature("HAETAE2")
    pk, sk = sig.keypair()
    s = sig.sign(b"message", sk, context=b"example")
    assert sig.verify(s, b"message", pk, context=b"example")

Errors raise a subclass of KpqcError, one per status code of the C API;
``kpqclean.__version__`` is the version of the C library inside the package.
"""

from ._api import (
    KEM,
    Buffer,
    KEMInfo,
    Signature,
    SignatureInfo,
    algorithms,
    kem_algorithms,
    sig_algorithms,
)
from ._errors import (
    AlgorithmNotFoundError,
    ContextError,
    DecapsulationError,
    DecodeError,
    InternalError,
    KpqcError,
    LengthError,
    NullPointerError,
    OverlapError,
    RandomnessError,
    UnsupportedOperationError,
    VerificationError,
)
from ._native import version as _version

#: The version of the C library this package carries (kpqc_version()).
__version__: str = _version()

__all__ = [
    "KEM",
    "Buffer",
    "KEMInfo",
    "Signature",
    "SignatureInfo",
    "algorithms",
    "kem_algorithms",
    "sig_algorithms",
    "KpqcError",
    "NullPointerError",
    "LengthError",
    "ContextError",
    "RandomnessError",
    "DecodeError",
    "DecapsulationError",
    "VerificationError",
    "AlgorithmNotFoundError",
    "UnsupportedOperationError",
    "InternalError",
    "OverlapError",
    "__version__",
]
