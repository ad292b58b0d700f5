# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: ben2 0.0.1
# source: https://github.com/PramaLLC/BEN2 HEAD 41efc6966a6f
# read-from: src/ben2/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from ben2.modeling_ben2 import BEN_Base as BEN_Base
