# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: voxcpm 2.0.3
# source: https://github.com/OpenBMB/VoxCPM 2.0.3 19b6bf759002
# read-from: src/voxcpm/core.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class VoxCPM:
    def __init__(
        self,
        voxcpm_model_path,
        zipenhancer_model_path=...,
        enable_denoiser=...,
        optimize=...,
        device=...,
        lora_config=...,
        lora_weights_path=...,
    ): ...
    @classmethod
    def from_pretrained(
        cls,
        hf_model_id=...,
        load_denoiser=...,
        zipenhancer_model_id=...,
        cache_dir=...,
        local_files_only=...,
        optimize=...,
        device=...,
        lora_config=...,
        lora_weights_path=...,
        **kwargs,
    ) -> Self: ...
    def generate(self, *args, **kwargs): ...
    tts_model: Any
