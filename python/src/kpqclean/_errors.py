# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Exceptions: KpqcError and one subclass per kpqc_status error code."""

from __future__ import annotations

from . import _native


class KpqcError(Exception):
    """Base class of every error the C library reports.

    ``status`` is the kpqc_status code (a negative int), ``operation`` the
    call that failed (for example ``"NTRU+768 decaps"``), or None.
    """

    status: int = 0

    def __init__(
        self, message: str | None = None, *, status: int | None = None, operation: str | None = None
    ) -> None:
        if status is not None:
            self.status = status
        self.operation = operation
        if message is None:
            message = _native.strerror(self.status)
            if operation:
                message = f"{operation}: {message}"
        super().__init__(message)


class NullPointerError(KpqcError):
    """KPQC_ERR_NULL (-1): a required pointer was NULL (cannot come from this binding)."""

    status = -1


class LengthError(KpqcError, ValueError):
    """KPQC_ERR_LENGTH (-2): a key, ciphertext, seed, coins or signature has the wrong length."""

    status = -2


class ContextError(KpqcError, ValueError):
    """KPQC_ERR_CONTEXT (-3): a context longer than 255 bytes, or one given to a scheme without contexts."""

    status = -3


class RandomnessError(KpqcError):
    """KPQC_ERR_RANDOMNESS (-4): the randomness source failed."""

    status = -4


class DecodeError(KpqcError, ValueError):
    """KPQC_ERR_DECODE (-5): a key, ciphertext or signature is not a canonical encoding."""

    status = -5


class DecapsulationError(KpqcError):
    """KPQC_ERR_DECAPS (-6): an explicit-rejection KEM (NTRU+) rejected the ciphertext."""

    status = -6


class VerificationError(KpqcError):
    """KPQC_ERR_VERIFY (-7): the signature does not verify.

    Signature.verify() returns False instead of raising it.
    """

    status = -7


class AlgorithmNotFoundError(KpqcError, LookupError):
    """KPQC_ERR_NOT_FOUND (-8): no algorithm of that name."""

    status = -8


class UnsupportedOperationError(KpqcError):
    """KPQC_ERR_UNSUPPORTED (-9): the algorithm does not define this operation."""

    status = -9


class InternalError(KpqcError):
    """KPQC_ERR_INTERNAL (-10): a condition that cannot happen did."""

    status = -10


class OverlapError(KpqcError, ValueError):
    """KPQC_ERR_OVERLAP (-11): an output buffer overlaps an input (cannot come from this binding)."""

    status = -11


ERRORS: dict[int, type[KpqcError]] = {
    cls.status: cls
    for cls in (
        NullPointerError,
        LengthError,
        ContextError,
        RandomnessError,
        DecodeError,
        DecapsulationError,
        VerificationError,
        AlgorithmNotFoundError,
        UnsupportedOperationError,
        InternalError,
        OverlapError,
    )
}


def error(status: int, operation: str) -> KpqcError:
    """The exception for a status code the library returned (never 0)."""
    cls = ERRORS.get(status)
    if cls is None:
        return InternalError(f"{operation}: unknown status {status}", status=status, operation=operation)
    return cls(status=status, operation=operation)
