# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/wan/pipeline_wan_vace.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.loaders.lora_pipeline import WanLoraLoaderMixin as WanLoraLoaderMixin
from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline

class WanVACEPipeline(DiffusionPipeline, WanLoraLoaderMixin):
    def __init__(
        self, tokenizer, text_encoder, vae, scheduler, transformer=..., transformer_2=..., boundary_ratio=...
    ): ...
    def __call__(
        self,
        prompt=...,
        negative_prompt=...,
        video=...,
        mask=...,
        reference_images=...,
        conditioning_scale=...,
        height=...,
        width=...,
        num_frames=...,
        num_inference_steps=...,
        guidance_scale=...,
        guidance_scale_2=...,
        num_videos_per_prompt=...,
        generator=...,
        latents=...,
        prompt_embeds=...,
        negative_prompt_embeds=...,
        output_type=...,
        return_dict=...,
        attention_kwargs=...,
        callback_on_step_end=...,
        callback_on_step_end_tensor_inputs=...,
        max_sequence_length=...,
    ): ...
