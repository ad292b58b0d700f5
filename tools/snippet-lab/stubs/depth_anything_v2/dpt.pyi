# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: depth_anything_v2 git-a561b849eb
# source: https://github.com/DepthAnything/Depth-Anything-V2 HEAD a561b849ebae
# read-from: depth_anything_v2/dpt.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class DepthAnythingV2(Any):
    def __init__(self, encoder=..., features=..., out_channels=..., use_bn=..., use_clstoken=...): ...
    def infer_image(self, raw_image, input_size=...): ...
