# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusionkit 0.5.2
# source: https://github.com/argmaxinc/DiffusionKit HEAD 498e5dba5fb4
# read-from: python/src/diffusionkit/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401
