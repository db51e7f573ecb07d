# SPDX-License-Identifier: Apache-2.0 OR MIT
"""ctest entry for test_m4sim.py: exit 77 (skipped) when pytest, unicorn or
capstone is missing, so a machine without them reports a skip."""
import os
import sys

try:
    import capstone  # noqa: F401
    import pytest
    import unicorn  # noqa: F401
except ImportError as e:
    print(f"SKIP: {e.name} is not installed (pip install pytest unicorn capstone)")
    sys.exit(77)

sys.exit(pytest.main(["-q", "-p", "no:cacheprovider", os.path.dirname(os.path.abspath(__file__))]
                     + sys.argv[1:]))
