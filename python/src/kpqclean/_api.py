# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Algorithms, KEM and Signature: thin wrappers of the checked C functions."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Any, Union

from . import _native
from ._errors import AlgorithmNotFoundError, error

_lib = _native.lib
_buffer = ctypes.create_string_buffer

#: What the methods accept for binary inputs: any object with the buffer
#: protocol (bytes, bytearray, memoryview, array.array, mmap, ...).
Buffer = Union[bytes, bytearray, memoryview]


def _bytes(value: object, what: str) -> bytes:
    """bytes as they are; any other bytes-like object copied into bytes.

    The copy is taken while this thread holds the GIL, so another thread
    changing a bytearray cannot change what the C code reads after the GIL
    is released.
    """
    if type(value) is bytes:
        return value
    try:
        view = memoryview(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(f"{what} must be a bytes-like object, not {type(value).__name__}") from None
    with view:
        return view.tobytes()


def _name(name: object) -> bytes:
    if not isinstance(name, str):
        raise TypeError(f"algorithm name must be str, not {type(name).__name__}")
    if "\0" in name:
        raise AlgorithmNotFoundError(f"no algorithm named {name!r}", status=-8)
    return name.encode("utf-8")


def _aliases(pointer: Any) -> tuple[str, ...]:
    out: list[str] = []
    i = 0
    while pointer and pointer[i] is not None:
        out.append(pointer[i].decode("ascii"))
        i += 1
    return tuple(out)


@dataclass(frozen=True)
class KEMInfo:
    """A KEM parameter set as the library describes it (sizes in bytes)."""

    name: str
    family: str
    revision: str
    nist_level: int
    public_key_size: int
    secret_key_size: int
    ciphertext_size: int
    shared_secret_size: int
    keypair_seed_size: int
    encaps_coins_size: int
    #: "implicit" (a pseudo-random key for a bad ciphertext: SMAUG-T) or
    #: "explicit" (DecapsulationError: NTRU+)
    rejection: str
    aliases: tuple[str, ...]
    kind: str = "kem"


@dataclass(frozen=True)
class SignatureInfo:
    """A signature parameter set as the library describes it (sizes in bytes)."""

    name: str
    family: str
    revision: str
    nist_level: int
    public_key_size: int
    secret_key_size: int
    #: the maximum (or fixed) signature length
    signature_size: int
    fixed_length_signature: bool
    has_context: bool
    keypair_seed_size: int
    sign_coins_size: int
    aliases: tuple[str, ...]
    kind: str = "signature"


def _kem_info(d: _native.KemDescriptor) -> KEMInfo:
    return KEMInfo(
        name=d.name.decode("ascii"),
        family=d.family.decode("ascii"),
        revision=d.revision.decode("utf-8"),
        nist_level=d.nist_level,
        public_key_size=d.pk_bytes,
        secret_key_size=d.sk_bytes,
        ciphertext_size=d.ct_bytes,
        shared_secret_size=d.ss_bytes,
        keypair_seed_size=d.keypair_seed_bytes,
        encaps_coins_size=d.encaps_coins_bytes,
        rejection="explicit" if d.rejection == 1 else "implicit",
        aliases=_aliases(d.aliases),
    )


def _sig_info(d: _native.SigDescriptor) -> SignatureInfo:
    return SignatureInfo(
        name=d.name.decode("ascii"),
        family=d.family.decode("ascii"),
        revision=d.revision.decode("utf-8"),
        nist_level=d.nist_level,
        public_key_size=d.pk_bytes,
        secret_key_size=d.sk_bytes,
        signature_size=d.sig_bytes,
        fixed_length_signature=bool(d.sig_fixed_length),
        has_context=bool(d.has_context),
        keypair_seed_size=d.keypair_seed_bytes,
        sign_coins_size=d.sign_coins_bytes,
        aliases=_aliases(d.aliases),
    )


_KEMS: tuple[KEMInfo, ...] = tuple(
    _kem_info(_native.kem_descriptor(_lib.kpqc_kem_at(i))) for i in range(_lib.kpqc_kem_count())
)
_SIGS: tuple[SignatureInfo, ...] = tuple(
    _sig_info(_native.sig_descriptor(_lib.kpqc_sig_at(i))) for i in range(_lib.kpqc_sig_count())
)


def kem_algorithms() -> tuple[KEMInfo, ...]:
    """Every KEM parameter set of the library, in registry order."""
    return _KEMS


def sig_algorithms() -> tuple[SignatureInfo, ...]:
    """Every signature parameter set of the library, in registry order."""
    return _SIGS


def algorithms() -> tuple[KEMInfo | SignatureInfo, ...]:
    """Every parameter set: the KEMs, then the signature schemes."""
    return _KEMS + _SIGS


def _keypair(d: Any, pk_len: int, sk_len: int, zeros: bytes, call: Any, label: str,
             *extra: Any) -> tuple[bytes, bytes]:
    """A key pair through one of the C keypair calls (KEM or signature, with
    or without a seed): (public_key, secret_key). The temporary buffer of the
    secret key is overwritten whatever happens."""
    pk, sk = _buffer(pk_len), _buffer(sk_len)
    rc = call(d, pk, pk_len, sk, sk_len, *extra)
    try:
        if rc:
            raise error(rc, label)
        return pk.raw, sk.raw
    finally:
        sk.raw = zeros


class KEM:
    """A key-encapsulation mechanism, found by name (case-insensitive; aliases too).

    >>> kem = KEM("NTRU+768")
    >>> pk, sk = kem.keypair()
    >>> ct, ss = kem.encaps(pk)
    >>> kem.decaps(ct, sk) == ss
    True

    Inputs are any bytes-like objects; outputs are bytes. A KEM object holds
    no state besides the algorithm: share it between threads freely. Every
    call releases the GIL while the C code runs.
    """

    __slots__ = ("_d", "_pk", "_sk", "_ct", "_ss", "_zsk", "_zss", "info")

    def __init__(self, name: str) -> None:
        address = _lib.kpqc_kem_find(_name(name))
        if not address:
            raise AlgorithmNotFoundError(f"no KEM named {name!r}", status=-8)
        d = _native.kem_descriptor(address)
        self._d = address
        self._pk, self._sk, self._ct, self._ss = d.pk_bytes, d.sk_bytes, d.ct_bytes, d.ss_bytes
        # zeros to overwrite the temporary buffers of secrets with (buffer.raw = zeros
        # is a plain memcpy; the bytes returned are the caller's to look after)
        self._zsk, self._zss = bytes(d.sk_bytes), bytes(d.ss_bytes)
        #: the parameter set's description (KEMInfo)
        self.info: KEMInfo = _kem_info(d)

    @property
    def name(self) -> str:
        """The canonical name, e.g. "NTRU+768"."""
        return self.info.name

    def __repr__(self) -> str:
        return f"kpqclean.KEM({self.info.name!r})"

    def __enter__(self) -> KEM:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def keypair(self) -> tuple[bytes, bytes]:
        """A fresh key pair (public_key, secret_key) from the OS random generator."""
        return _keypair(self._d, self._pk, self._sk, self._zsk, _lib.kpqc_kem_keypair,
                        f"{self.info.name} keypair")

    def keypair_derand(self, seed: Buffer) -> tuple[bytes, bytes]:
        """The key pair of ``seed`` (info.keypair_seed_size bytes): (public_key, secret_key)."""
        seed = _bytes(seed, "seed")
        return _keypair(self._d, self._pk, self._sk, self._zsk, _lib.kpqc_kem_keypair_derand,
                        f"{self.info.name} keypair_derand", seed, len(seed))

    def encaps(self, public_key: Buffer) -> tuple[bytes, bytes]:
        """Encapsulate to ``public_key``: (ciphertext, shared_secret)."""
        if type(public_key) is not bytes:
            public_key = _bytes(public_key, "public_key")
        ct, ss = _buffer(self._ct), _buffer(self._ss)
        rc = _lib.kpqc_kem_encaps(self._d, ct, self._ct, ss, self._ss, public_key, len(public_key))
        if rc:
            raise error(rc, f"{self.info.name} encaps")
        out = ct.raw, ss.raw
        ss.raw = self._zss
        return out

    def encaps_derand(self, public_key: Buffer, coins: Buffer) -> tuple[bytes, bytes]:
        """Encapsulate with ``coins`` (info.encaps_coins_size bytes): (ciphertext, shared_secret)."""
        public_key = _bytes(public_key, "public_key")
        coins = _bytes(coins, "coins")
        ct, ss = _buffer(self._ct), _buffer(self._ss)
        rc = _lib.kpqc_kem_encaps_derand(
            self._d, ct, self._ct, ss, self._ss, public_key, len(public_key), coins, len(coins)
        )
        if rc:
            raise error(rc, f"{self.info.name} encaps_derand")
        out = ct.raw, ss.raw
        ss.raw = self._zss
        return out

    def decaps(self, ciphertext: Buffer, secret_key: Buffer) -> bytes:
        """The shared secret of ``ciphertext`` under ``secret_key``.

        Raises DecapsulationError when an explicit-rejection KEM (NTRU+)
        rejects the ciphertext, DecodeError for a non-canonical ciphertext or
        key; an implicit-rejection KEM (SMAUG-T) returns a pseudo-random key.
        """
        ciphertext = _bytes(ciphertext, "ciphertext")
        secret_key = _bytes(secret_key, "secret_key")
        ss = _buffer(self._ss)
        rc = _lib.kpqc_kem_decaps(
            self._d, ss, self._ss, ciphertext, len(ciphertext), secret_key, len(secret_key)
        )
        if rc:
            raise error(rc, f"{self.info.name} decaps")
        out = ss.raw
        ss.raw = self._zss
        return out


class Signature:
    """A signature scheme, found by name (case-insensitive; aliases too).

    >>> sig = Signature("HAETAE2")
    >>> pk, sk = sig.keypair()
    >>> s = sig.sign(b"message", sk, context=b"app")
    >>> sig.verify(s, b"message", pk, context=b"app")
    True

    Inputs are any bytes-like objects; outputs are bytes. Share a Signature
    object between threads freely; every call releases the GIL while the C
    code runs.
    """

    __slots__ = ("_d", "_pk", "_sk", "_sig", "_zsk", "info")

    def __init__(self, name: str) -> None:
        address = _lib.kpqc_sig_find(_name(name))
        if not address:
            raise AlgorithmNotFoundError(f"no signature scheme named {name!r}", status=-8)
        d = _native.sig_descriptor(address)
        self._d = address
        self._pk, self._sk, self._sig = d.pk_bytes, d.sk_bytes, d.sig_bytes
        self._zsk = bytes(d.sk_bytes)
        #: the parameter set's description (SignatureInfo)
        self.info: SignatureInfo = _sig_info(d)

    @property
    def name(self) -> str:
        """The canonical name, e.g. "HAETAE2"."""
        return self.info.name

    def __repr__(self) -> str:
        return f"kpqclean.Signature({self.info.name!r})"

    def __enter__(self) -> Signature:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def keypair(self) -> tuple[bytes, bytes]:
        """A fresh key pair (public_key, secret_key) from the OS random generator."""
        return _keypair(self._d, self._pk, self._sk, self._zsk, _lib.kpqc_sig_keypair,
                        f"{self.info.name} keypair")

    def keypair_derand(self, seed: Buffer) -> tuple[bytes, bytes]:
        """The key pair of ``seed`` (info.keypair_seed_size bytes): (public_key, secret_key)."""
        seed = _bytes(seed, "seed")
        return _keypair(self._d, self._pk, self._sk, self._zsk, _lib.kpqc_sig_keypair_derand,
                        f"{self.info.name} keypair_derand", seed, len(seed))

    def sign(self, message: Buffer, secret_key: Buffer, context: Buffer = b"") -> bytes:
        """A detached signature of ``message`` bound to ``context`` (0..255 bytes)."""
        message = _bytes(message, "message")
        secret_key = _bytes(secret_key, "secret_key")
        context = _bytes(context, "context")
        out, out_len = _buffer(self._sig), ctypes.c_size_t(0)
        rc = _lib.kpqc_sig_sign(
            self._d, out, self._sig, ctypes.byref(out_len), message, len(message),
            context, len(context), secret_key, len(secret_key),
        )
        if rc:
            raise error(rc, f"{self.info.name} sign")
        return out.raw[: out_len.value]

    def sign_derand(self, message: Buffer, secret_key: Buffer, coins: Buffer, context: Buffer = b"") -> bytes:
        """sign() with the given ``coins`` (info.sign_coins_size bytes) instead of fresh randomness."""
        message = _bytes(message, "message")
        secret_key = _bytes(secret_key, "secret_key")
        coins = _bytes(coins, "coins")
        context = _bytes(context, "context")
        out, out_len = _buffer(self._sig), ctypes.c_size_t(0)
        rc = _lib.kpqc_sig_sign_derand(
            self._d, out, self._sig, ctypes.byref(out_len), message, len(message),
            context, len(context), secret_key, len(secret_key), coins, len(coins),
        )
        if rc:
            raise error(rc, f"{self.info.name} sign_derand")
        return out.raw[: out_len.value]

    def verify(self, signature: Buffer, message: Buffer, public_key: Buffer, context: Buffer = b"") -> bool:
        """True when ``signature`` is valid for ``message``, ``context`` and ``public_key``.

        False for a signature that does not verify, is malformed or has an
        impossible length (and for a non-canonical public key). Raises
        LengthError for a public key of the wrong length, ContextError for a
        context over 255 bytes (or any context for a scheme without them),
        TypeError for a non-bytes-like argument.
        """
        signature = _bytes(signature, "signature")
        message = _bytes(message, "message")
        public_key = _bytes(public_key, "public_key")
        context = _bytes(context, "context")
        rc = _lib.kpqc_sig_verify(
            self._d, signature, len(signature), message, len(message), context, len(context),
            public_key, len(public_key),
        )
        if rc == 0:
            return True
        if rc in (-7, -5) or (rc == -2 and len(public_key) == self._pk):
            return False
        raise error(rc, f"{self.info.name} verify")
