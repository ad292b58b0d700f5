# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: vibevoice 0.1.0
# source: https://github.com/vibevoice-community/VibeVoice HEAD b9d561240ada
# read-from: vibevoice/processor/vibevoice_processor.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class VibeVoiceProcessor:
    def __init__(
        self, tokenizer=..., audio_processor=..., speech_tok_compress_ratio=..., db_normalize=..., **kwargs
    ): ...
    @classmethod
    def from_pretrained(cls, pretrained_model_name_or_path, **kwargs) -> Self: ...
    def __call__(
        self,
        text=...,
        voice_samples=...,
        padding=...,
        truncation=...,
        max_length=...,
        return_tensors=...,
        return_attention_mask=...,
        **kwargs,
    ): ...
    def save_audio(self, audio, output_path=..., sampling_rate=..., normalize=..., batch_prefix=...): ...
    tokenizer: Any
