# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: vibevoice 0.1.0
# source: https://github.com/vibevoice-community/VibeVoice HEAD b9d561240ada
# read-from: vibevoice/processor/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401
