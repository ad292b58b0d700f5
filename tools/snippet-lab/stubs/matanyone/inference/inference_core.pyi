# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: matanyone 1.0.0
# source: https://github.com/pq-yang/MatAnyone HEAD e5ddc534c1ff
# read-from: matanyone/inference/inference_core.py
# licence: S-Lab License 1.0 (LICENSE)

from typing import Any, Self  # noqa: F401

class InferenceCore:
    def __init__(self, network, cfg=..., *, image_feature_store=..., device=...): ...
    def process_video(
        self,
        input_path,
        mask_path,
        output_path=...,
        n_warmup=...,
        r_erode=...,
        r_dilate=...,
        suffix=...,
        save_image=...,
        max_size=...,
    ): ...
