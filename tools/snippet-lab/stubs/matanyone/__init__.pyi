# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: matanyone 1.0.0
# source: https://github.com/pq-yang/MatAnyone HEAD e5ddc534c1ff
# read-from: matanyone/__init__.py
# licence: S-Lab License 1.0 (LICENSE)

from typing import Any, Self  # noqa: F401

from matanyone.inference.inference_core import InferenceCore as InferenceCore
