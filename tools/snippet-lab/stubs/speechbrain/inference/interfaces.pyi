# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: speechbrain 1.1.0
# source: https://github.com/speechbrain/speechbrain HEAD 9c826ef3937b
# read-from: speechbrain/inference/interfaces.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class Pretrained(Any):
    def __init__(self, modules=..., hparams=..., run_opts=..., freeze_params=...): ...
    @classmethod
    def from_hparams(cls, source, hparams_file=..., **kwargs): ...
