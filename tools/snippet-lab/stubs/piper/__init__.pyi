# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: piper-tts 1.7.0
# source: https://github.com/OHF-Voice/piper1-gpl v1.7.0 7b8e8f7197a4
# read-from: src/piper/__init__.py
# licence: AGPL-3.0

from typing import Any, Self  # noqa: F401

from piper.voice import PiperVoice as PiperVoice
