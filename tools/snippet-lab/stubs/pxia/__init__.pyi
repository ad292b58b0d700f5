# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: pxia 0.2.0
# source: https://github.com/not-lain/pxia 0.2.0 6bc6291379a0
# read-from: src/pxia/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from pxia.auto import AutoModel as AutoModel
