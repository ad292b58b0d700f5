# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: pruna 0.3.4
# source: https://github.com/PrunaAI/pruna v0.3.4 0e4d1cf86b64
# read-from: src/pruna/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from pruna.engine.pruna_model import PrunaModel as PrunaModel
