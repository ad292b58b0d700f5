# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: bm25s 0.3.10
# source: https://github.com/xhluca/bm25s 0.3.10 d2ed652bc853
# read-from: bm25s/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from bm25s.tokenization import tokenize as tokenize

class BM25:
    def __init__(
        self,
        k1=...,
        b=...,
        delta=...,
        method=...,
        idf_method=...,
        dtype=...,
        int_dtype=...,
        corpus=...,
        backend=...,
        csc_backend=...,
        auto_compile=...,
    ): ...
    def retrieve(
        self,
        query_tokens,
        corpus=...,
        k=...,
        sorted=...,
        return_as=...,
        show_progress=...,
        leave_progress=...,
        n_threads=...,
        chunksize=...,
        backend_selection=...,
        weight_mask=...,
    ): ...
