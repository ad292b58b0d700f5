# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: kimia_infer 0.1.0
# source: https://github.com/MoonshotAI/Kimi-Audio HEAD 2607d515f5b7
# read-from: kimia_infer/api/kimia.py
# licence: unknown (no licence file)

from typing import Any, Self  # noqa: F401

class KimiAudio(Any):
    def __init__(self, model_path, load_detokenizer=...): ...
    def generate(
        self,
        chats,
        output_type=...,
        audio_temperature=...,
        audio_top_k=...,
        text_temperature=...,
        text_top_k=...,
        audio_repetition_penalty=...,
        audio_repetition_window_size=...,
        text_repetition_penalty=...,
        text_repetition_window_size=...,
        max_new_tokens=...,
    ): ...
