# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: mlx-whisper 0.4.3
# source: https://github.com/ml-explore/mlx-examples HEAD 7ddca42f4dc8
# read-from: whisper/mlx_whisper/transcribe.py
# licence: MIT

from typing import Any, Self  # noqa: F401

def transcribe(
    audio,
    *,
    path_or_hf_repo=...,
    verbose=...,
    temperature=...,
    compression_ratio_threshold=...,
    logprob_threshold=...,
    no_speech_threshold=...,
    condition_on_previous_text=...,
    initial_prompt=...,
    word_timestamps=...,
    prepend_punctuations=...,
    append_punctuations=...,
    clip_timestamps=...,
    hallucination_silence_threshold=...,
    **decode_options,
): ...
