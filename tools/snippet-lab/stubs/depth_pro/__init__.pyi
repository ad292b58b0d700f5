# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: depth_pro 0.1
# source: https://github.com/apple/ml-depth-pro HEAD 9efe5c1def37
# read-from: src/depth_pro/__init__.py
# licence: see LICENSE

from typing import Any, Self  # noqa: F401

from depth_pro.depth_pro import create_model_and_transforms as create_model_and_transforms
from depth_pro.utils import load_rgb as load_rgb
