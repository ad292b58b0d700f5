# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: sam2 1.0
# source: https://github.com/facebookresearch/sam2 HEAD 2b90b9f5ceec
# read-from: sam2/sam2_image_predictor.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class SAM2ImagePredictor:
    def __init__(self, sam_model, mask_threshold=..., max_hole_area=..., max_sprinkle_area=..., **kwargs): ...
    @classmethod
    def from_pretrained(cls, model_id, **kwargs) -> Self: ...
    def set_image(self, image): ...
    def predict(
        self,
        point_coords=...,
        point_labels=...,
        box=...,
        mask_input=...,
        multimask_output=...,
        return_logits=...,
        normalize_coords=...,
    ): ...
