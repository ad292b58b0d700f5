# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: fairseq 0.12.3
# source: https://github.com/facebookresearch/fairseq v0.12.3 e16e44c65849
# read-from: fairseq/models/speech_to_text/hub_interface.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class S2THubInterface(Any):
    def __init__(self, cfg, task, model): ...
    @classmethod
    def get_model_input(cls, task, audio): ...
    @classmethod
    def get_prediction(cls, task, model, generator, sample, tgt_lang=..., synthesize_speech=...): ...
