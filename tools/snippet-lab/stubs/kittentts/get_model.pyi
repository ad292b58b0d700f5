# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: kittentts 0.8.1
# source: https://github.com/KittenML/KittenTTS 0.8.1 f0282f0198d4
# read-from: kittentts/get_model.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

class KittenTTS:
    def __init__(self, model_name=..., cache_dir=...): ...
    def generate(self, text, voice=..., speed=..., clean_text=...): ...
