# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/stable_video_diffusion/pipeline_stable_video_diffusion.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline

class StableVideoDiffusionPipeline(DiffusionPipeline):
    def __init__(self, vae, image_encoder, unet, scheduler, feature_extractor): ...
    def __call__(
        self,
        image,
        height=...,
        width=...,
        num_frames=...,
        num_inference_steps=...,
        sigmas=...,
        min_guidance_scale=...,
        max_guidance_scale=...,
        fps=...,
        motion_bucket_id=...,
        noise_aug_strength=...,
        decode_chunk_size=...,
        num_videos_per_prompt=...,
        generator=...,
        latents=...,
        output_type=...,
        callback_on_step_end=...,
        callback_on_step_end_tensor_inputs=...,
        return_dict=...,
    ): ...
