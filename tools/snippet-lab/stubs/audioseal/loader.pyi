# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: audioseal 0.1.8
# source: https://github.com/facebookresearch/audioseal HEAD 4349c0b030ac
# read-from: src/audioseal/loader.py
# licence: MIT

from typing import Any, Self  # noqa: F401

class AudioSeal:
    @staticmethod
    def load_generator(model_card_or_path, nbits=..., device=..., dtype=...): ...
    @staticmethod
    def load_detector(model_card_or_path, nbits=..., device=..., dtype=...): ...
