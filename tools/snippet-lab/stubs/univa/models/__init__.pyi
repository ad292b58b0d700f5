# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: univa git-8403e86505
# source: https://github.com/PKU-YuanGroup/UniWorld-V1 HEAD 8403e86505e2
# read-from: univa/models/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401
