# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusionkit 0.5.2
# source: https://github.com/argmaxinc/DiffusionKit HEAD 498e5dba5fb4
# read-from: python/src/diffusionkit/mlx/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class DiffusionPipeline:
    def __init__(
        self, w16=..., shift=..., use_t5=..., model_version=..., low_memory_mode=..., a16=..., local_ckpt=...
    ): ...
    def generate_image(
        self,
        text,
        num_steps=...,
        cfg_weight=...,
        negative_text=...,
        latent_size=...,
        seed=...,
        verbose=...,
        image_path=...,
        denoise=...,
    ): ...

class FluxPipeline(DiffusionPipeline):
    def __init__(
        self,
        w16=...,
        shift=...,
        use_t5=...,
        model_version=...,
        low_memory_mode=...,
        a16=...,
        local_ckpt=...,
        quantize_mmdit=...,
    ): ...
