# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: nemo_toolkit 2.6.0
# source: https://github.com/NVIDIA/NeMo HEAD 8cfedd720346
# read-from: nemo/collections/asr/parts/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401
