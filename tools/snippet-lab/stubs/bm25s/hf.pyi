# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: bm25s 0.3.10
# source: https://github.com/xhluca/bm25s 0.3.10 d2ed652bc853
# read-from: bm25s/hf.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from bm25s import BM25 as BM25

class BM25HF(BM25):
    @classmethod
    def load_from_hub(
        cls,
        repo_name,
        revision=...,
        token=...,
        local_dir=...,
        load_corpus=...,
        mmap=...,
        allow_pickle=...,
        show_progress=...,
        leave_progress=...,
    ): ...
