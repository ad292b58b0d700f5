# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/ltx/pipeline_ltx_image2video.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.loaders.lora_pipeline import LTXVideoLoraLoaderMixin as LTXVideoLoraLoaderMixin
from diffusers.loaders.single_file import FromSingleFileMixin as FromSingleFileMixin
from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline

class LTXImageToVideoPipeline(DiffusionPipeline, FromSingleFileMixin, LTXVideoLoraLoaderMixin):
    def __init__(self, scheduler, vae, text_encoder, tokenizer, transformer): ...
    def __call__(
        self,
        image=...,
        prompt=...,
        negative_prompt=...,
        height=...,
        width=...,
        num_frames=...,
        frame_rate=...,
        num_inference_steps=...,
        timesteps=...,
        guidance_scale=...,
        guidance_rescale=...,
        num_videos_per_prompt=...,
        generator=...,
        latents=...,
        prompt_embeds=...,
        prompt_attention_mask=...,
        negative_prompt_embeds=...,
        negative_prompt_attention_mask=...,
        decode_timestep=...,
        decode_noise_scale=...,
        output_type=...,
        return_dict=...,
        attention_kwargs=...,
        callback_on_step_end=...,
        callback_on_step_end_tensor_inputs=...,
        max_sequence_length=...,
    ): ...
