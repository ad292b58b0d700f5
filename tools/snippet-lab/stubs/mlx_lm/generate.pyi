# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: mlx-lm 0.32.0
# source: https://github.com/ml-explore/mlx-lm HEAD d78bf58e217c
# read-from: mlx_lm/generate.py
# licence: MIT

from typing import Any, Self  # noqa: F401

def generate(model, tokenizer, prompt, verbose=..., **kwargs): ...
