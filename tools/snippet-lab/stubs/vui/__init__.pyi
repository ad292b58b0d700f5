# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: vui 0.1.0
# source: https://github.com/fluxions-ai/vui v0.1.0 94c5d44f244b
# read-from: src/vui/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401
