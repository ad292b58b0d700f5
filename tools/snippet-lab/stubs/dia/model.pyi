# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: nari-tts 0.1.0
# source: https://github.com/nari-labs/dia HEAD 876125e461a0
# read-from: dia/model.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class Dia:
    def __init__(self, config, compute_dtype=..., device=..., load_dac=...): ...
    @classmethod
    def from_pretrained(cls, model_name=..., compute_dtype=..., device=..., load_dac=...) -> Self: ...
    def save_audio(self, path, audio): ...
    def generate(
        self,
        text,
        max_tokens=...,
        cfg_scale=...,
        temperature=...,
        top_p=...,
        use_torch_compile=...,
        cfg_filter_top_k=...,
        audio_prompt=...,
        audio_prompt_path=...,
        use_cfg_filter=...,
        verbose=...,
    ): ...
