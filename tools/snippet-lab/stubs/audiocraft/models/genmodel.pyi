# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: audiocraft 1.3.0
# source: https://github.com/facebookresearch/audiocraft v1.3.0 72cb16f9fb23
# read-from: audiocraft/models/genmodel.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class BaseGenModel(Any):
    def __init__(self, name, compression_model, lm, max_duration=...): ...
    @property
    def sample_rate(self): ...
    def set_generation_params(self, *args, **kwargs): ...
    @staticmethod
    def get_pretrained(name, device=...): ...
    def generate(self, descriptions, progress=..., return_tokens=...): ...
