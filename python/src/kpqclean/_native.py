# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The ctypes view of libkpqc (include/kpqc.h), the copy inside this package.

Only the public C API is used: the descriptors (kpqc_kem, kpqc_sig), the
discovery functions, the checked operations, kpqc_version, kpqc_strerror and
kpqc_randombytes_set_source. ctypes releases the GIL for the duration of
every call into a CDLL, so operations in several threads run in parallel.
"""

from __future__ import annotations

import ctypes
import os
import sys
from ctypes import POINTER, c_char_p, c_int, c_size_t, c_uint, c_void_p

if sys.platform == "darwin":
    _LIBRARY_NAME = "libkpqc.dylib"
elif sys.platform == "win32":
    _LIBRARY_NAME = "libkpqc.dll"
else:
    _LIBRARY_NAME = "libkpqc.so"

#: The shared library this package loads: always the one beside this file.
LIBRARY_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), _LIBRARY_NAME)

lib = ctypes.CDLL(LIBRARY_PATH)


# the fields both descriptors start with, in the C structs' order
_DESCRIPTOR_HEAD = [
    ("name", c_char_p),
    ("aliases", POINTER(c_char_p)),
    ("family", c_char_p),
    ("revision", c_char_p),
    ("nist_level", c_uint),
    ("pk_bytes", c_size_t),
    ("sk_bytes", c_size_t),
]


class KemDescriptor(ctypes.Structure):
    """struct kpqc_kem (layout stable within an ABI version)."""

    _fields_ = _DESCRIPTOR_HEAD + [
        ("ct_bytes", c_size_t),
        ("ss_bytes", c_size_t),
        ("keypair_seed_bytes", c_size_t),
        ("encaps_coins_bytes", c_size_t),
        ("rejection", c_int),
        ("keypair", c_void_p),
        ("keypair_derand", c_void_p),
        ("encaps", c_void_p),
        ("encaps_derand", c_void_p),
        ("decaps", c_void_p),
    ]


class SigDescriptor(ctypes.Structure):
    """struct kpqc_sig (layout stable within an ABI version)."""

    _fields_ = _DESCRIPTOR_HEAD + [
        ("sig_bytes", c_size_t),
        ("sig_fixed_length", c_int),
        ("has_context", c_int),
        ("keypair_seed_bytes", c_size_t),
        ("sign_coins_bytes", c_size_t),
        ("keypair", c_void_p),
        ("keypair_derand", c_void_p),
        ("sign", c_void_p),
        ("sign_derand", c_void_p),
        ("verify", c_void_p),
        ("sign_attached", c_void_p),
        ("open", c_void_p),
    ]


#: kpqc_randombytes_fn: int (*)(void *ctx, uint8_t *out, size_t len)
RANDOMBYTES_FN = ctypes.CFUNCTYPE(c_int, c_void_p, POINTER(ctypes.c_uint8), c_size_t)

# Buffers are passed as c_char_p: bytes objects go in without a copy, output
# buffers are ctypes char arrays. Descriptors are passed as their address.
_P = c_char_p
_PS = POINTER(c_size_t)
_SIGNATURES = {
    "kpqc_version": (c_char_p, []),
    "kpqc_strerror": (c_char_p, [c_int]),
    "kpqc_kem_count": (c_size_t, []),
    "kpqc_kem_at": (c_void_p, [c_size_t]),
    "kpqc_kem_find": (c_void_p, [c_char_p]),
    "kpqc_sig_count": (c_size_t, []),
    "kpqc_sig_at": (c_void_p, [c_size_t]),
    "kpqc_sig_find": (c_void_p, [c_char_p]),
    "kpqc_kem_keypair": (c_int, [c_void_p, _P, c_size_t, _P, c_size_t]),
    "kpqc_kem_keypair_derand": (c_int, [c_void_p, _P, c_size_t, _P, c_size_t, _P, c_size_t]),
    "kpqc_kem_encaps": (c_int, [c_void_p, _P, c_size_t, _P, c_size_t, _P, c_size_t]),
    "kpqc_kem_encaps_derand": (
        c_int,
        [c_void_p, _P, c_size_t, _P, c_size_t, _P, c_size_t, _P, c_size_t],
    ),
    "kpqc_kem_decaps": (c_int, [c_void_p, _P, c_size_t, _P, c_size_t, _P, c_size_t]),
    "kpqc_sig_keypair": (c_int, [c_void_p, _P, c_size_t, _P, c_size_t]),
    "kpqc_sig_keypair_derand": (c_int, [c_void_p, _P, c_size_t, _P, c_size_t, _P, c_size_t]),
    "kpqc_sig_sign": (
        c_int,
        [c_void_p, _P, c_size_t, _PS, _P, c_size_t, _P, c_size_t, _P, c_size_t],
    ),
    "kpqc_sig_sign_derand": (
        c_int,
        [c_void_p, _P, c_size_t, _PS, _P, c_size_t, _P, c_size_t, _P, c_size_t, _P, c_size_t],
    ),
    "kpqc_sig_verify": (
        c_int,
        [c_void_p, _P, c_size_t, _P, c_size_t, _P, c_size_t, _P, c_size_t],
    ),
    "kpqc_randombytes_set_source": (None, [RANDOMBYTES_FN, c_void_p]),
}

for _name, (_restype, _argtypes) in _SIGNATURES.items():
    _fn = getattr(lib, _name)
    _fn.restype = _restype
    _fn.argtypes = _argtypes
del _name, _restype, _argtypes, _fn


def kem_descriptor(address: int) -> KemDescriptor:
    return KemDescriptor.from_address(address)


def sig_descriptor(address: int) -> SigDescriptor:
    return SigDescriptor.from_address(address)


def version() -> str:
    text: bytes = lib.kpqc_version()
    return text.decode("ascii")


def strerror(status: int) -> str:
    text: bytes = lib.kpqc_strerror(status)
    return text.decode("ascii", "replace")
