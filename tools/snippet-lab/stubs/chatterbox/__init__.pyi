# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: chatterbox-tts 0.1.2
# source: https://github.com/resemble-ai/chatterbox v0.1.2 eb90621fa748
# read-from: src/chatterbox/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401
