# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: gliner 0.2.27
# source: https://github.com/urchade/GLiNER HEAD c2bb58ddf569
# read-from: gliner/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from gliner.model import GLiNER as GLiNER
