# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: qwen-tts 0.1.1
# source: https://github.com/QwenLM/Qwen3-TTS HEAD 022e286b98fb
# read-from: (a folder: no file)
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401
