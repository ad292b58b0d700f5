# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: nari-tts 0.1.0
# source: https://github.com/nari-labs/dia HEAD 876125e461a0
# read-from: dia/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401
