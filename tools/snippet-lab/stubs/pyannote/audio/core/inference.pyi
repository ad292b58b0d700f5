# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: pyannote.audio 4.0.7
# source: https://github.com/pyannote/pyannote-audio 4.0.7 b749285c5cdd
# read-from: src/pyannote/audio/core/inference.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class BaseInference: ...

class Inference(BaseInference):
    def __init__(
        self,
        model,
        window=...,
        duration=...,
        step=...,
        pre_aggregation_hook=...,
        skip_aggregation=...,
        skip_conversion=...,
        device=...,
        batch_size=...,
    ): ...
    def __call__(self, file, hook=...): ...
