# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/flux/pipeline_flux.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.loaders.ip_adapter import FluxIPAdapterMixin as FluxIPAdapterMixin
from diffusers.loaders.lora_pipeline import FluxLoraLoaderMixin as FluxLoraLoaderMixin
from diffusers.loaders.single_file import FromSingleFileMixin as FromSingleFileMixin
from diffusers.loaders.textual_inversion import TextualInversionLoaderMixin as TextualInversionLoaderMixin
from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline

class FluxPipeline(
    DiffusionPipeline, FluxLoraLoaderMixin, FromSingleFileMixin, TextualInversionLoaderMixin, FluxIPAdapterMixin
):
    def __init__(
        self,
        scheduler,
        vae,
        text_encoder,
        tokenizer,
        text_encoder_2,
        tokenizer_2,
        transformer,
        image_encoder=...,
        feature_extractor=...,
    ): ...
    def __call__(
        self,
        prompt=...,
        prompt_2=...,
        negative_prompt=...,
        negative_prompt_2=...,
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
        pooled_prompt_embeds=...,
        ip_adapter_image=...,
        ip_adapter_image_embeds=...,
        negative_ip_adapter_image=...,
        negative_ip_adapter_image_embeds=...,
        negative_prompt_embeds=...,
        negative_pooled_prompt_embeds=...,
        output_type=...,
        return_dict=...,
        joint_attention_kwargs=...,
        callback_on_step_end=...,
        callback_on_step_end_tensor_inputs=...,
        max_sequence_length=...,
    ): ...
