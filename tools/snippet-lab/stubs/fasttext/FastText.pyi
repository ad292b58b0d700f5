# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: fasttext 0.9.2
# source: https://github.com/facebookresearch/fastText v0.9.2 5b5943c118b0
# read-from: python/fasttext_module/fasttext/FastText.py
# licence: MIT

from typing import Any, Self  # noqa: F401

def load_model(path): ...
