# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: mlx-whisper 0.4.3
# source: https://github.com/ml-explore/mlx-examples HEAD 7ddca42f4dc8
# read-from: whisper/mlx_whisper/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from mlx_whisper.transcribe import transcribe as transcribe
