# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Run the differential tests with pytest; exit 77 (ctest: skipped) when
pytest is not installed, so a machine without it reports a skip, not a pass."""
import sys

try:
    import pytest
except ImportError:
    print("SKIP: pytest is not installed (pip install pytest cryptography)")
    sys.exit(77)

sys.exit(pytest.main(["-q", "-p", "no:cacheprovider"] + sys.argv[1:]))
