# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: pyannote.audio 4.0.7
# source: https://github.com/pyannote/pyannote-audio 4.0.7 b749285c5cdd
# read-from: src/pyannote/audio/core/pipeline.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class Pipeline(Any):
    @classmethod
    def from_pretrained(cls, checkpoint, revision=..., hparams_file=..., subfolder=..., token=..., cache_dir=...): ...
    def __init__(self): ...
    def __call__(self, file, preload=..., **kwargs): ...
