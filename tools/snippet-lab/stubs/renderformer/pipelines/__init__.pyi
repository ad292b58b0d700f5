# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: renderformer git-5b0b18f61d
# source: https://github.com/microsoft/renderformer HEAD 5b0b18f61de8
# read-from: renderformer/pipelines/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401
