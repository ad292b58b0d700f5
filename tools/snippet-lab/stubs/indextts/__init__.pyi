# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: indextts 2.0.0
# source: https://github.com/index-tts/index-tts HEAD ee40fa7d6c6b
# read-from: indextts/__init__.py
# licence: bilibili Model Use License Agreement (LICENSE)

from typing import Any, Self  # noqa: F401
