# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: litert-lm-api git-8cf2128c0a
# source: https://github.com/meefs/LiteRT-LM HEAD 8cf2128c0ab3
# read-from: python/litert_lm/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from litert_lm.engine import Engine as Engine
