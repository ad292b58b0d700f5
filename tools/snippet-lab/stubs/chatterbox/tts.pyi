# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: chatterbox-tts 0.1.2
# source: https://github.com/resemble-ai/chatterbox v0.1.2 eb90621fa748
# read-from: src/chatterbox/tts.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class ChatterboxTTS:
    def __init__(self, t3, s3gen, ve, tokenizer, device, conds=...): ...
    @classmethod
    def from_local(cls, ckpt_dir, device) -> Self: ...
    def generate(
        self,
        text,
        repetition_penalty=...,
        min_p=...,
        top_p=...,
        audio_prompt_path=...,
        exaggeration=...,
        cfg_weight=...,
        temperature=...,
    ): ...
    sr: Any
