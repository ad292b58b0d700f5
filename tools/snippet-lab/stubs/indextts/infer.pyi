# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: indextts 2.0.0
# source: https://github.com/index-tts/index-tts HEAD ee40fa7d6c6b
# read-from: indextts/infer.py
# licence: bilibili Model Use License Agreement (LICENSE)

from typing import Any, Self  # noqa: F401

class IndexTTS:
    def __init__(self, cfg_path=..., model_dir=..., use_fp16=..., device=..., use_cuda_kernel=...): ...
    def infer(
        self, audio_prompt, text, output_path, verbose=..., max_text_tokens_per_segment=..., **generation_kwargs
    ): ...
