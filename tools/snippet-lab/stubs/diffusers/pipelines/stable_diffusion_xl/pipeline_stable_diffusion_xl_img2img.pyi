# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/stable_diffusion_xl/pipeline_stable_diffusion_xl_img2img.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.loaders.ip_adapter import IPAdapterMixin as IPAdapterMixin
from diffusers.loaders.lora_pipeline import StableDiffusionXLLoraLoaderMixin as StableDiffusionXLLoraLoaderMixin
from diffusers.loaders.single_file import FromSingleFileMixin as FromSingleFileMixin
from diffusers.loaders.textual_inversion import TextualInversionLoaderMixin as TextualInversionLoaderMixin
from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline
from diffusers.pipelines.pipeline_utils import StableDiffusionMixin as StableDiffusionMixin

class StableDiffusionXLImg2ImgPipeline(
    DiffusionPipeline,
    StableDiffusionMixin,
    TextualInversionLoaderMixin,
    FromSingleFileMixin,
    StableDiffusionXLLoraLoaderMixin,
    IPAdapterMixin,
):
    def __init__(
        self,
        vae,
        text_encoder,
        text_encoder_2,
        tokenizer,
        tokenizer_2,
        unet,
        scheduler,
        image_encoder=...,
        feature_extractor=...,
        requires_aesthetics_score=...,
        force_zeros_for_empty_prompt=...,
        add_watermarker=...,
    ): ...
    def __call__(
        self,
        prompt=...,
        prompt_2=...,
        image=...,
        strength=...,
        num_inference_steps=...,
        timesteps=...,
        sigmas=...,
        denoising_start=...,
        denoising_end=...,
        guidance_scale=...,
        negative_prompt=...,
        negative_prompt_2=...,
        num_images_per_prompt=...,
        eta=...,
        generator=...,
        latents=...,
        prompt_embeds=...,
        negative_prompt_embeds=...,
        pooled_prompt_embeds=...,
        negative_pooled_prompt_embeds=...,
        ip_adapter_image=...,
        ip_adapter_image_embeds=...,
        output_type=...,
        return_dict=...,
        cross_attention_kwargs=...,
        guidance_rescale=...,
        original_size=...,
        crops_coords_top_left=...,
        target_size=...,
        negative_original_size=...,
        negative_crops_coords_top_left=...,
        negative_target_size=...,
        aesthetic_score=...,
        negative_aesthetic_score=...,
        clip_skip=...,
        callback_on_step_end=...,
        callback_on_step_end_tensor_inputs=...,
        **kwargs,
    ): ...
