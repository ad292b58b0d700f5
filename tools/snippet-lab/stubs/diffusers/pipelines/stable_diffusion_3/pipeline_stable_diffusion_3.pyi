# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/stable_diffusion_3/pipeline_stable_diffusion_3.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.loaders.ip_adapter import SD3IPAdapterMixin as SD3IPAdapterMixin
from diffusers.loaders.lora_pipeline import SD3LoraLoaderMixin as SD3LoraLoaderMixin
from diffusers.loaders.single_file import FromSingleFileMixin as FromSingleFileMixin
from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline

class StableDiffusion3Pipeline(DiffusionPipeline, SD3LoraLoaderMixin, FromSingleFileMixin, SD3IPAdapterMixin):
    def __init__(
        self,
        transformer,
        scheduler,
        vae,
        text_encoder,
        tokenizer,
        text_encoder_2,
        tokenizer_2,
        text_encoder_3,
        tokenizer_3,
        image_encoder=...,
        feature_extractor=...,
    ): ...
    def __call__(
        self,
        prompt=...,
        prompt_2=...,
        prompt_3=...,
        height=...,
        width=...,
        num_inference_steps=...,
        sigmas=...,
        guidance_scale=...,
        negative_prompt=...,
        negative_prompt_2=...,
        negative_prompt_3=...,
        num_images_per_prompt=...,
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
        joint_attention_kwargs=...,
        clip_skip=...,
        callback_on_step_end=...,
        callback_on_step_end_tensor_inputs=...,
        max_sequence_length=...,
        skip_guidance_layers=...,
        skip_layer_guidance_scale=...,
        skip_layer_guidance_stop=...,
        skip_layer_guidance_start=...,
        mu=...,
    ): ...
