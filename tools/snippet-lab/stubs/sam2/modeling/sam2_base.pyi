# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: sam2 1.0
# source: https://github.com/facebookresearch/sam2 HEAD 2b90b9f5ceec
# read-from: sam2/modeling/sam2_base.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class SAM2Base(Any):
    def __init__(
        self,
        image_encoder,
        memory_attention,
        memory_encoder,
        num_maskmem=...,
        image_size=...,
        backbone_stride=...,
        sigmoid_scale_for_mem_enc=...,
        sigmoid_bias_for_mem_enc=...,
        binarize_mask_from_pts_for_mem_enc=...,
        use_mask_input_as_output_without_sam=...,
        max_cond_frames_in_attn=...,
        directly_add_no_mem_embed=...,
        use_high_res_features_in_sam=...,
        multimask_output_in_sam=...,
        multimask_min_pt_num=...,
        multimask_max_pt_num=...,
        multimask_output_for_tracking=...,
        use_multimask_token_for_obj_ptr=...,
        iou_prediction_use_sigmoid=...,
        memory_temporal_stride_for_eval=...,
        non_overlap_masks_for_mem_enc=...,
        use_obj_ptrs_in_encoder=...,
        max_obj_ptrs_in_encoder=...,
        add_tpos_enc_to_obj_ptrs=...,
        proj_tpos_enc_in_obj_ptrs=...,
        use_signed_tpos_enc_to_obj_ptrs=...,
        only_obj_ptrs_in_the_past_for_eval=...,
        pred_obj_scores=...,
        pred_obj_scores_mlp=...,
        fixed_no_obj_ptr=...,
        soft_no_obj_ptr=...,
        use_mlp_for_obj_ptr_proj=...,
        no_obj_embed_spatial=...,
        sam_mask_decoder_extra_args=...,
        compile_image_encoder=...,
    ): ...
