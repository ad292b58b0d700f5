# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: qwen-tts 0.1.1
# source: https://github.com/QwenLM/Qwen3-TTS HEAD 022e286b98fb
# read-from: qwen_tts/inference/qwen3_tts_model.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class Qwen3TTSModel:
    def __init__(self, model, processor, generate_defaults=...): ...
    @classmethod
    def from_pretrained(cls, pretrained_model_name_or_path, **kwargs) -> Self: ...
    def generate_voice_clone(
        self,
        text,
        language=...,
        ref_audio=...,
        ref_text=...,
        x_vector_only_mode=...,
        voice_clone_prompt=...,
        non_streaming_mode=...,
        **kwargs,
    ): ...
    def generate_voice_design(self, text, instruct, language=..., non_streaming_mode=..., **kwargs): ...
    def generate_custom_voice(self, text, speaker, language=..., instruct=..., non_streaming_mode=..., **kwargs): ...
