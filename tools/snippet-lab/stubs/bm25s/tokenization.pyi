# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: bm25s 0.3.10
# source: https://github.com/xhluca/bm25s 0.3.10 d2ed652bc853
# read-from: bm25s/tokenization.py
# licence: MIT

from typing import Any, Self  # noqa: F401

def tokenize(
    texts,
    lower=...,
    token_pattern=...,
    stopwords=...,
    stemmer=...,
    return_ids=...,
    show_progress=...,
    leave=...,
    allow_empty=...,
): ...
