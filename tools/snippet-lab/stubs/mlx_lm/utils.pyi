# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: mlx-lm 0.32.0
# source: https://github.com/ml-explore/mlx-lm HEAD d78bf58e217c
# read-from: mlx_lm/utils.py
# licence: MIT

from typing import Any, Self  # noqa: F401

def load(
    path_or_hf_repo,
    tokenizer_config=...,
    model_config=...,
    adapter_path=...,
    lazy=...,
    return_config=...,
    revision=...,
    trust_remote_code=...,
): ...
