# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: indextts 2.0.0
# source: https://github.com/index-tts/index-tts HEAD ee40fa7d6c6b
# read-from: indextts/infer_v2.py
# licence: bilibili Model Use License Agreement (LICENSE)

from typing import Any, Self  # noqa: F401

class IndexTTS2:
    def __init__(
        self,
        cfg_path=...,
        model_dir=...,
        use_fp16=...,
        device=...,
        use_cuda_kernel=...,
        use_deepspeed=...,
        use_accel=...,
        use_torch_compile=...,
        use_qwen_emo=...,
        aux_paths=...,
    ): ...
    def infer(
        self,
        spk_audio_prompt,
        text,
        output_path,
        emo_audio_prompt=...,
        emo_alpha=...,
        emo_vector=...,
        use_emo_text=...,
        emo_text=...,
        use_random=...,
        interval_silence=...,
        verbose=...,
        max_text_tokens_per_segment=...,
        stream_return=...,
        more_segment_before=...,
        **generation_kwargs,
    ): ...
