# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: depth_pro 0.1
# source: https://github.com/apple/ml-depth-pro HEAD 9efe5c1def37
# read-from: src/depth_pro/depth_pro.py
# licence: see LICENSE

from typing import Any, Self  # noqa: F401

def create_model_and_transforms(config=..., device=..., precision=...): ...
