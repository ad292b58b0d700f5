# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: sam-3d-body 1.0.0
# source: https://github.com/facebookresearch/sam-3d-body HEAD b5c765a0d89d
# read-from: sam_3d_body/sam_3d_body_estimator.py
# licence: SAM License (LICENSE)

from typing import Any, Self  # noqa: F401

class SAM3DBodyEstimator:
    def __init__(self, sam_3d_body_model, model_cfg, human_detector=..., human_segmentor=..., fov_estimator=...): ...
    def process_one_image(
        self,
        img,
        bboxes=...,
        masks=...,
        cam_int=...,
        det_cat_id=...,
        bbox_thr=...,
        nms_thr=...,
        use_mask=...,
        inference_type=...,
    ): ...
