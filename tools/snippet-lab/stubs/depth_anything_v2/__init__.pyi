# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: depth_anything_v2 git-a561b849eb
# source: https://github.com/DepthAnything/Depth-Anything-V2 HEAD a561b849ebae
# read-from: (a folder: no file)
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401
