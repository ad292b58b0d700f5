# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: sam-3d-objects 0.0.1
# source: https://github.com/facebookresearch/sam-3d-objects HEAD cf066761706c
# read-from: notebook/inference.py
# licence: SAM License (LICENSE)

from typing import Any, Self  # noqa: F401

class Inference:
    def __init__(self, config_file, compile=...): ...
    def __call__(self, image, mask, seed=..., pointmap=...): ...

def load_image(path): ...
def load_single_mask(folder_path, index=..., extension=...): ...
