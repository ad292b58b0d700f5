# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: ben2 0.0.1
# source: https://github.com/PramaLLC/BEN2 HEAD 41efc6966a6f
# read-from: src/ben2/modeling_ben2.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class BEN_Base(Any):
    def __init__(self): ...
    def inference(self, image, refine_foreground=...): ...
