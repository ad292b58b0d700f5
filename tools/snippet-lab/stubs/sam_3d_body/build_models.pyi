# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: sam-3d-body 1.0.0
# source: https://github.com/facebookresearch/sam-3d-body HEAD b5c765a0d89d
# read-from: sam_3d_body/build_models.py
# licence: SAM License (LICENSE)

from typing import Any, Self  # noqa: F401

def load_sam_3d_body_hf(repo_id, **kwargs): ...
