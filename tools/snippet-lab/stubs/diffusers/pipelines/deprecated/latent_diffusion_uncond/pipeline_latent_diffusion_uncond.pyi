# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/pipelines/deprecated/latent_diffusion_uncond/pipeline_latent_diffusion_uncond.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline

class LDMPipeline(DiffusionPipeline):
    def __init__(self, vqvae, unet, scheduler): ...
    def __call__(
        self,
        batch_size=...,
        generator=...,
        eta=...,
        num_inference_steps=...,
        output_type=...,
        return_dict=...,
        **kwargs,
    ): ...
