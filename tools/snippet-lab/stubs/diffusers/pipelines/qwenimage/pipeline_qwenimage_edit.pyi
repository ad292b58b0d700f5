# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/qwenimage/pipeline_qwenimage_edit.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.loaders.lora_pipeline import QwenImageLoraLoaderMixin as QwenImageLoraLoaderMixin
from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline

class QwenImageEditPipeline(DiffusionPipeline, QwenImageLoraLoaderMixin):
    def __init__(self, scheduler, vae, text_encoder, tokenizer, processor, transformer): ...
    def __call__(
        self,
        image=...,
        prompt=...,
        negative_prompt=...,
        true_cfg_scale=...,
        height=...,
        width=...,
        num_inference_steps=...,
        sigmas=...,
        guidance_scale=...,
        num_images_per_prompt=...,
        generator=...,
        latents=...,
        prompt_embeds=...,
        prompt_embeds_mask=...,
        negative_prompt_embeds=...,
        negative_prompt_embeds_mask=...,
        output_type=...,
        return_dict=...,
        attention_kwargs=...,
        callback_on_step_end=...,
        callback_on_step_end_tensor_inputs=...,
        max_sequence_length=...,
    ): ...
