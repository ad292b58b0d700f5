# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/audioldm2/pipeline_audioldm2.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline

class AudioLDM2Pipeline(DiffusionPipeline):
    def __init__(
        self,
        vae,
        text_encoder,
        text_encoder_2,
        projection_model,
        language_model,
        tokenizer,
        tokenizer_2,
        feature_extractor,
        unet,
        scheduler,
        vocoder,
    ): ...
    def enable_model_cpu_offload(self, gpu_id=..., device=...): ...
    def __call__(
        self,
        prompt=...,
        transcription=...,
        audio_length_in_s=...,
        num_inference_steps=...,
        guidance_scale=...,
        negative_prompt=...,
        num_waveforms_per_prompt=...,
        eta=...,
        generator=...,
        latents=...,
        prompt_embeds=...,
        negative_prompt_embeds=...,
        generated_prompt_embeds=...,
        negative_generated_prompt_embeds=...,
        attention_mask=...,
        negative_attention_mask=...,
        max_new_tokens=...,
        return_dict=...,
        callback=...,
        callback_steps=...,
        cross_attention_kwargs=...,
        output_type=...,
    ): ...
