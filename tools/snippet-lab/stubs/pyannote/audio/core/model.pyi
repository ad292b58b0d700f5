# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: pyannote.audio 4.0.7
# source: https://github.com/pyannote/pyannote-audio 4.0.7 b749285c5cdd
# read-from: src/pyannote/audio/core/model.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class Model(Any):
    def __init__(self, sample_rate=..., num_channels=..., task=...): ...
    @classmethod
    def from_pretrained(
        cls, checkpoint, map_location=..., strict=..., subfolder=..., revision=..., token=..., cache_dir=..., **kwargs
    ): ...
