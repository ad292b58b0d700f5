# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: sam2 1.0
# source: https://github.com/facebookresearch/sam2 HEAD 2b90b9f5ceec
# read-from: sam2/modeling/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401
