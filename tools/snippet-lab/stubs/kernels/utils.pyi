# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: kernels 0.16.0
# source: https://github.com/huggingface/kernels v0.16.0 272cd12b8e40
# read-from: kernels/src/kernels/utils.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

def get_kernel(repo_id, revision=..., version=..., backend=..., user_agent=..., trust_remote_code=...): ...
