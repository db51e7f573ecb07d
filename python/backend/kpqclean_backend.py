# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The build backend of kpqclean: scikit-build-core, with the C sources in the sdist.

The package lives in python/ and the C library one level up. An sdist made
by scikit-build-core alone would hold python/ only, and a wheel built from
it (what `python -m build python` does) would find no C sources. This
backend hands every hook to scikit_build_core.build unchanged, except
build_sdist: after scikit-build-core has written the archive, it adds the
library's build inputs (CMakeLists.txt, cmake/, include/, src/ and the
licence files) under csrc/, where python/CMakeLists.txt looks first.
"""

from __future__ import annotations

import gzip
import io
import os
import tarfile
from pathlib import Path

from scikit_build_core import build as _skbuild
from scikit_build_core.build import (  # noqa: F401  (the PEP 517 hooks, re-exported)
    build_editable,
    build_wheel,
    get_requires_for_build_editable,
    get_requires_for_build_sdist,
    get_requires_for_build_wheel,
    prepare_metadata_for_build_editable,
    prepare_metadata_for_build_wheel,
)

# What the C library's CMake build reads when it is vendored with its tools,
# tests and examples off (python/CMakeLists.txt).
_C_TREES = ("cmake", "include", "src")
_C_FILES = ("CMakeLists.txt", "LICENSE", "LICENSE-APACHE", "LICENSE-MIT")
_SKIP_DIRS = {"__pycache__", ".git", "build"}


def _c_sources(root: Path) -> list[Path]:
    files = [root / name for name in _C_FILES if (root / name).is_file()]
    for tree in _C_TREES:
        for dirpath, dirnames, filenames in os.walk(root / tree):
            dirnames[:] = sorted(d for d in dirnames if d not in _SKIP_DIRS)
            files.extend(Path(dirpath) / f for f in sorted(filenames) if not f.endswith(".pyc"))
    return files


def build_sdist(sdist_directory: str, config_settings: dict | None = None) -> str:
    name = _skbuild.build_sdist(sdist_directory, config_settings)
    package_dir = Path(__file__).resolve().parent.parent
    root = package_dir.parent
    if (package_dir / "csrc").is_dir() or not (root / "include" / "kpqc.h").is_file():
        return name  # an sdist of an sdist: csrc/ is already part of the package
    path = Path(sdist_directory) / name
    with tarfile.open(path, "r:gz") as old:
        members = [(m, old.extractfile(m).read() if m.isfile() else None) for m in old.getmembers()]
    top = members[0][0].name.split("/")[0]
    mtime = int(os.environ.get("SOURCE_DATE_EPOCH", members[0][0].mtime))
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as new:
        for member, data in members:
            new.addfile(member, io.BytesIO(data) if data is not None else None)
        for f in _c_sources(root):
            data = f.read_bytes()
            info = tarfile.TarInfo(f"{top}/csrc/{f.relative_to(root).as_posix()}")
            info.size = len(data)
            info.mtime = mtime
            info.mode = 0o755 if os.access(f, os.X_OK) else 0o644
            new.addfile(info, io.BytesIO(data))
    with open(path, "wb") as out, gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=mtime) as gz:
        gz.write(raw.getvalue())
    return name
