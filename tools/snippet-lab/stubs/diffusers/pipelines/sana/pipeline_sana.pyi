# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/sana/pipeline_sana.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.loaders.lora_pipeline import SanaLoraLoaderMixin as SanaLoraLoaderMixin
from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline

class SanaPipeline(DiffusionPipeline, SanaLoraLoaderMixin):
    def __init__(self, tokenizer, text_encoder, vae, transformer, scheduler): ...
    def __call__(
        self,
        prompt=...,
        negative_prompt=...,
        num_inference_steps=...,
        timesteps=...,
        sigmas=...,
        guidance_scale=...,
        num_images_per_prompt=...,
        height=...,
        width=...,
        eta=...,
        generator=...,
        latents=...,
        prompt_embeds=...,
        prompt_attention_mask=...,
        negative_prompt_embeds=...,
        negative_prompt_attention_mask=...,
        output_type=...,
        return_dict=...,
        clean_caption=...,
        use_resolution_binning=...,
        attention_kwargs=...,
        callback_on_step_end=...,
        callback_on_step_end_tensor_inputs=...,
        max_sequence_length=...,
        complex_human_instruction=...,
    ): ...
