# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: htrflow 0.2.5
# source: https://github.com/AI-Riksarkivet/htrflow v0.2.6 d97dbe2638d2
# read-from: src/htrflow/pipeline/__init__.py
# licence: AGPL-3.0

from typing import Any, Self  # noqa: F401
