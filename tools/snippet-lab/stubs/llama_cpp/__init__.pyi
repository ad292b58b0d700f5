# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: llama-cpp-python 0.3.35
# source: https://github.com/abetlen/llama-cpp-python HEAD 3691546f1c9e
# read-from: llama_cpp/__init__.py
# licence: MIT

from typing import Any, Self  # noqa: F401

from llama_cpp.llama import Llama as Llama
