# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/flux/pipeline_flux_control.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.loaders.lora_pipeline import FluxLoraLoaderMixin as FluxLoraLoaderMixin
from diffusers.loaders.single_file import FromSingleFileMixin as FromSingleFileMixin
from diffusers.loaders.textual_inversion import TextualInversionLoaderMixin as TextualInversionLoaderMixin
from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline

class FluxControlPipeline(DiffusionPipeline, FluxLoraLoaderMixin, FromSingleFileMixin, TextualInversionLoaderMixin):
    def __init__(self, scheduler, vae, text_encoder, tokenizer, text_encoder_2, tokenizer_2, transformer): ...
    def __call__(
        self,
        prompt=...,
        prompt_2=...,
        control_image=...,
        height=...,
        width=...,
        num_inference_steps=...,
        sigmas=...,
        guidance_scale=...,
        num_images_per_prompt=...,
        generator=...,
        latents=...,
        prompt_embeds=...,
        pooled_prompt_embeds=...,
        output_type=...,
        return_dict=...,
        joint_attention_kwargs=...,
        callback_on_step_end=...,
        callback_on_step_end_tensor_inputs=...,
        max_sequence_length=...,
    ): ...
