# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: sam2 1.0
# source: https://github.com/facebookresearch/sam2 HEAD 2b90b9f5ceec
# read-from: sam2/sam2_video_predictor.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from sam2.modeling.sam2_base import SAM2Base as SAM2Base

class SAM2VideoPredictor(SAM2Base):
    def __init__(
        self,
        fill_hole_area=...,
        non_overlap_masks=...,
        clear_non_cond_mem_around_input=...,
        add_all_frames_to_correct_as_cond=...,
        **kwargs,
    ): ...
    def init_state(self, video_path, offload_video_to_cpu=..., offload_state_to_cpu=..., async_loading_frames=...): ...
    @classmethod
    def from_pretrained(cls, model_id, **kwargs) -> Self: ...
    def add_new_points_or_box(
        self,
        inference_state,
        frame_idx,
        obj_id,
        points=...,
        labels=...,
        clear_old_points=...,
        normalize_coords=...,
        box=...,
    ): ...
    def propagate_in_video(self, inference_state, start_frame_idx=..., max_frame_num_to_track=..., reverse=...): ...
