# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: skops 0.14.0
# source: https://github.com/skops-dev/skops v0.14 fd19593e634b
# read-from: skops/io/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from skops.io._persist import get_untrusted_types as get_untrusted_types
from skops.io._persist import load as load
