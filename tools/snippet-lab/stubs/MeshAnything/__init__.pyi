# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: MeshAnythingV2 git-461d3b6ed7
# source: https://github.com/buaacyw/MeshAnythingV2 HEAD 461d3b6ed750
# read-from: (a folder: no file)
# licence: S-Lab License 1.0 (LICENSE.txt)

from typing import Any, Self  # noqa: F401
