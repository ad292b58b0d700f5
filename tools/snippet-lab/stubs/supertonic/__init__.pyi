# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: supertonic 1.0.0
# source: https://github.com/supertone-inc/supertonic-py v1.0.0 87cd9ed05806
# read-from: supertonic/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from supertonic.pipeline import TTS as TTS
