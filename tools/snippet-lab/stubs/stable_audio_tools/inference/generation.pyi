# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: stable-audio-tools 0.0.19
# source: https://github.com/Stability-AI/stable-audio-tools HEAD 50049e379e2f
# read-from: stable_audio_tools/inference/generation.py
# licence: MIT

from typing import Any, Self  # noqa: F401

def generate_diffusion_cond(
    model,
    steps=...,
    cfg_scale=...,
    conditioning=...,
    conditioning_tensors=...,
    negative_conditioning=...,
    negative_conditioning_tensors=...,
    batch_size=...,
    sample_size=...,
    sample_rate=...,
    seed=...,
    device=...,
    init_audio=...,
    init_noise_level=...,
    return_latents=...,
    **sampler_kwargs,
): ...
