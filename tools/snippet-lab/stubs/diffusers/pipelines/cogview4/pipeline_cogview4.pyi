# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/cogview4/pipeline_cogview4.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.loaders.lora_pipeline import CogView4LoraLoaderMixin as CogView4LoraLoaderMixin
from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline

class CogView4Pipeline(DiffusionPipeline, CogView4LoraLoaderMixin):
    def __init__(self, tokenizer, text_encoder, vae, transformer, scheduler): ...
    def __call__(
        self,
        prompt=...,
        negative_prompt=...,
        height=...,
        width=...,
        num_inference_steps=...,
        timesteps=...,
        sigmas=...,
        guidance_scale=...,
        num_images_per_prompt=...,
        generator=...,
        latents=...,
        prompt_embeds=...,
        negative_prompt_embeds=...,
        original_size=...,
        crops_coords_top_left=...,
        output_type=...,
        return_dict=...,
        attention_kwargs=...,
        callback_on_step_end=...,
        callback_on_step_end_tensor_inputs=...,
        max_sequence_length=...,
    ): ...
