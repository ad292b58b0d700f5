# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: stable-audio-tools 0.0.19
# source: https://github.com/Stability-AI/stable-audio-tools HEAD 50049e379e2f
# read-from: stable_audio_tools/models/pretrained.py
# licence: MIT

from typing import Any, Self  # noqa: F401

def get_pretrained_model(name): ...
