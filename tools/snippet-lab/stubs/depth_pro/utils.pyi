# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: depth_pro 0.1
# source: https://github.com/apple/ml-depth-pro HEAD 9efe5c1def37
# read-from: src/depth_pro/utils.py
# licence: see LICENSE

from typing import Any, Self  # noqa: F401

def load_rgb(path, auto_rotate=..., remove_alpha=...): ...
