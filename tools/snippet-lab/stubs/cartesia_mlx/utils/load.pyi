# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: cartesia-mlx 0.0.1
# source: https://github.com/cartesia-ai/edge HEAD 6788a080938a
# read-from: cartesia-mlx/cartesia_mlx/utils/load.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

def from_pretrained(path_or_hf_repo, revision=...): ...
