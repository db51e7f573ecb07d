# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The kpqclean tests run against the installed package, never the source tree.

tools/python-test builds the wheel (python -m build python), installs it into
a fresh virtual environment and runs pytest there from a temporary directory
with --import-mode=importlib, so python/src is never on sys.path. The check
below makes any other arrangement fail loudly instead of testing the wrong
code.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import kpqclean
import pytest

SOURCE_PACKAGE = Path(__file__).resolve().parents[1] / "src" / "kpqclean"
REPO_ROOT = Path(__file__).resolve().parents[2]


def pytest_report_header(config):
    return [f"kpqclean {kpqclean.__version__} from {Path(kpqclean.__file__).parent}"]


def pytest_sessionstart(session):
    installed = Path(kpqclean.__file__).resolve().parent
    if installed == SOURCE_PACKAGE.resolve():
        raise pytest.UsageError("kpqclean was imported from the source tree, not from an installed wheel")
    if os.environ.get("KPQCLEAN_ALLOW_ANY_PREFIX") != "1" and not installed.is_relative_to(
        Path(sys.prefix).resolve()
    ):
        raise pytest.UsageError(f"kpqclean at {installed} is not inside this environment ({sys.prefix})")


@pytest.fixture(scope="session")
def shared_kat() -> Path | None:
    """../shared/kat (KPQC_SHARED_DIR, else beside the repository), or None."""
    env = os.environ.get("KPQC_SHARED_DIR")
    path = (Path(env) if env else REPO_ROOT.parent / "shared") / "kat"
    return path if path.is_dir() else None


@pytest.fixture(scope="session")
def repo_root() -> Path | None:
    """The source tree these tests belong to, when they run from a checkout."""
    return REPO_ROOT if (REPO_ROOT / "include" / "kpqc.h").is_file() else None
