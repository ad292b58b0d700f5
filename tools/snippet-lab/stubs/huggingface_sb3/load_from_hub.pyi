# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: huggingface-sb3 3.1
# source: https://github.com/huggingface/huggingface_sb3 v3.1 b3a18c864d15
# read-from: huggingface_sb3/load_from_hub.py
# licence: Apache (declared by its packaging; no licence file)

from typing import Any, Self  # noqa: F401

def load_from_hub(repo_id, filename): ...
