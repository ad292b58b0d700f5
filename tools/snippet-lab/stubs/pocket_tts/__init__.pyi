# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: pocket-tts 2.1.0
# source: https://github.com/kyutai-labs/pocket-tts v2.1.0 058886528d0b
# read-from: pocket_tts/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from pocket_tts.models.tts_model import TTSModel as TTSModel
