# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: TensorFlowTTS 1.8
# source: https://github.com/TensorSpeech/TensorFlowTTS v1.8 e4b3b35305f5
# read-from: tensorflow_tts/inference/auto_processor.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class AutoProcessor:
    def __init__(self): ...
    @classmethod
    def from_pretrained(cls, pretrained_path, **kwargs): ...
