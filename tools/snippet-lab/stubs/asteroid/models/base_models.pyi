# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: asteroid 0.7.0
# source: https://github.com/asteroid-team/asteroid v0.7.0 5fe95b74dfd5
# read-from: asteroid/models/base_models.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class BaseModel(Any):
    def __init__(self, sample_rate, in_channels=...): ...
    def separate(self, *args, **kwargs): ...
    @classmethod
    def from_pretrained(cls, pretrained_model_conf_or_path, *args, **kwargs): ...
