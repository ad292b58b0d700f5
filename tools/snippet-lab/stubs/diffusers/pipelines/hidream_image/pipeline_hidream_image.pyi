# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/hidream_image/pipeline_hidream_image.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.loaders.lora_pipeline import HiDreamImageLoraLoaderMixin as HiDreamImageLoraLoaderMixin
from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline

class HiDreamImagePipeline(DiffusionPipeline, HiDreamImageLoraLoaderMixin):
    def __init__(
        self,
        scheduler,
        vae,
        text_encoder,
        tokenizer,
        text_encoder_2,
        tokenizer_2,
        text_encoder_3,
        tokenizer_3,
        text_encoder_4,
        tokenizer_4,
        transformer,
    ): ...
    def __call__(
        self,
        prompt=...,
        prompt_2=...,
        prompt_3=...,
        prompt_4=...,
        height=...,
        width=...,
        num_inference_steps=...,
        sigmas=...,
        guidance_scale=...,
        negative_prompt=...,
        negative_prompt_2=...,
        negative_prompt_3=...,
        negative_prompt_4=...,
        num_images_per_prompt=...,
        generator=...,
        latents=...,
        prompt_embeds_t5=...,
        prompt_embeds_llama3=...,
        negative_prompt_embeds_t5=...,
        negative_prompt_embeds_llama3=...,
        pooled_prompt_embeds=...,
        negative_pooled_prompt_embeds=...,
        output_type=...,
        return_dict=...,
        attention_kwargs=...,
        callback_on_step_end=...,
        callback_on_step_end_tensor_inputs=...,
        max_sequence_length=...,
        **kwargs,
    ): ...
