# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/stable_diffusion/pipeline_stable_diffusion.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.loaders.ip_adapter import IPAdapterMixin as IPAdapterMixin
from diffusers.loaders.lora_pipeline import StableDiffusionLoraLoaderMixin as StableDiffusionLoraLoaderMixin
from diffusers.loaders.single_file import FromSingleFileMixin as FromSingleFileMixin
from diffusers.loaders.textual_inversion import TextualInversionLoaderMixin as TextualInversionLoaderMixin
from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline
from diffusers.pipelines.pipeline_utils import StableDiffusionMixin as StableDiffusionMixin

class StableDiffusionPipeline(
    DiffusionPipeline,
    StableDiffusionMixin,
    TextualInversionLoaderMixin,
    StableDiffusionLoraLoaderMixin,
    IPAdapterMixin,
    FromSingleFileMixin,
):
    def __init__(
        self,
        vae,
        text_encoder,
        tokenizer,
        unet,
        scheduler,
        safety_checker,
        feature_extractor,
        image_encoder=...,
        requires_safety_checker=...,
    ): ...
    def __call__(
        self,
        prompt=...,
        height=...,
        width=...,
        num_inference_steps=...,
        timesteps=...,
        sigmas=...,
        guidance_scale=...,
        negative_prompt=...,
        num_images_per_prompt=...,
        eta=...,
        generator=...,
        latents=...,
        prompt_embeds=...,
        negative_prompt_embeds=...,
        ip_adapter_image=...,
        ip_adapter_image_embeds=...,
        output_type=...,
        return_dict=...,
        cross_attention_kwargs=...,
        guidance_rescale=...,
        clip_skip=...,
        callback_on_step_end=...,
        callback_on_step_end_tensor_inputs=...,
        **kwargs,
    ): ...
