# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: speechbrain 1.1.0
# source: https://github.com/speechbrain/speechbrain HEAD 9c826ef3937b
# read-from: speechbrain/inference/ASR.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from speechbrain.inference.interfaces import Pretrained as Pretrained

class EncoderDecoderASR(Pretrained):
    def __init__(self, *args, **kwargs): ...
    def transcribe_file(self, path, **kwargs): ...

class EncoderASR(Pretrained):
    def __init__(self, *args, **kwargs): ...
    def transcribe_file(self, path, **kwargs): ...

class WhisperASR(Pretrained):
    def __init__(self, *args, **kwargs): ...
    def transcribe_file(
        self,
        path,
        task=...,
        initial_prompt=...,
        logprob_threshold=...,
        no_speech_threshold=...,
        condition_on_previous_text=...,
        verbose=...,
        use_torchaudio_streaming=...,
        chunk_size=...,
        **kwargs,
    ): ...
