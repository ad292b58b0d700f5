# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: terratorch 1.1.1
# source: https://github.com/IBM/terratorch v1.1.1 0251647d3869
# read-from: terratorch/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401
