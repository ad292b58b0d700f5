# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/shap_e/pipeline_shap_e.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline

class ShapEPipeline(DiffusionPipeline):
    def __init__(self, prior, text_encoder, tokenizer, scheduler, shap_e_renderer): ...
    def __call__(
        self,
        prompt,
        num_images_per_prompt=...,
        num_inference_steps=...,
        generator=...,
        latents=...,
        guidance_scale=...,
        frame_size=...,
        output_type=...,
        return_dict=...,
    ): ...
