# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: pocket-tts 2.1.0
# source: https://github.com/kyutai-labs/pocket-tts v2.1.0 058886528d0b
# read-from: pocket_tts/models/tts_model.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class TTSModel(Any):
    def __init__(
        self,
        flow_lm,
        temp,
        lsd_decode_steps,
        noise_clamp,
        eos_threshold,
        config,
        origin=...,
        pad_with_spaces_for_short_inputs=...,
        model_recommended_frames_after_eos=...,
        remove_semicolons=...,
    ): ...
    @property
    def sample_rate(self): ...
    @classmethod
    def load_model(
        cls, language=..., config=..., temp=..., lsd_decode_steps=..., noise_clamp=..., eos_threshold=..., quantize=...
    ) -> Self: ...
    def generate_audio(self, model_state, text_to_generate, max_tokens=..., frames_after_eos=..., copy_state=...): ...
    def get_state_for_audio_prompt(self, audio_conditioning, truncate=...): ...
